import type { HouseRound } from '@lotus/contract/house-games';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { DicePage } from './DicePage.tsx';
import { TowerPage } from './TowerPage.tsx';
import { roundBase, serveHouseGames } from './originals-test-server.ts';

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

const diceWon: HouseRound = {
  ...roundBase,
  game: 'dice',
  status: 'won',
  payout: '1980',
  multiplier: 19_801,
  settledAt: roundBase.createdAt,
  params: { direction: 'over', targetHundredths: 5000 },
  outcome: { rollHundredths: 8261 },
};

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

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('DicePage', { timeout: 20_000 }, () => {
  it('rolls over the chosen target: the number rolls to the server’s roll, then the marker and the words say it won', async () => {
    const user = userEvent.setup();
    const frame = manualFrames();
    const calls = serveHouseGames((call) => {
      if (call.path === '/wps/relay/house/dice/bets') return { value: { round: diceWon, balance: '100980' } };
      return undefined;
    });
    renderPage(<DicePage />, '/originals/dice');
    expect(await screen.findByText(/Return to player 99\.00%/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Win when the roll is'), 'over');
    expect(screen.getByText('Roll over')).toBeInTheDocument();
    expect(screen.getByText('49.99%')).toBeInTheDocument();
    expect(screen.getByText('1.9801×')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByTestId('dice-roll')).toHaveAttribute('data-result', 'rolling'));
    frame(0);
    frame(250);
    // Mid-roll: a number between the middle and the roll, and no result yet.
    const midway = Number(screen.getByTestId('dice-roll').textContent);
    expect(midway).toBeGreaterThan(50);
    expect(midway).toBeLessThan(82.61);
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
    // The balance beside the form waits too: the server's 100,980 less the 1,980 the roll pays.
    expect(screen.getByTestId('originals-balance')).toHaveAttribute('data-minor', '99000');
    frame(2000);
    expect(screen.getByTestId('originals-balance')).not.toHaveAttribute('data-minor', '99000');
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('82.61');
    expect(screen.getByTestId('dice-roll')).toHaveAttribute('data-result', 'won');
    expect(screen.getByTestId('dice-marker')).toHaveTextContent('82.61');
    expect(screen.getByTestId('dice-marker')).toHaveAttribute('data-result', 'won');
    expect(screen.getByText(/You won \D*1.980 \(1\.98×\)/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/wps/relay/house/dice/bets')?.body).toMatchObject({
      stake: '1000',
      direction: 'over',
      targetHundredths: 5000,
    });
  });
});

describe('DicePage controls and motion', { timeout: 20_000 }, () => {
  it('sets the target with the slider (a native range: arrow keys move it) and words the new odds', async () => {
    serveHouseGames(() => undefined);
    renderPage(<DicePage />, '/originals/dice');
    const slider = await screen.findByRole('slider', { name: 'Target' });
    expect(slider).toHaveAttribute('aria-valuetext', '50.00');
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).not.toHaveAttribute('tabindex', '-1');
    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByRole('slider', { name: 'Target' })).toHaveAttribute('aria-valuetext', '25.00');
    expect(screen.getByRole('textbox', { name: 'Target' })).toHaveValue('25.00');
    // Under 25.00 wins 2,500 of 10,001 rolls: 24.99 %.
    expect(screen.getByText('24.99%')).toBeInTheDocument();
  });

  it('shows the roll and the result at once with reduced motion', async () => {
    const user = userEvent.setup();
    reduceMotion();
    // Frames that never come: only a page that skips the roll can show the result.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    serveHouseGames((call) =>
      call.path === '/wps/relay/house/dice/bets'
        ? { value: { round: diceWon, balance: '100980' } }
        : undefined,
    );
    renderPage(<DicePage />, '/originals/dice');
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByText(/You won \D*1.980/)).toBeInTheDocument();
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('82.61');
    expect(screen.getByTestId('dice-marker')).toHaveAttribute('data-result', 'won');
  });
});

