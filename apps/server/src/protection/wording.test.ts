import { describe, expect, it } from 'vitest';
import { amountText, instantText } from './wording.ts';

describe('amountText', () => {
  it('writes minor units in whole and decimal currencies, grouped the same in every language', () => {
    expect(amountText(0n, 'VND')).toBe('0\u00a0VND');
    expect(amountText(1_500_000n, 'VND')).toBe('1\u00a0500\u00a0000\u00a0VND');
    expect(amountText(123_456n, 'USD')).toBe('1\u00a0234.56\u00a0USD');
    expect(amountText(5n, 'USD')).toBe('0.05\u00a0USD');
    expect(amountText(9_007_199_254_740_993n, 'VND')).toBe(
      '9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0993\u00a0VND',
    );
  });
});

describe('instantText', () => {
  it('writes the instant in the brand’s time zone with its offset', () => {
    const instant = new Date('2026-05-03T07:00:00Z');
    expect(instantText(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-05-03 14:00 (GMT+7)');
    expect(instantText(new Date('2026-05-03T17:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe(
      '2026-05-04 00:30 (GMT+7)',
    );
    expect(instantText(instant, 'Not/AZone')).toBe('2026-05-03 07:00 (UTC)');
  });
});
