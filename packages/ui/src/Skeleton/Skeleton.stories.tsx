import type { Meta, StoryObj } from '@storybook/react-vite';

import { Skeleton, skeletonRadii } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 20, radius: 'md' },
  argTypes: { radius: { control: 'inline-radio', options: skeletonRadii } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const GameCardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8, width: 160 }}>
      <Skeleton width="100%" height={120} radius="lg" />
      <Skeleton width="80%" height={16} />
      <Skeleton width="50%" height={12} radius="pill" />
    </div>
  ),
};
