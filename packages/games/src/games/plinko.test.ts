import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { payoutOf } from '../payout.ts';
import { binomial } from './binomial.ts';
import { playPlinko } from './plinko-drop.ts';
import { plinkoMultipliers } from './plinko-multipliers.ts';
import { PLINKO_PAY_TABLES_IN_TENTHS } from './plinko-pay-tables.ts';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './plinko-rules.ts';
import type { PlinkoParams, PlinkoRisk, PlinkoRows } from './plinko-rules.ts';
import { PLINKO_RTP, plinkoRtp } from './plinko-rtp.ts';

/** A FloatSource that returns the given floats in order. */
const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

const ALL_TABLES = PLINKO_RISKS.flatMap((risk) =>
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => ({
    risk,
    rows: (PLINKO_MIN_ROWS + index) as PlinkoRows,
  })),
);

describe('Plinko pay tables', () => {
  it.each(ALL_TABLES)(
    '$risk risk, $rows rows: rows + 1 buckets, symmetric, every one paying',
    ({ risk, rows }) => {
      const tenths = PLINKO_PAY_TABLES_IN_TENTHS[risk][rows];
      expect(tenths).toHaveLength(rows + 1);
      expect([...tenths].reverse()).toEqual(tenths);
      expect(tenths.every((tenth) => Number.isInteger(tenth) && tenth > 0)).toBe(true);
      expect(plinkoMultipliers({ rows, risk })).toEqual(tenths.map((tenth) => tenth * 1_000));
    },
  );

  it('holds the published edge and middle values', () => {
    expect(plinkoMultipliers({ rows: 8, risk: 'low' })).toEqual([
      56_000, 21_000, 11_000, 10_000, 5_000, 10_000, 11_000, 21_000, 56_000,
    ]);
    expect(plinkoMultipliers({ rows: 16, risk: 'high' })[0]).toBe(10_000_000); // 1,000x
    expect(plinkoMultipliers({ rows: 16, risk: 'high' })[8]).toBe(2_000); // 0.2x
  });

  it('rejects rows outside 8 to 16 and an unknown risk', () => {
    const bad: PlinkoParams[] = [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 8.5, risk: 'low' },
      { rows: 8, risk: 'extreme' as PlinkoRisk },
    ];
    for (const params of bad) expect(() => playPlinko(params, floatsOf(0.5))).toThrow(RangeError);
    expect(() => playPlinko({ rows: 17, risk: 'low' }, floatsOf())).toThrow(
      /rows must be an integer from 8 to 16/,
    );
    expect(() => plinkoRtp({ rows: 8, risk: 'extreme' as PlinkoRisk })).toThrow(
      /risk must be one of low, medium, high/,
    );
  });
});

describe('Plinko drop', () => {
  it('bounces left below 0.5 and right from 0.5, one float a row; the bucket counts the rights', () => {
    const outcome = playPlinko(
      { rows: 8, risk: 'medium' },
      floatsOf(0.4999999, 0.5, 0, 0.99, 0.25, 0.75, 0.1, 0.2, 0.9),
    );
    expect(outcome).toEqual({
      path: ['left', 'right', 'left', 'right', 'left', 'right', 'left', 'left'],
      bucket: 3,
      payoutMultiplier: 7_000, // 0.7x
    });
  });

  it('reaches the edge buckets and pays stake * multiplier, rounded down', () => {
    const allLeft = playPlinko({ rows: 16, risk: 'high' }, () => 0);
    expect(allLeft).toMatchObject({ bucket: 0, payoutMultiplier: 10_000_000 });
    expect(payoutOf(1_000n, allLeft.payoutMultiplier)).toBe(1_000_000n);
    const allRight = playPlinko({ rows: 9, risk: 'low' }, () => 1 - 2 ** -32);
    expect(allRight).toMatchObject({ bucket: 9, payoutMultiplier: 56_000 });
    expect(payoutOf(7n, allRight.payoutMultiplier)).toBe(39n); // 7 * 5.6 = 39.2
  });
});

describe('Plinko verification', () => {
  it('recomputes fixed drops from their seeds (a change of the maths breaks this)', () => {
    const seed = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client', nonce: 3 };
    const high = playPlinko({ rows: 16, risk: 'high' }, floatSourceOf(seed));
    expect(high.path.map((bounce) => (bounce === 'left' ? 'L' : 'R')).join('')).toBe('LLLLRRLRLRRRLRLR');
    expect(high).toMatchObject({ bucket: 8, payoutMultiplier: 2_000 });
    const low = playPlinko({ rows: 8, risk: 'low' }, floatSourceOf({ ...seed, nonce: 4 }));
    expect(low.path.map((bounce) => (bounce === 'left' ? 'L' : 'R')).join('')).toBe('RRRRLRRR');
    expect(low).toMatchObject({ bucket: 7, payoutMultiplier: 21_000 });
  });
});

describe('Plinko exact return to player', () => {
  it('is what PLINKO_RTP states for every table, exactly: sum of C(n, k) * tenths_k over 10 * 2^n', () => {
    const returns: { label: string; rtp: number }[] = [];
    for (const { risk, rows } of ALL_TABLES) {
      const tenths = PLINKO_PAY_TABLES_IN_TENTHS[risk][rows];
      const numerator = tenths.reduce(
        (sum, tenth, bucket) => sum + binomial(rows, bucket) * BigInt(tenth),
        0n,
      );
      const denominator = 10n * 2n ** BigInt(rows);
      const stated = PLINKO_RTP[risk][rows];
      // Equal as fractions: a * d = b * c.
      expect(numerator * stated.denominator).toBe(stated.numerator * denominator);
      // Every table returns 98.9 % to 99.2 %.
      expect(1_000n * numerator).toBeGreaterThanOrEqual(989n * denominator);
      expect(1_000n * numerator).toBeLessThanOrEqual(992n * denominator);
      returns.push({ label: `${risk} ${rows}`, rtp: Number(numerator) / Number(denominator) });
    }
    const sorted = returns.toSorted((a, b) => a.rtp - b.rtp);
    const [lowest, highest] = [sorted[0]!, sorted.at(-1)!];
    console.log(
      `Plinko exact RTP over the 27 tables: ${(lowest.rtp * 100).toFixed(4)} % (${lowest.label}) to ` +
        `${(highest.rtp * 100).toFixed(4)} % (${highest.label})`,
    );
  });
});
