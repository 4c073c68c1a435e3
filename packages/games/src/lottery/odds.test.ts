import { describe, expect, it } from 'vitest';
import { lotteryBetTypeCodes, betTypeOffered } from './bet-types.ts';
import { oddsOf, prizeModes, stakeOf } from './odds.ts';
import { lotteryRegions } from './prize-layouts.ts';

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
    expect(oddsOf('zy', 'da2', 'central')).toEqual({ pointPrice: 36_000n, payout: 550_000n });
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
