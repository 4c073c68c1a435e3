import { describe, expect, it } from 'vitest';
import { betProblems } from './bet.ts';
import {
  betTypeOffered,
  comparedValues,
  loCountOf,
  lotteryBetTypeCodes,
  lotteryBetTypes,
} from './bet-types.ts';
import { north20260915QuangNinh, south20250816HoChiMinh } from './fixtures/published-boards.ts';
import { lotteryRegions } from './prize-layouts.ts';

describe('the bet types', () => {
  it('cover as many of the board’s numbers as the rule sheet counts (its lô count)', () => {
    // Dominicushuy/sobet-nextjs docs/rule_docs.md, "Số tổ hợp" of each type; a đá pair counts
    // both its numbers (the sheet's 18 and 27 would price it at over 100 % return).
    const north = Object.fromEntries(
      lotteryBetTypeCodes
        .filter((code) => betTypeOffered(code, 'north'))
        .map((code) => [code, loCountOf(code, 'north')]),
    );
    expect(north).toEqual({
      lo2: 27,
      lo3: 23,
      lo4: 20,
      b8l: 8,
      de: 1,
      de_dau: 1,
      dau: 4,
      dd: 5,
      ba_cang: 1,
      xc: 4,
      xc_dau: 3,
      nhat_to: 1,
      xien2: 27,
      xien3: 27,
      xien4: 27,
      da: 54,
      truot4: 27,
      truot8: 27,
      truot10: 27,
    });
    const south = Object.fromEntries(
      lotteryBetTypeCodes
        .filter((code) => betTypeOffered(code, 'south'))
        .map((code) => [code, loCountOf(code, 'south')]),
    );
    expect(south).toEqual({
      lo2: 18,
      lo3: 17,
      lo4: 16,
      b7l: 7,
      de: 1,
      de_dau: 1,
      dau: 1,
      dd: 2,
      ba_cang: 1,
      xc: 2,
      xc_dau: 1,
      da: 36,
      da2: 72,
    });
    for (const code of lotteryBetTypeCodes) {
      expect(betTypeOffered(code, 'central')).toBe(betTypeOffered(code, 'south'));
    }
  });

  it('compare the digits a player expects: the last ones, the first ones for đề đầu', () => {
    expect(comparedValues('de', 'north', north20260915QuangNinh)).toEqual(['29']);
    expect(comparedValues('de_dau', 'north', north20260915QuangNinh)).toEqual(['31']);
    expect(comparedValues('ba_cang', 'south', south20250816HoChiMinh)).toEqual(['331']);
    expect(comparedValues('dau', 'north', north20260915QuangNinh)).toEqual(['27', '15', '44', '13']);
    expect(comparedValues('dd', 'south', south20250816HoChiMinh)).toEqual(['31', '30']);
    expect(comparedValues('xc', 'south', south20250816HoChiMinh)).toEqual(['331', '044']);
    expect(comparedValues('nhat_to', 'north', north20260915QuangNinh)).toEqual(['41']);
    // Leading zeros are part of the number: the fourth prize 00172 is lô 4 số 0172.
    expect(comparedValues('lo4', 'south', south20250816HoChiMinh)).toContain('0172');
  });

  it('say which pay for every appearance (the lô family) and which once', () => {
    const perAppearance = lotteryBetTypeCodes.filter(
      (code) => lotteryBetTypes[code].pays === 'per_appearance',
    );
    expect(perAppearance).toEqual(['lo2', 'lo3', 'lo4', 'b7l', 'b8l', 'dau', 'dd', 'xc', 'xc_dau']);
  });

  it('hold a stable code, a name and at least one region each', () => {
    for (const code of lotteryBetTypeCodes) {
      const betType = lotteryBetTypes[code];
      expect(betType.code).toBe(code);
      expect(betType.name.length).toBeGreaterThan(0);
      expect(lotteryRegions.some((region) => betTypeOffered(code, region))).toBe(true);
    }
  });

  it('name what keeps a bet from being placed', () => {
    expect(betProblems({ type: 'lo2', numbers: ['05'], points: 1n }, 'north')).toEqual([]);
    expect(betProblems({ type: 'xien2', numbers: ['12', '34'], points: 1n }, 'south')).toEqual([
      'not_offered',
    ]);
    expect(betProblems({ type: 'xien3', numbers: ['12', '34'], points: 1n }, 'north')).toEqual([
      'wrong_legs',
    ]);
    expect(betProblems({ type: 'lo2', numbers: ['5'], points: 1n }, 'north')).toEqual(['wrong_digits']);
    expect(betProblems({ type: 'da', numbers: ['12', '12'], points: 1n }, 'north')).toEqual([
      'repeated_number',
    ]);
    expect(betProblems({ type: 'de', numbers: ['12'], points: 0n }, 'north')).toEqual(['bad_points']);
    expect(betProblems({ type: 'lo9' as 'lo2', numbers: ['12'], points: 1n }, 'north')).toEqual([
      'unknown_type',
    ]);
  });
});
