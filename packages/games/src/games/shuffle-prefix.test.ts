import { describe, expect, it } from 'vitest';

import { simulationFloats } from '../fair/simulation-random.ts';
import { allItemsMask, itemsOfMask, shufflePrefixMask } from './shuffle-prefix.ts';

/** A FloatSource that returns the given floats in order. */
const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

describe('shufflePrefixMask', () => {
  it('swaps position i with i + floor(float_i * (n - i)), one float a step', () => {
    // 5 items: step 0 float 0.5 -> position 2 (item 2); step 1 float 0 -> position 1 (item 1); step 2
    // float 0.99 -> 2 + floor(0.99 * 3) = 4 (item 4).
    expect(itemsOfMask(shufflePrefixMask(3, 5, floatsOf(0.5, 0, 0.99)))).toEqual([1, 2, 4]);
    // Step 0 moves item 0 to where item 4 was; step 1 picks that position again.
    expect(itemsOfMask(shufflePrefixMask(2, 5, floatsOf(0.9, 0.9)))).toEqual([0, 4]);
    expect(shufflePrefixMask(0, 5, floatsOf())).toBe(0);
    expect(shufflePrefixMask(25, 25, simulationFloats(1))).toBe(allItemsMask(25));
  });

  it('draws every subset of a given size equally often (chi-square over 3 of 6)', () => {
    const floats = simulationFloats(7);
    const counts = new Map<number, number>();
    const draws = 200_000;
    for (let draw = 0; draw < draws; draw++) {
      const mask = shufflePrefixMask(3, 6, floats);
      counts.set(mask, (counts.get(mask) ?? 0) + 1);
    }
    expect(counts.size).toBe(20); // C(6, 3)
    const expected = draws / 20;
    const chiSquare = [...counts.values()].reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    // Upper 1e-6 quantile of chi-square with 19 degrees of freedom.
    expect(chiSquare).toBeLessThan(65.5);
  });

  it('rejects sizes it cannot draw', () => {
    expect(() => shufflePrefixMask(4, 3, floatsOf())).toThrow(RangeError);
    expect(() => shufflePrefixMask(1, 32, floatsOf())).toThrow(RangeError);
    expect(() => shufflePrefixMask(1.5, 4, floatsOf())).toThrow(RangeError);
  });
});

describe('itemsOfMask', () => {
  it('lists the set bits in ascending order', () => {
    expect(itemsOfMask(0)).toEqual([]);
    expect(itemsOfMask(0b1011)).toEqual([0, 1, 3]);
    expect(itemsOfMask(allItemsMask(25))).toHaveLength(25);
    expect(itemsOfMask(1 << 30)).toEqual([30]);
  });
});
