import { useSessionStore } from '@lotus/app-shell';
import type { HouseRound } from '@lotus/contract/house-games';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { LimboPage } from './LimboPage.tsx';
import { PlinkoPage } from './PlinkoPage.tsx';
import { roundBase, serveHouseGames } from './originals-test-server.ts';

/** From now on the server answers only once `release` is called: slower than a double click. */
function holdAnswers(): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    await released;
    return answer(input, init);
  });
  return release;
}

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('LimboPage', { timeout: 20_000 }, () => {
  it('sends one bet for a double click and shows the outcome and the win', async () => {
    const user = userEvent.setup();
    const won: HouseRound = {
      ...roundBase,
      settledAt: roundBase.createdAt,
      game: 'limbo',
      status: 'won',
      payout: '2500',
      multiplier: 25_000,
      params: { targetMultiplier: 25_000 },
      outcome: { outcomeMultiplier: 35_100 },
    };
    const calls = serveHouseGames((call) =>
      call.path === '/wps/relay/house/limbo/bets' ? { value: { round: won, balance: '101500' } } : undefined,
    );
    renderPage(<LimboPage />, '/originals/limbo');
    const target = await screen.findByLabelText('Target multiplier');
    await user.clear(target);
    await user.type(target, '2.5');
    const release = holdAnswers();
    await user.dblClick(screen.getByRole('button', { name: 'Bet' }));
    expect(screen.getByRole('button', { name: 'Betting…' })).toBeDisabled();
    release();

    expect(await screen.findByText(/You won \D*2.500 \(2\.50×\)/)).toBeInTheDocument();
    expect(screen.getByTestId('limbo-outcome')).toHaveTextContent('3.51×');
    const bets = calls.filter((call) => call.path === '/wps/relay/house/limbo/bets');
    expect(bets).toHaveLength(1);
    expect(bets[0]?.body).toEqual({
      stake: '1000',
      targetMultiplier: 25_000,
      idempotencyKey: expect.any(String),
    });
  });

  it('keeps the bet back while the target is out of range', async () => {
    const user = userEvent.setup();
    const calls = serveHouseGames(() => undefined);
    renderPage(<LimboPage />, '/originals/limbo');
    const target = await screen.findByLabelText('Target multiplier');
    await user.clear(target);
    await user.type(target, '1');
    expect(screen.getByText('Enter a multiplier from 1.01× to 1,000,000×')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    expect(calls.some((call) => call.path === '/wps/relay/house/limbo/bets')).toBe(false);
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    serveHouseGames((call) =>
      call.path === '/wps/relay/house/limbo/bets'
        ? {
            error: 'error_insufficient_funds',
            status: 409,
            message: 'Your balance is too low for this stake',
          }
        : undefined,
    );
    renderPage(<LimboPage />, '/originals/limbo');
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is too low for this stake');
    expect(screen.getByTestId('limbo-outcome')).toHaveTextContent('—');
  });
});

describe('PlinkoPage', { timeout: 20_000 }, () => {
  it('drops a ball on the chosen rows and risk and names the bucket it landed in', async () => {
    const user = userEvent.setup();
    const won: HouseRound = {
      ...roundBase,
      settledAt: roundBase.createdAt,
      game: 'plinko',
      status: 'won',
      payout: '2000',
      multiplier: 20_000,
      params: { rows: 8, risk: 'high' },
      outcome: { path: ['left', 'left', 'left', 'right', 'left', 'left', 'left', 'left'], bucket: 1 },
    };
    const calls = serveHouseGames((call) =>
      call.path === '/wps/relay/house/plinko/bets' ? { value: { round: won, balance: '101000' } } : undefined,
    );
    renderPage(<PlinkoPage />, '/originals/plinko');
    await user.selectOptions(await screen.findByLabelText('Rows'), '8');
    await user.selectOptions(screen.getByLabelText('Risk'), 'high');
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    expect(await screen.findByText('The ball landed in bucket 1: 2.0000×')).toBeInTheDocument();
    expect(screen.getByText(/You won \D*2.000 \(2\.00×\)/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/wps/relay/house/plinko/bets')?.body).toMatchObject({
      stake: '1000',
      rows: 8,
      risk: 'high',
    });
  });

  it('says what a 0.3× drop returned and lost, never that it won', async () => {
    const user = userEvent.setup();
    // 8 rows, high risk: bucket 3 pays 0.3×, 300 of a 1,000 stake. The server's status says only
    // that the round paid something; the words follow the stake and the payout.
    const partReturn: HouseRound = {
      ...roundBase,
      settledAt: roundBase.createdAt,
      game: 'plinko',
      status: 'won',
      payout: '300',
      multiplier: 3_000,
      params: { rows: 8, risk: 'high' },
      outcome: { path: ['right', 'left', 'right', 'left', 'left', 'right', 'left', 'left'], bucket: 3 },
    };
    serveHouseGames((call) =>
      call.path === '/wps/relay/house/plinko/bets'
        ? { value: { round: partReturn, balance: '99300' } }
        : undefined,
    );
    renderPage(<PlinkoPage />, '/originals/plinko');
    await user.selectOptions(await screen.findByLabelText('Rows'), '8');
    await user.selectOptions(screen.getByLabelText('Risk'), 'high');
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    const result = await screen.findByTestId('round-result');
    expect(result).toHaveTextContent(/^0\.30×: \D*300 returned, \D*700 lost$/);
    expect(result).toHaveAttribute('data-result', 'partReturned');
    expect(result).not.toHaveTextContent(/won/i);
  });

  it('shows a visitor the board and opens the login modal instead of betting', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signOut();
    const calls = serveHouseGames(() => undefined);
    renderPage(<PlinkoPage />, '/originals/plinko');
    expect(await screen.findByRole('img', { name: 'Plinko board' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    useLoginModal.getState().close();
    expect(calls.some((call) => call.path === '/wps/relay/house/plinko/bets')).toBe(false);
  });
});
