import type { HouseRound } from '@lotus/contract/house-games';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { LimboPage } from './LimboPage.tsx';
import { roundBase, serveHouseGames } from './originals-test-server.ts';

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

const round = (status: 'won' | 'lost', outcome: number): HouseRound => ({
  ...roundBase,
  settledAt: roundBase.createdAt,
  game: 'limbo',
  status,
  payout: status === 'won' ? '2000' : '0',
  multiplier: status === 'won' ? 20_000 : 0,
  params: { targetMultiplier: 20_000 },
  outcome: { outcomeMultiplier: outcome },
});

/** Animation frames the test hands out itself: `frame(ms)` runs the waiting callbacks at that time. */
function manualFrames() {
  let waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return (ms: number) =>
    act(() => {
      const now = waiting;
      waiting = [];
      for (const callback of now) callback(ms);
    });
}

async function bet(answer: HouseRound) {
  const user = userEvent.setup();
  serveHouseGames((call) =>
    call.path === '/wps/relay/house/limbo/bets' ? { value: { round: answer, balance: '101000' } } : undefined,
  );
  renderPage(<LimboPage />, '/originals/limbo');
  const target = await screen.findByLabelText('Target multiplier');
  await user.clear(target);
  await user.type(target, '2');
  await user.click(screen.getByRole('button', { name: 'Bet' }));
}

describe('LimboPage’s climb', { timeout: 20_000 }, () => {
  it('climbs from 1.00× to the server’s outcome, then turns green and says the win', async () => {
    const frame = manualFrames();
    await bet(round('won', 57_300));
    const outcome = screen.getByTestId('limbo-outcome');
    await waitFor(() => expect(outcome).toHaveAttribute('data-result', 'rolling'));
    expect(outcome).toHaveTextContent('1.00×');
    frame(0);
    frame(150);
    const climbing = Number(outcome.textContent?.replace('×', ''));
    expect(climbing).toBeGreaterThan(1);
    expect(climbing).toBeLessThan(5.73);
    expect(screen.queryByTestId('round-result')).not.toBeInTheDocument();
    // Never longer than a second.
    frame(1000);
    expect(outcome).toHaveTextContent('5.73×');
    expect(outcome).toHaveAttribute('data-result', 'won');
    expect(screen.getByTestId('round-result')).toHaveTextContent(/You won/);
    expect(screen.getByText('Target 2.00×')).toBeInTheDocument();
  });

  it('stops a losing climb below the target and turns red', async () => {
    const frame = manualFrames();
    await bet(round('lost', 13_700));
    const outcome = screen.getByTestId('limbo-outcome');
    await waitFor(() => expect(outcome).toHaveAttribute('data-result', 'rolling'));
    frame(0);
    frame(1000);
    expect(outcome).toHaveTextContent('1.37×');
    expect(outcome).toHaveAttribute('data-result', 'lost');
    expect(screen.getByTestId('round-result')).not.toHaveTextContent(/You won/);
  });

  it('shows the outcome at once with reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // Frames that never come: only a page that skips the climb can show the outcome.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    await bet(round('won', 57_300));
    await waitFor(() => expect(screen.getByTestId('limbo-outcome')).toHaveTextContent('5.73×'));
    expect(screen.getByTestId('limbo-outcome')).toHaveAttribute('data-result', 'won');
    expect(screen.getByTestId('round-result')).toHaveTextContent(/You won/);
  });
});
