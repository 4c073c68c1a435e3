import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: '♠',
    title: 'No bets yet',
    description: 'Bets you place will show up here, with their results.',
    action: <Button>Browse games</Button>,
    headingLevel: 2,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };

/** Inside a panel under its own heading (level 3): the title stays smaller than the panel's heading. */
export const InAPanel: Story = {
  args: { icon: undefined, description: undefined, action: undefined, headingLevel: 3 },
  render: (args) => (
    <Card padding="md" style={{ maxWidth: 360 }}>
      <h2 style={{ margin: 0 }}>Players (0)</h2>
      <EmptyState {...args} title="No bets in this round yet" />
    </Card>
  ),
};
