import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, description, a hidden icon and the action', () => {
    render(
      <EmptyState
        headingLevel={3}
        icon={<span data-testid="icon">♠</span>}
        title="No bets yet"
        description="Your bets will show up here."
        action={<button type="button">Browse games</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.getByText('Your bets will show up here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