describe('TowerPage', { timeout: 20_000 }, () => {
  it('climbs a level on the chosen difficulty, then a trap ends the round and shows every trap', async () => {
    const user = userEvent.setup();
    const tower = (patch: Partial<Extract<HouseRound, { game: 'tower' }>>): HouseRound => ({
      ...roundBase,
      game: 'tower',
      status: 'playing',
      payout: '0',
      multiplier: 10_000,
      params: { difficulty: 'hard' },
      outcome: { columns: [], trapHit: null, traps: null },
      ...patch,
    });
    const traps = [[1], [0], [1], [0], [1], [0], [1], [0], [1]];
    serveHouseGames((call) => {
      if (call.path === '/wps/relay/house/tower/round') return { value: { round: null } };
      if (call.path === '/wps/relay/house/tower/rounds')
        return { value: { round: tower({}), balance: '99000' } };
      if (call.path === '/wps/relay/house/tower/climb') {
        const { column } = call.body as { column: number };
        return column === 0
          ? {
              value: {
                round: tower({ multiplier: 19_400, outcome: { columns: [0], trapHit: null, traps: null } }),
                balance: '99000',
              },
            }
          : {
              value: {
                round: tower({ status: 'lost', multiplier: 0, outcome: { columns: [0], trapHit: 1, traps } }),
                balance: '99000',
              },
            };
      }
      return undefined;
    });
    renderPage(<TowerPage />, '/originals/tower');
    expect(await screen.findByText(/Return to player 97\.00%/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Difficulty'), 'hard');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    const board = screen.getByRole('group', { name: 'Tower' });
    await user.click(await within(board).findByRole('button', { name: 'Level 1, column 1' }));
    expect(await within(board).findByRole('button', { name: 'Level 1, column 1: safe' })).toBeDisabled();
    // Only the next level can be picked.
    expect(within(board).getByRole('button', { name: 'Level 3, column 1' })).toBeDisabled();
    await user.click(within(board).getByRole('button', { name: 'Level 2, column 2' }));
    expect(await screen.findByText(/^No win this time: .* lost$/)).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Level 2, column 2: trap' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Level 9, column 2: trap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('resumes an open round after a reload and cashes it out', async () => {
    const user = userEvent.setup();
    const round = (patch: Partial<Extract<HouseRound, { game: 'tower' }>>): HouseRound => ({
      ...roundBase,
      game: 'tower',
      status: 'playing',
      payout: '0',
      multiplier: 19_400,
      params: { difficulty: 'hard' },
      outcome: { columns: [0], trapHit: null, traps: null },
      ...patch,
    });
    const traps = [[1], [0], [1], [0], [1], [0], [1], [0], [1]];
    const calls = serveHouseGames((call) => {
      if (call.path === '/wps/relay/house/tower/round') return { value: { round: round({}) } };
      if (call.path === '/wps/relay/house/tower/cash-out') {
        const settled = round({
          status: 'won',
          payout: '1940',
          outcome: { columns: [0], trapHit: null, traps },
        });
        return { value: { round: settled, balance: '100940' } };
      }
      return undefined;
    });
    renderPage(<TowerPage />, '/originals/tower');
    const board = await screen.findByRole('group', { name: 'Tower' });
    expect(within(board).getByRole('button', { name: 'Level 1, column 1: safe' })).toBeInTheDocument();
    // The floor to pick is the one lit, and says what reaching it pays.
    const level2 = within(board).getByRole('group', { name: 'Level 2' });
    expect(level2).toHaveAttribute('aria-current', 'step');
    expect(level2).toHaveTextContent(/\d\.\d{2}×/);
    // The round's difficulty is shown and locked while it plays.
    expect(screen.getByLabelText('Difficulty')).toHaveValue('hard');
    expect(screen.getByLabelText('Difficulty')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cash out \D*1.940/ }));

    expect(await screen.findByText(/You won \D*1.940 \(1\.94×\)/)).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Level 9, column 2: trap' })).toBeInTheDocument();
    // The floor cashed out on is marked; none is lit to pick any more.
    expect(within(board).getByRole('group', { name: 'Level 1' })).toHaveAttribute('data-floor', 'cashed');
    expect(within(board).getByRole('group', { name: 'Level 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
    expect(calls.find((call) => call.path === '/wps/relay/house/tower/cash-out')?.body).toEqual({
      roundId: '5',
    });
  });
});
