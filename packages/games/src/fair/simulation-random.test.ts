import { describe, expect, it } from 'vitest';

import { simulationFloats } from './simulation-random.ts';

describe('simulationFloats', () => {
  it('is deterministic per seed, in [0, 1), and differs between seeds', () => {
    const first = simulationFloats(42);
    const again = simulationFloats(42);
    const other = simulationFloats(43);
    const a = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => again())).toEqual(a);
    expect(Array.from({ length: 1000 }, () => other())).not.toEqual(a);
    expect(a.every((float) => float >= 0 && float < 1)).toBe(true);
  });

  it('is uniform: chi-square over 1,000,000 floats in 100 buckets', () => {
    const next = simulationFloats(2024);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 1_000_000; i++) counts[Math.floor(next() * 100)]! += 1;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - 10_000) ** 2 / 10_000, 0);
    // Upper 1e-6 quantile of chi-square with 99 degrees of freedom.
    expect(chiSquare).toBeLessThan(180.79);
  });
});
