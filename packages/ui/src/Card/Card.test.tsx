import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a plain container by default', () => {
    render(<Card>Balance</Card>);
    expect(screen.getByText('Balance').tagName).toBe('DIV');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('as an interactive card is a button that works with mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Card interactive onClick={onClick}>
        Roulette
      </Card>,
    );
    const card = screen.getByRole('button', { name: 'Roulette' });
    await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(card);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
