import type { Meta, StoryObj } from '@storybook/react-vite';

import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Game categories',
    items: [
      { id: 'slots', label: 'Slots', content: <p>Hundreds of slot games.</p> },
      { id: 'live', label: 'Live casino', content: <p>Real dealers, streamed live.</p> },
      { id: 'sports', label: 'Sports', content: <p>Pre-match and in-play odds.</p> },
      { id: 'fishing', label: 'Fishing', content: <p>Arcade fishing games.</p>, disabled: true },
      { id: 'lotto', label: 'Lotto', content: <p>Daily and weekly draws.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const StartsOnSecondTab: Story = { args: { defaultSelectedId: 'live' } };

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
