import { describe, expect, it } from 'vitest';
import { betTypeOffered, loCountOf, lotteryBetTypeCodes, lotteryBetTypes } from './bet-types.ts';
import type { LotteryBetTypeCode } from './bet-types.ts';
import { oddsOf, prizeModes, stakeOf } from './odds.ts';
import { lotteryRegions } from './prize-layouts.ts';
import type { LotteryRegion } from './prize-layouts.ts';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));

/**
 * What one point is expected to win, in payouts, worked out exactly: each compared number of a
 * board is uniform and independent (10^-digits for a given value).
 */
function expectedPayouts(code: LotteryBetTypeCode, region: LotteryRegion): number {
  const { rule, digits, legs } = lotteryBetTypes[code];
  const chance = 10 ** -digits;
  const covered = loCountOf(code, region) / (rule === 'da' ? legs : 1);
  if (rule === 'lo' || rule === 'de') return covered * chance;
  if (rule === 'truot') return (1 - legs * chance) ** covered;
  if (rule === 'xien') {
    let all = 0;
    for (let missing = 0; missing <= legs; missing++) {
      all += (-1) ** missing * choose(legs, missing) * (1 - missing * chance) ** covered;
    }
    return all;
  }
  // đá: both numbers drawn a and b times pays 1 + (max(a, b) − 1) / 2.
  let expected = 0;
  for (let a = 1; a <= covered; a++) {
    for (let b = 1; a + b <= covered; b++) {
      const ways = factorial(covered) / (factorial(a) * factorial(b) * factorial(covered - a - b));
      const probability = ways * chance ** (a + b) * (1 - 2 * chance) ** (covered - a - b);
      expected += probability * (1 + (Math.max(a, b) - 1) / 2);
    }
  }
  return expected;
}

describe('the odds of the prize modes', () => {
  it('price a north lô 2 số the way each mode publishes it', () => {
    // Lott: the northern agents' point, 23,000 ₫ paying 80,000 ₫ an appearance.
    expect(oddsOf('lott', 'lo2', 'north')).toEqual({ pointPrice: 23_000n, payout: 80_000n });
    // ZY: the rule sheet's 1 ăn 75 on 1,000 ₫ of each of the 27 numbers.
    expect(oddsOf('zy', 'lo2', 'north')).toEqual({ pointPrice: 27_000n, payout: 75_000n });
    expect(oddsOf('zy', 'lo2', 'south')).toEqual({ pointPrice: 18_000n, payout: 75_000n });
    expect(oddsOf('elott', 'lo2', 'north')).toEqual({ pointPrice: 27_000n, payout: 99_000n });
    expect(oddsOf('lott', 'de', 'north')).toEqual({ pointPrice: 1_000n, payout: 80_000n });
    expect(oddsOf('elott', 'xien4', 'north')).toEqual({ pointPrice: 1_000n, payout: 250_000n });
    expect(oddsOf('zy', 'da2', 'central')).toEqual({ pointPrice: 72_000n, payout: 550_000n });
  });

  it('have a figure for every type wherever it is offered, in every mode, and none elsewhere', () => {
    for (const mode of prizeModes) {
      for (const code of lotteryBetTypeCodes) {
        for (const region of lotteryRegions) {
          if (betTypeOffered(code, region)) {
            const odds = oddsOf(mode, code, region);
            expect(odds.pointPrice).toBeGreaterThan(0n);
            expect(odds.payout).toBeGreaterThan(odds.pointPrice);
          } else {
            expect(() => oddsOf(mode, code, region)).toThrow(RangeError);
          }
        }
      }
    }
  });

  it('return less than the stake on average, for every default (the house never pays to play)', () => {
    for (const mode of prizeModes) {
      for (const code of lotteryBetTypeCodes) {
        for (const region of lotteryRegions.filter((one) => betTypeOffered(code, one))) {
          const { pointPrice, payout } = oddsOf(mode, code, region);
          const returned = (expectedPayouts(code, region) * Number(payout)) / Number(pointPrice);
          expect(returned, `${mode} ${code} ${region}`).toBeLessThan(1);
          expect(returned, `${mode} ${code} ${region}`).toBeGreaterThan(0.25);
        }
      }
    }
    // The exact figures of two of them: the agents' lô (27 × 80 / (100 × 23)) and the online xiên 2.
    expect((expectedPayouts('lo2', 'north') * 80_000) / 23_000).toBeCloseTo(0.93913, 5);
    expect(expectedPayouts('xien2', 'north') * 17).toBeCloseTo(0.933, 4); // (1 − 2 × 0.99^27 + 0.98^27) × 17
  });

  it('take the brand’s own figure before the default, per mode and region', () => {
    const brand = { elott: { de: { north: { pointPrice: 1_000n, payout: 98_000n } } } };
    expect(oddsOf('elott', 'de', 'north', brand)).toEqual({ pointPrice: 1_000n, payout: 98_000n });
    expect(oddsOf('elott', 'de', 'south', brand)).toEqual({ pointPrice: 1_000n, payout: 95_000n });
    expect(oddsOf('lott', 'de', 'north', brand)).toEqual({ pointPrice: 1_000n, payout: 80_000n });
  });

  it('price lô trượt at about 90 % return from its exact chance on the north’s 27 numbers', () => {
    for (const [code, legs] of [
      ['truot4', 4],
      ['truot8', 8],
      ['truot10', 10],
    ] as const) {
      const { pointPrice, payout } = oddsOf('lott', code, 'north');
      const noneAppears = (1 - legs / 100) ** 27;
      const rtp = (noneAppears * Number(payout)) / Number(pointPrice);
      expect(rtp).toBeGreaterThan(0.89);
      expect(rtp).toBeLessThan(0.9);
    }
  });

  it('cost points × the point price', () => {
    expect(stakeOf({ points: 10n }, oddsOf('lott', 'lo2', 'north'))).toBe(230_000n);
  });
});
