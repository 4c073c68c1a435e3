import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { tone: 'primary', children: 'VIP' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
