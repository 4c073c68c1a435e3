import { describe, expect, it } from 'vitest';
import { campaignPrizeIndex } from './fair-draw.ts';

describe('campaignPrizeIndex', () => {
  it('gives each line the share of [0, 1) its weight is of the total', () => {
    const weights = [1, 2, 1];
    expect(campaignPrizeIndex(0, weights)).toBe(0);
    expect(campaignPrizeIndex(0.2499, weights)).toBe(0);
    expect(campaignPrizeIndex(0.25, weights)).toBe(1);
    expect(campaignPrizeIndex(0.7499, weights)).toBe(1);
    expect(campaignPrizeIndex(0.75, weights)).toBe(2);
    expect(campaignPrizeIndex(1 - 2 ** -32, weights)).toBe(2);
  });

  it('refuses what is not a fair float or a weight', () => {
    expect(() => campaignPrizeIndex(1, [1])).toThrow(RangeError);
    expect(() => campaignPrizeIndex(-0.1, [1])).toThrow(RangeError);
    expect(() => campaignPrizeIndex(0.5, [])).toThrow(RangeError);
    expect(() => campaignPrizeIndex(0.5, [1, 0])).toThrow(RangeError);
  });
});
