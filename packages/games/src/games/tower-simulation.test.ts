import { describe, expect, it } from 'vitest';

import { simulationFloats } from '../fair/simulation-random.ts';
import { measureRtp } from '../simulation/measure-rtp.ts';
import { winOrLoseRtp } from '../simulation/win-or-lose-rtp.ts';
import { towerMultiplier } from './tower-multiplier.ts';
import { cashOutTower, climbTower, startTowerRound, towerRoundMultiplier } from './tower-round.ts';
import { TOWER_DIFFICULTIES } from './tower-rules.ts';
import type { TowerDifficulty } from './tower-rules.ts';

const SIMULATION_TIMEOUT_MS = 180_000;

describe('Tower return to player (simulation)', () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  const rounds = 10_000_000;
  const strategies: { difficulty: TowerDifficulty; levels: number }[] = [
    { difficulty: 'easy', levels: 4 },
    { difficulty: 'hard', levels: 3 },
    { difficulty: 'master', levels: 2 },
  ];

  it.each(strategies)(
    'is 97 % within 5 standard errors over 10M rounds: %o',
    ({ difficulty, levels }) => {
      const { columns, safeTiles } = TOWER_DIFFICULTIES[difficulty];
      const expected = winOrLoseRtp(towerMultiplier(difficulty, levels), (safeTiles / columns) ** levels);
      const floats = simulationFloats(levels * 100 + columns * 10 + safeTiles);
      const measured = measureRtp(rounds, () => {
        let round = startTowerRound(difficulty, floats);
        // Always the rightmost column: the traps are drawn uniformly, so a fixed choice has the same chances.
        for (let level = 0; level < levels && round.status === 'playing'; level++) {
          round = climbTower(round, columns - 1);
        }
        if (round.status === 'playing') round = cashOutTower(round);
        return towerRoundMultiplier(round);
      });
      const tolerance = (5 * expected.roundStandardDeviation) / Math.sqrt(rounds);
      console.log(
        `Tower, ${difficulty}, cash out after ${levels} levels: measured RTP ${(measured.rtp * 100).toFixed(3)} % ` +
          `over ${rounds} rounds, exact ${(expected.rtp * 100).toFixed(4)} %, ` +
          `tolerance ±${(tolerance * 100).toFixed(3)} points (5 standard errors)`,
      );
      expect(Math.abs(measured.rtp - expected.rtp)).toBeLessThan(tolerance);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
