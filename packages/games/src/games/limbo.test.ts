import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { simulationFloats } from '../fair/simulation-random.ts';
import { measureRtp } from '../simulation/measure-rtp.ts';
import { winOrLoseRtp } from '../simulation/win-or-lose-rtp.ts';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, playLimbo } from './limbo.ts';
import { paretoReachProbability } from './pareto-multiplier.ts';

const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

describe('Limbo rules', () => {
  it('pays the target when the outcome reaches it, nothing otherwise', () => {
    // float 0.5: outcome 0.99 * 2^32 / 2^31 = 1.98x
    expect(playLimbo({ targetMultiplier: 19_800 }, floatsOf(0.5))).toEqual({
      outcomeMultiplier: 19_800,
      won: true,
      payoutMultiplier: 19_800,
    });
    expect(playLimbo({ targetMultiplier: 19_900 }, floatsOf(0.5))).toEqual({
      outcomeMultiplier: 19_800,
      won: false,
      payoutMultiplier: 0,
    });
    expect(playLimbo({ targetMultiplier: 10_100 }, floatsOf(0)).outcomeMultiplier).toBe(10_000);
  });

  it('accepts 1.01x to 1,000,000x in steps of 0.01x and rejects the rest', () => {
    expect(() => playLimbo({ targetMultiplier: LIMBO_MIN_TARGET }, floatsOf(0.5))).not.toThrow();
    expect(() => playLimbo({ targetMultiplier: LIMBO_MAX_TARGET }, floatsOf(0.5))).not.toThrow();
    for (const targetMultiplier of [10_000, 10_099, 10_150, LIMBO_MAX_TARGET + 100, Number.NaN, 2.5]) {
      expect(() => playLimbo({ targetMultiplier }, floatsOf(0.5))).toThrow(RangeError);
    }
  });
});

describe('Limbo verification', () => {
  it('recomputes a fixed round from its seeds (a change of the maths breaks this)', () => {
    const seed = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client', nonce: 42 };
    expect(playLimbo({ targetMultiplier: 20_000 }, floatSourceOf(seed))).toEqual({
      outcomeMultiplier: 56_900,
      won: true,
      payoutMultiplier: 20_000,
    });
  });
});

// About 1 s a parameter alone on this 2-core machine; the margin is for a loaded machine.
describe('Limbo return to player', { timeout: 60_000 }, () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  const rounds = 10_000_000;
  const targets = [10_100, 20_000, 100_000, 1_000_000].map((targetMultiplier) => ({
    targetMultiplier,
    shown: `${targetMultiplier / 10_000}x`,
  }));

  it.each(targets)(
    'is 99 % within 5 standard errors over 10M rounds at target $shown',
    ({ targetMultiplier }) => {
      const expected = winOrLoseRtp(targetMultiplier, paretoReachProbability(targetMultiplier));
      const floats = simulationFloats(targetMultiplier);
      const measured = measureRtp(rounds, () => playLimbo({ targetMultiplier }, floats).payoutMultiplier);
      const standardError = expected.roundStandardDeviation / Math.sqrt(rounds);
      console.log(
        `Limbo target ${targetMultiplier / 10_000}x: measured RTP ${(measured.rtp * 100).toFixed(3)} % ` +
          `over ${rounds} rounds (${((measured.rtp - expected.rtp) / standardError).toFixed(2)} SE), exact ` +
          `${(expected.rtp * 100).toFixed(4)} %, tolerance ±${(500 * standardError).toFixed(3)} points (5 SE)`,
      );
      expect(expected.rtp).toBeLessThanOrEqual(0.99);
      expect(expected.rtp).toBeGreaterThan(0.99 - targetMultiplier / 10_000 / 2 ** 32);
      expect(Math.abs(measured.rtp - expected.rtp)).toBeLessThan(5 * standardError);
    },
  );
});
