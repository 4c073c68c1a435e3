import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import { binomial } from './binomial.ts';
import { drawMineTiles } from './mines-layout.ts';
import { minesMultiplier } from './mines-multiplier.ts';
import {
  cashOutMines,
  minesRoundMultiplier,
  minesRoundPayout,
  revealMinesTile,
  startMinesRound,
} from './mines-round.ts';
import type { MinesRound } from './mines-round.ts';
import { MINES_MAX_MINES, MINES_MIN_MINES, MINES_TILE_COUNT } from './mines-rules.ts';

/** A FloatSource that returns the given floats in order. */
const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

/** A round with the given mines, as if drawn (the state is a plain value). */
const roundWithMines = (mineTiles: number[]): MinesRound => ({
  mineCount: mineTiles.length,
  mineTiles,
  safeTiles: [],
  mineHit: null,
  status: 'playing',
});

describe('Mines layout', () => {
  it('draws up to 12 mines by the first steps of a forward Fisher-Yates shuffle, one float a mine', () => {
    // Step 0: float 0 picks position 0 + floor(0 * 25) = 0 -> tile 0.
    // Step 1: float 0.5 picks 1 + floor(0.5 * 24) = 13 -> tile 13.
    // Step 2: float 0.99 picks 2 + floor(0.99 * 23) = 24 -> tile 24.
    expect(drawMineTiles(3, floatsOf(0, 0.5, 0.99))).toEqual([0, 13, 24]);
    // A swapped tile is found where it went: step 0 (float just under 1) picks position 24, so tile 0
    // moves to position 24, which step 1 then picks. The mines are listed in ascending order.
    expect(drawMineTiles(2, floatsOf(1 - 2 ** -32, 1 - 2 ** -32))).toEqual([0, 24]);
  });

  it('draws the safe tiles instead from 13 mines up: 24 mines take one float', () => {
    const allTilesExcept = (...safe: number[]) =>
      Array.from({ length: MINES_TILE_COUNT }, (_, tile) => tile).filter((tile) => !safe.includes(tile));
    expect(drawMineTiles(24, floatsOf(0.5))).toEqual(allTilesExcept(12)); // floor(0.5 * 25) = 12 is safe
    expect(drawMineTiles(23, floatsOf(0, 0.5))).toEqual(allTilesExcept(0, 13)); // the same steps as above
  });

  it('uses exactly min(m, 25 - m) floats and draws m distinct tiles', () => {
    for (let mineCount = MINES_MIN_MINES; mineCount <= MINES_MAX_MINES; mineCount++) {
      let used = 0;
      const counting = () => (++used * 0.618) % 1;
      const mines = drawMineTiles(mineCount, counting);
      expect(used).toBe(Math.min(mineCount, MINES_TILE_COUNT - mineCount));
      expect(new Set(mines).size).toBe(mineCount);
      expect(mines.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILE_COUNT)).toBe(
        true,
      );
    }
  });

  it('rejects a mine count outside 1 to 24', () => {
    for (const mineCount of [0, 25, 2.5, -1, Number.NaN]) {
      expect(() => startMinesRound(mineCount, floatsOf(0.5))).toThrow(RangeError);
    }
    expect(() => startMinesRound(0, floatsOf(0.5))).toThrow(/mine count must be an integer from 1 to 24/);
  });
});

describe('Mines multipliers', () => {
  it('pays 0.99 * C(25, k) / C(25 - m, k) in ten-thousandths, rounded down', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 0.99 * 25 / 24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 * 25 / 22 = 1.125
    expect(minesMultiplier(3, 2)).toBe(12_857); // 0.99 * 300 / 231 = 1.285714…
    expect(minesMultiplier(24, 1)).toBe(247_500); // 0.99 * 25 = 24.75
    expect(minesMultiplier(1, 24)).toBe(247_500); // 0.99 * 25 / 1
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000); // 0.99 * C(25, 13), the largest
    expect(minesMultiplier(5, 0)).toBe(9_900);
  });

  it('grows with every safe reveal', () => {
    for (let mines = MINES_MIN_MINES; mines <= MINES_MAX_MINES; mines++) {
      for (let reveals = 1; reveals <= MINES_TILE_COUNT - mines; reveals++) {
        expect(minesMultiplier(mines, reveals)).toBeGreaterThan(minesMultiplier(mines, reveals - 1));
      }
    }
  });

  it('rejects more safe reveals than there are safe tiles', () => {
    expect(() => minesMultiplier(3, 23)).toThrow(/from 0 to 22/);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
  });
});

