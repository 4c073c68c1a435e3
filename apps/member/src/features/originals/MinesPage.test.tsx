import { useSessionStore } from '@lotus/app-shell';
import type { HouseRound } from '@lotus/contract/house-games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { MinesPage } from './MinesPage.tsx';
import { useLoginModal } from '../../lib/login-modal-store.ts';

type MinesRoundView = Extract<HouseRound, { game: 'mines-gold' }>;

const limits = {
  games: [{ game: 'mines-gold', minStake: '1000', maxStake: '10000000' }],
  maxWin: '1000000000',
  currency: 'VND',
};
const seeds = { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nextNonce: 4 };

function minesRound(
  patch: Omit<Partial<MinesRoundView>, 'outcome'> & { outcome?: Partial<MinesRoundView['outcome']> },
): MinesRoundView {
  return {
    id: '77',
    game: 'mines-gold',
    status: 'playing',
    stake: '10000',
    payout: '0',
    multiplier: 10_000,
    currency: 'VND',
    nonce: 4,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    serverSeed: null,
    createdAt: '2026-11-24T10:00:00Z',
    settledAt: null,
    params: { mines: 3 },
    ...patch,
    outcome: { revealed: [], mineHit: null, mineTiles: null, ...patch.outcome },
  };
}

/** A server with one round: the start, a safe reveal of tile 6 (1.1250x), a cash-out paying 11250. */
function serveMines(openRound: MinesRoundView | null = null) {
  let balance = 100_000n;
  return serveFakeApiKeepingCalls((call: FakeCall): FakeAnswer | undefined => {
    switch (call.path) {
      case '/wps/relay/house/limits':
        return { value: limits };
      case '/wps/relay/house/seeds':
        return { value: seeds };
      case '/wps/v2/wallets/balance':
        return { value: { balance: balance.toString(), currency: 'VND', points: '0' } };
      case '/wps/relay/house/mines-gold/round':
        return { value: { round: openRound } };
      case '/wps/relay/house/mines-gold/rounds':
        balance -= 10_000n;
        return { value: { round: minesRound({}), balance: balance.toString() } };
      case '/wps/relay/house/mines-gold/reveal':
        return {
          value: {
            round: minesRound({ multiplier: 11_250, outcome: { revealed: [6] } }),
            balance: balance.toString(),
          },
        };
      case '/wps/relay/house/mines-gold/cash-out':
        balance += 11_250n;
        return {
          value: {
            round: minesRound({
              status: 'won',
              payout: '11250',
              multiplier: 11_250,
              outcome: { revealed: [6], mineTiles: [0, 12, 24] },
            }),
            balance: balance.toString(),
          },
        };
    }
    return undefined;
  });
}

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
// signInForEachTest wipes storage after each test.
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('MinesPage', { timeout: 20_000 }, () => {
  it('starts a round, reveals a gem, cashes out and shows the win, what every tile hid and the new balance', async () => {
    const user = userEvent.setup();
    const calls = serveMines();
    renderPage(<MinesPage />, '/originals/mines-gold');

    expect(await screen.findByText('Return to player 99.00%', { exact: false })).toBeInTheDocument();
    expect(await screen.findByTestId('fair-server-seed-hash')).toHaveTextContent(seeds.serverSeedHash);
    const stake = screen.getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '10000');
    const bet = screen.getByRole('button', { name: 'Bet' });
    // A double click sends one bet.
    await user.dblClick(bet);
    const board = screen.getByRole('group', { name: 'Mines Gold board' });
    await user.click(await within(board).findByRole('button', { name: 'Tile 7' }));
    expect(await within(board).findByRole('button', { name: 'Tile 7: gem' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: /Cash out \D*11.250/ }));

    expect(await screen.findByText(/You won \D*11.250 \(1\.12×\)/)).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Tile 13: mine' })).toBeInTheDocument();
    // The tiles left unpicked turn to show what they hid, drawn apart from the gem found.
    expect(within(board).getByRole('button', { name: 'Tile 2: gem' })).toHaveAttribute(
      'data-kind',
      'safeShown',
    );
    expect(within(board).getByRole('button', { name: 'Tile 7: gem' })).toHaveAttribute('data-kind', 'safe');
    await waitFor(() =>
      expect(screen.getByTestId('originals-balance')).toHaveAttribute('data-minor', '101250'),
    );

    const starts = calls.filter((call) => call.path === '/wps/relay/house/mines-gold/rounds');
    expect(starts).toHaveLength(1);
    expect(starts[0]?.body).toMatchObject({ stake: '10000', mines: 3, idempotencyKey: expect.any(String) });
    expect(calls.find((call) => call.path === '/wps/relay/house/mines-gold/reveal')?.body).toEqual({
      roundId: '77',
      tile: 6,
    });
    expect(calls.find((call) => call.path === '/wps/relay/house/mines-gold/cash-out')?.body).toEqual({
      roundId: '77',
    });
  });

  it('resumes an open round after a reload', async () => {
    serveMines(minesRound({ multiplier: 11_250, outcome: { revealed: [6] } }));
    renderPage(<MinesPage />, '/originals/mines-gold');
    const board = await screen.findByRole('group', { name: 'Mines Gold board' });
    expect(within(board).getByRole('button', { name: 'Tile 7: gem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cash out \D*11.250/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
  });

  it('shows a visitor the game and a login button that opens the login modal', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signOut();
    const calls = serveMines();
    renderPage(<MinesPage />, '/originals/mines-gold');
    expect(await screen.findByRole('group', { name: 'Mines Gold board' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your seeds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    useLoginModal.getState().close();
    expect(calls.map((call) => call.path)).toEqual(['/wps/relay/house/limits']);
  });

  it('shows a refusal in words', async () => {
    const user = userEvent.setup();
    serveFakeApiKeepingCalls((call) => {
      if (call.path === '/wps/relay/house/limits') return { value: limits };
      if (call.path === '/wps/relay/house/seeds') return { value: seeds };
      if (call.path === '/wps/relay/house/mines-gold/round') return { value: { round: null } };
      if (call.path === '/wps/relay/house/mines-gold/rounds') {
        return {
          error: 'error_insufficient_funds',
          status: 409,
          message: 'Your balance is too low for this stake',
        };
      }
      return undefined;
    });
    renderPage(<MinesPage />, '/originals/mines-gold');
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Your balance is too low for this stake')).toBeInTheDocument();
  });
});
