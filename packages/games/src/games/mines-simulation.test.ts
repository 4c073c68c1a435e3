import { describe, expect, it } from 'vitest';

import { simulationFloats } from '../fair/simulation-random.ts';
import { measureRtp } from '../simulation/measure-rtp.ts';
import { winOrLoseRtp } from '../simulation/win-or-lose-rtp.ts';
import { binomial } from './binomial.ts';
import { minesMultiplier } from './mines-multiplier.ts';
import { cashOutMines, minesRoundMultiplier, revealMinesTile, startMinesRound } from './mines-round.ts';
import { MINES_TILE_COUNT } from './mines-rules.ts';

const SIMULATION_TIMEOUT_MS = 180_000;

describe('Mines return to player (simulation)', () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  const rounds = 10_000_000;
  const strategies = [
    { mines: 1, reveals: 3 },
    { mines: 3, reveals: 5 },
    { mines: 10, reveals: 2 },
    { mines: 24, reveals: 1 },
  ];
  // The player's picks in a fixed scattered order: the mines are a uniform random set, so any order
  // that does not look at them has the same chances.
  const pickOrder = Array.from({ length: MINES_TILE_COUNT }, (_, pick) => (7 * pick + 12) % MINES_TILE_COUNT);

  it.each(strategies)(
    'is 99 % within 5 standard errors over 10M rounds: %o',
    ({ mines, reveals }) => {
      const multiplier = minesMultiplier(mines, reveals);
      const winChance =
        Number(binomial(MINES_TILE_COUNT - mines, reveals)) / Number(binomial(MINES_TILE_COUNT, reveals));
      const expected = winOrLoseRtp(multiplier, winChance);
      const floats = simulationFloats(1_000 * mines + reveals);
      const measured = measureRtp(rounds, () => {
        let round = startMinesRound(mines, floats);
        for (let pick = 0; pick < reveals && round.status === 'playing'; pick++) {
          round = revealMinesTile(round, pickOrder[pick]!);
        }
        if (round.status === 'playing') round = cashOutMines(round);
        return minesRoundMultiplier(round);
      });
      const tolerance = (5 * expected.roundStandardDeviation) / Math.sqrt(rounds);
      console.log(
        `Mines, ${mines} mines, cash out after ${reveals} safe: measured RTP ${(measured.rtp * 100).toFixed(3)} % ` +
          `over ${rounds} rounds, exact ${(expected.rtp * 100).toFixed(4)} %, ` +
          `tolerance ±${(tolerance * 100).toFixed(3)} points (5 standard errors)`,
      );
      expect(Math.abs(measured.rtp - expected.rtp)).toBeLessThan(tolerance);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
