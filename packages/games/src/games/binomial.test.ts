import { describe, expect, it } from 'vitest';

import { binomial } from './binomial.ts';

describe('binomial', () => {
  it('computes C(n, k) exactly, beyond 2^53 too', () => {
    expect(binomial(25, 13)).toBe(5_200_300n);
    expect(binomial(16, 8)).toBe(12_870n);
    expect(binomial(5, 0)).toBe(1n);
    expect(binomial(5, 5)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
    expect(binomial(5, -1)).toBe(0n);
    expect(binomial(100, 50)).toBe(100_891_344_545_564_193_334_812_497_256n);
  });

  it('rejects a non-integer or negative n', () => {
    expect(() => binomial(-1, 0)).toThrow(RangeError);
    expect(() => binomial(2.5, 1)).toThrow(RangeError);
  });
});