describe('Mines round', () => {
  it('grows the multiplier on a safe reveal and pays stake * multiplier on cashing out', () => {
    let round = roundWithMines([0, 1, 2]);
    round = revealMinesTile(round, 10);
    expect(round).toMatchObject({ safeTiles: [10], status: 'playing' });
    expect(minesRoundMultiplier(round)).toBe(11_250);
    round = revealMinesTile(round, 11);
    expect(minesRoundMultiplier(round)).toBe(12_857);
    round = cashOutMines(round);
    expect(round.status).toBe('cashed_out');
    expect(minesRoundPayout(round, 1_000n)).toBe(1_285n); // 1,000 * 12,857 / 10,000 = 1,285.7
    expect(minesRoundPayout(round, 10_000n)).toBe(12_857n);
  });

  it('ends the round on a mine, paying nothing, and allows no further move', () => {
    let round = revealMinesTile(roundWithMines([0, 1, 2]), 10);
    round = revealMinesTile(round, 2);
    expect(round).toMatchObject({ safeTiles: [10], mineHit: 2, status: 'lost' });
    expect(minesRoundMultiplier(round)).toBe(0);
    expect(minesRoundPayout(round, 1_000n)).toBe(0n);
    expect(() => revealMinesTile(round, 11)).toThrow(/the round is lost/);
    expect(() => cashOutMines(round)).toThrow(/the round is lost/);
  });

  it('needs a safe reveal before cashing out, and has no payout while in play', () => {
    const round = roundWithMines([0, 1, 2]);
    expect(() => cashOutMines(round)).toThrow(/before a safe tile is revealed/);
    expect(minesRoundMultiplier(round)).toBe(0);
    expect(() => minesRoundPayout(revealMinesTile(round, 5), 100n)).toThrow(/still in play/);
  });

  it('rejects a tile off the grid or already revealed, and a move after cashing out', () => {
    const round = revealMinesTile(roundWithMines([0]), 5);
    expect(() => revealMinesTile(round, 5)).toThrow(/already revealed/);
    expect(() => revealMinesTile(round, 25)).toThrow(/from 0 to 24/);
    expect(() => revealMinesTile(round, 1.5)).toThrow(RangeError);
    const cashedOut = cashOutMines(round);
    expect(() => revealMinesTile(cashedOut, 6)).toThrow(/the round is cashed_out/);
    expect(() => cashOutMines(cashedOut)).toThrow(RangeError);
  });

  it('cashes out by itself when the last safe tile is revealed', () => {
    let round = roundWithMines([...Array.from({ length: 23 }, (_, tile) => tile)]);
    round = revealMinesTile(round, 23);
    expect(round.status).toBe('playing');
    round = revealMinesTile(round, 24);
    expect(round.status).toBe('cashed_out');
    expect(minesRoundMultiplier(round)).toBe(minesMultiplier(23, 2)); // 0.99 * 300 = 297x
    expect(minesRoundPayout(round, 100n)).toBe(29_700n);
  });
});

describe('Mines verification', () => {
  it('recomputes a fixed round from its seeds (a change of the maths breaks this)', () => {
    const seed = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client', nonce: 7 };
    const round = startMinesRound(5, floatSourceOf(seed));
    expect(round.mineTiles).toEqual([3, 12, 13, 16, 19]);
    const twoSafe = revealMinesTile(revealMinesTile(round, 0), 6);
    expect(minesRoundPayout(cashOutMines(twoSafe), 1_000n)).toBe(1_563n); // 0.99 * 300 / 190 = 1.5631…x
    expect(revealMinesTile(twoSafe, 12)).toMatchObject({ mineHit: 12, status: 'lost' });
  });
});

describe('Mines exact return to player', () => {
  it('is at most 99 % and above 98.99 % for every mine count and fixed number of reveals', () => {
    // Cashing out after k safe reveals returns P(k safe) * multiplier, P = C(25 - m, k) / C(25, k):
    // with the multiplier 0.99 / P exactly that would be 99 %; rounding down to ten-thousandths loses
    // under 0.0001 * P. Checked in integers: 100 * mult * C(25 - m, k) against C(25, k) * 10,000 * 99.
    let lowest = { rtp: 1, mines: 0, reveals: 0 };
    for (let mines = MINES_MIN_MINES; mines <= MINES_MAX_MINES; mines++) {
      for (let reveals = 1; reveals <= MINES_TILE_COUNT - mines; reveals++) {
        const returned =
          BigInt(minesMultiplier(mines, reveals)) * binomial(MINES_TILE_COUNT - mines, reveals);
        const staked = BigInt(MULTIPLIER_SCALE) * binomial(MINES_TILE_COUNT, reveals);
        expect(100n * returned).toBeLessThanOrEqual(99n * staked);
        expect(10_000n * returned).toBeGreaterThan(9_899n * staked);
        const rtp = Number((returned * 10n ** 12n) / staked) / 1e12;
        if (rtp < lowest.rtp) lowest = { rtp, mines, reveals };
      }
    }
    console.log(
      `Mines exact RTP: 99 % down to ${(lowest.rtp * 100).toFixed(6)} % ` +
        `(m = ${lowest.mines}, k = ${lowest.reveals}), over all 300 (m, k) pairs`,
    );
  });
});
