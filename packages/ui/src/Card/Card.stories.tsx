import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from '../Badge/Badge.tsx';
import { Card, cardPaddings } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { padding: 'md', children: 'Your balance is $1,250.00' },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Interactive: Story = {
  render: ({ padding }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16 }}>
      {['Roulette', 'Baccarat', 'Blackjack'].map((game) => (
        <Card key={game} interactive padding={padding} onClick={() => undefined}>
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{game}</strong>
            <Badge tone="success">Live</Badge>
          </span>
        </Card>
      ))}
    </div>
  ),
};
