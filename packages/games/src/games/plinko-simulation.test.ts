import { describe, expect, it } from 'vitest';

import { simulationFloats } from '../fair/simulation-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import { measureRtp } from '../simulation/measure-rtp.ts';
import { binomial } from './binomial.ts';
import { playPlinko } from './plinko-drop.ts';
import { plinkoMultipliers } from './plinko-multipliers.ts';
import type { PlinkoParams } from './plinko-rules.ts';

const SIMULATION_TIMEOUT_MS = 180_000;

/** The exact mean of one drop's return and its standard deviation, from the bucket chances C(n, k) / 2^n. */
function expectedReturn(params: PlinkoParams): { rtp: number; roundStandardDeviation: number } {
  let mean = 0;
  let meanOfSquares = 0;
  plinkoMultipliers(params).forEach((multiplier, bucket) => {
    const chance = Number(binomial(params.rows, bucket)) / 2 ** params.rows;
    const returned = multiplier / MULTIPLIER_SCALE;
    mean += chance * returned;
    meanOfSquares += chance * returned * returned;
  });
  return { rtp: mean, roundStandardDeviation: Math.sqrt(meanOfSquares - mean * mean) };
}

describe('Plinko return to player (simulation)', () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  const rounds = 10_000_000;
  const tables: PlinkoParams[] = [
    { rows: 8, risk: 'low' },
    { rows: 12, risk: 'medium' },
    { rows: 16, risk: 'high' },
  ];

  it.each(tables)(
    'matches the table’s exact RTP within 5 standard errors over 10M drops: %o',
    (params) => {
      const expected = expectedReturn(params);
      const floats = simulationFloats(params.rows);
      const measured = measureRtp(rounds, () => playPlinko(params, floats).payoutMultiplier);
      const tolerance = (5 * expected.roundStandardDeviation) / Math.sqrt(rounds);
      console.log(
        `Plinko ${params.rows} rows ${params.risk}: measured RTP ${(measured.rtp * 100).toFixed(3)} % ` +
          `over ${rounds} drops, exact ${(expected.rtp * 100).toFixed(4)} %, ` +
          `tolerance ±${(tolerance * 100).toFixed(3)} points (5 standard errors)`,
      );
      expect(Math.abs(measured.rtp - expected.rtp)).toBeLessThan(tolerance);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
