import type { Meta, StoryObj } from '@storybook/react-vite';

import { vars } from './contract.css.ts';

const colorNames = Object.keys(vars.color) as (keyof typeof vars.color)[];

/** Every colour token of the active theme (switch it in the toolbar) with its generated CSS variable. */
function ColorTokens() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
      {colorNames.map((name) => (
        <div
          key={name}
          style={{
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            overflow: 'hidden',
            fontSize: vars.fontSize.sm,
          }}
        >
          <div style={{ height: 56, backgroundColor: vars.color[name] }} />
          <div style={{ padding: vars.space.xs, backgroundColor: vars.color.surface }}>
            <strong>{name}</strong>
            <div
              style={{ color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }}
            >
              {vars.color[name]}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: ColorTokens,
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      {(['xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <div
          key={size}
          style={{
            fontSize: vars.fontSize[size],
            fontFamily: size.startsWith('x') && size !== 'xs' ? vars.font.heading : vars.font.body,
          }}
        >
          {size}: The house always glows gold
        </div>
      ))}
    </div>
  ),
};
