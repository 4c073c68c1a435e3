import { describe, expect, it } from 'vitest';

import { paretoMultiplierOf, paretoReachProbability } from './pareto-multiplier.ts';

const TWO_POW_32 = 2 ** 32;
/** The float whose k = 2^32 - f * 2^32 is the given k. */
const floatForK = (k: number) => (TWO_POW_32 - k) / TWO_POW_32;

describe('paretoMultiplierOf', () => {
  it('is floor(0.99 * 2^32 / k) hundredths, at least 1.00x', () => {
    expect(paretoMultiplierOf(0)).toBe(10_000); // k = 2^32: 0.99x, shown as 1.00x
    expect(paretoMultiplierOf(0.5)).toBe(19_800); // k = 2^31: 1.98x
    expect(paretoMultiplierOf(floatForK(1))).toBe(425_201_762_304 * 100); // the largest draw
    expect(paretoMultiplierOf(floatForK(2 ** 22))).toBe(101_376 * 100); // 0.99 * 1024 = 1013.76x
  });

  it('reaches each target exactly on k <= floor(0.99 * 2^32 / t): P(draw >= t) = 0.99 / t less under 2^-32', () => {
    for (const hundredths of [101, 150, 200, 1000, 12_345, 100_000, 10_000_000, 100_000_000]) {
      const target = hundredths * 100;
      const lastWinningK = Math.floor((99 * TWO_POW_32) / hundredths);
      expect(paretoMultiplierOf(floatForK(lastWinningK))).toBeGreaterThanOrEqual(target);
      expect(paretoMultiplierOf(floatForK(lastWinningK + 1))).toBeLessThan(target);
      const probability = paretoReachProbability(target);
      expect(probability).toBe(lastWinningK / TWO_POW_32);
      expect(0.99 / (hundredths / 100) - probability).toBeGreaterThanOrEqual(0);
      expect(0.99 / (hundredths / 100) - probability).toBeLessThan(2 ** -32);
    }
  });

  it('never decreases as the float grows', () => {
    let previous = 0;
    for (let k = TWO_POW_32; k >= 1; k = Math.floor(k * 0.999)) {
      const draw = paretoMultiplierOf(floatForK(k));
      expect(draw).toBeGreaterThanOrEqual(previous);
      previous = draw;
      if (k === 1) break;
    }
  });
});
