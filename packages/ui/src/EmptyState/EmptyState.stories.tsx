import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button/Button.tsx';
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
