import { describe, expect, it } from 'vitest';

import { MULTIPLIER_SCALE, payoutOf } from './payout.ts';

describe('payoutOf', () => {
  it('pays stake * multiplier / 10,000, rounded down, in bigint', () => {
    expect(MULTIPLIER_SCALE).toBe(10_000);
    expect(payoutOf(1_000n, 19_801)).toBe(1_980n);
    expect(payoutOf(3n, 19_801)).toBe(5n); // 5.9403 -> 5
    expect(payoutOf(0n, 19_801)).toBe(0n);
    expect(payoutOf(1_000n, 0)).toBe(0n);
    expect(payoutOf(10n ** 18n, 10_000_000_000)).toBe(10n ** 24n);
  });

  it('rejects a negative stake and a multiplier that is not a non-negative integer', () => {
    expect(() => payoutOf(-1n, 10_000)).toThrow(RangeError);
    expect(() => payoutOf(1n, -1)).toThrow(RangeError);
    expect(() => payoutOf(1n, 1.5)).toThrow(RangeError);
  });
});
