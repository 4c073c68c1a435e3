import type { HouseRound } from '@lotus/contract/house-games';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
import type { PlinkoDrop } from './PlinkoBoard.tsx';
import { PlinkoPage } from './PlinkoPage.tsx';
import { roundBase, serveHouseGames } from './originals-test-server.ts';

/** Animation frames run only when the test says, at the times it gives. */
function holdFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.push(callback);
    return queue.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue = [];
  });
  return {
    pending: () => queue.length,
    run: (time: number) => {
      const frames = queue;
      queue = [];
      act(() => frames.forEach((frame) => frame(time)));
    },
  };
}

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const number = (element: Element, name: string) => Number(element.getAttribute(name));
const ballOf = () => screen.getByTestId('plinko-ball');
const pegsOfRow = (row: number) =>
  Array.from(document.querySelectorAll(`[data-peg^="${row}-"]`)).map((peg) => ({
    index: Number(peg.getAttribute('data-peg')!.split('-')[1]),
    x: number(peg, 'cx'),
    lit: peg.getAttribute('data-lit') === 'true',
  }));
/** The centre of bucket k as drawn. */
function bucketCentre(bucket: number): number {
  const rect = document.querySelector(`[data-bucket="${bucket}"] rect`)!;
  return number(rect, 'x') + number(rect, 'width') / 2;
}

// 12 rows; the ball goes R R L R L L L R R L R R: 7 rights, bucket 7.
const path = [
  'right',
  'right',
  'left',
  'right',
  'left',
  'left',
  'left',
  'right',
  'right',
  'left',
  'right',
  'right',
] as const;
const drop: PlinkoDrop = { path, bucket: 7, key: 'round-9' };

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));
afterEach(() => vi.unstubAllGlobals());

describe('PlinkoBoard', { timeout: 20_000 }, () => {
  it('moves the ball along the round’s own path, peg by peg, into the bucket it names', async () => {
    stubReducedMotion(false);
    serveHouseGames(() => undefined);
    const frames = holdFrames();
    const met: { row: number; ballX: number }[] = [];
    const landed = vi.fn();
    renderPage(
      <PlinkoBoard
        rows={12}
        risk="medium"
        drop={drop}
        onPeg={(row) => met.push({ row, ballX: number(ballOf(), 'cx') })}
        onLand={landed}
      />,
    );
    await screen.findByRole('img', { name: 'Plinko board' });
    // Before the first frame the ball waits above the board's middle, and no bucket is marked.
    expect(document.querySelector('[data-hit]')).toBeNull();
    for (let time = 0; time <= 5_000 && frames.pending() > 0; time += 4) frames.run(time);

    // On each row the ball met the peg its bounces so far lead to: one further right per 'right'.
    expect(met.map((entry) => entry.row)).toEqual(path.map((_, row) => row));
    let rights = 0;
    for (const [row, bounce] of path.entries()) {
      const pegs = pegsOfRow(row);
      const nearest = pegs.reduce((best, peg) =>
        Math.abs(peg.x - met[row]!.ballX) < Math.abs(best.x - met[row]!.ballX) ? peg : best,
      );
      expect(nearest.index, `row ${row}`).toBe(1 + rights);
      // The pegs it met stay lit, and only those.
      expect(pegs.filter((peg) => peg.lit).map((peg) => peg.index)).toEqual([1 + rights]);
      if (bounce === 'right') rights += 1;
    }
    // It lands once, in the bucket of the outcome, which is marked; the ball sits over its centre.
    expect(landed).toHaveBeenCalledTimes(1);
    expect(landed).toHaveBeenCalledWith(drop);
    expect(document.querySelector('[data-hit="true"]')).toHaveAttribute('data-bucket', '7');
    expect(ballOf()).toHaveAttribute('data-bucket', '7');
    expect(number(ballOf(), 'cx')).toBeCloseTo(bucketCentre(7), 5);
    expect(screen.getByTestId('plinko-board')).toHaveAttribute('data-landed', 'true');
  });

  it('puts the ball in its bucket at once with reduced motion', async () => {
    stubReducedMotion(true);
    serveHouseGames(() => undefined);
    const frames = holdFrames();
    const peg = vi.fn();
    const landed = vi.fn();
    renderPage(<PlinkoBoard rows={12} risk="medium" drop={drop} onPeg={peg} onLand={landed} />);
    await screen.findByRole('img', { name: 'Plinko board' });

    expect(frames.pending()).toBe(0);
    expect(landed).toHaveBeenCalledWith(drop);
    expect(peg).not.toHaveBeenCalled();
    expect(document.querySelector('[data-hit="true"]')).toHaveAttribute('data-bucket', '7');
    expect(number(ballOf(), 'cx')).toBeCloseTo(bucketCentre(7), 5);
    // Its whole path is traced: one lit peg a row.
    for (let row = 0; row < 12; row++) expect(pegsOfRow(row).filter((entry) => entry.lit)).toHaveLength(1);
  });
});

describe('PlinkoPage while the ball falls', { timeout: 20_000 }, () => {
  it('shows the result and the balance with the payout only once the ball has landed', async () => {
    stubReducedMotion(false);
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
    serveHouseGames((call) =>
      call.path === '/wps/relay/house/plinko/bets' ? { value: { round: won, balance: '101000' } } : undefined,
    );
    renderPage(<PlinkoPage />, '/originals/plinko');
    await user.selectOptions(await screen.findByLabelText('Rows'), '8');
    await user.selectOptions(screen.getByLabelText('Risk'), 'high');
    expect(await screen.findByTestId('originals-balance')).toHaveAttribute('data-minor', '100000');
    const frames = holdFrames();
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    // Answered, but the ball is still up: no result, the balance less the stake, no new bet yet.
    expect(await screen.findByText('The ball is falling…')).toBeInTheDocument();
    expect(screen.queryByTestId('round-result')).not.toBeInTheDocument();
    expect(screen.getByTestId('originals-balance')).toHaveAttribute('data-minor', '99000');
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();

    for (let time = 0; time <= 5_000 && frames.pending() > 0; time += 16) frames.run(time);
    expect(await screen.findByText('The ball landed in bucket 1: 2.0000×')).toBeInTheDocument();
    expect(screen.getByTestId('round-result')).toHaveAttribute('data-round', '5');
    expect(document.querySelector('[data-hit="true"]')).toHaveAttribute('data-bucket', '1');
    expect(screen.getByTestId('originals-balance')).not.toHaveAttribute('data-minor', '99000');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });
});
