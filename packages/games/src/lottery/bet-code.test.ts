import { describe, expect, it } from 'vitest';
import { betProblems } from './bet.ts';
import { parseBetCode } from './bet-code.ts';
import type { BetCodeOptions } from './bet-code.ts';

// Saturday 2026-11-28: north Nam Định; south TP. Hồ Chí Minh, Long An, Bình Phước, Hậu Giang.
const saturdayNorth: BetCodeOptions = { date: '2026-11-28', region: 'north', stations: ['nd'] };
const saturdaySouth: BetCodeOptions = { date: '2026-11-28', region: 'south', stations: ['hcm'] };
// Tuesday 2026-11-24: south Bến Tre, Vũng Tàu, Bạc Liêu.
const tuesdaySouth: BetCodeOptions = { date: '2026-11-24', region: 'south', stations: ['btr'] };

/** The bets as type, numbers, points and stations, for short expectations. */
const read = (text: string, options: BetCodeOptions) => {
  const { bets, errors } = parseBetCode(text, options);
  return {
    bets: bets.map((bet) => `${bet.type} ${bet.numbers.join('-')} ×${bet.points} @${bet.stations.join('+')}`),
    errors: errors.map((error) => `${error.code} ${text.slice(error.start, error.end)}`),
  };
};

describe('the code box reads bets as players type them', () => {
  it('numbers, then the type, then the points', () => {
    expect(read('12 34 56 lo 10', saturdayNorth)).toEqual({
      bets: ['lo2 12 ×10 @nd', 'lo2 34 ×10 @nd', 'lo2 56 ×10 @nd'],
      errors: [],
    });
    const [first] = parseBetCode('12 34 56 lo 10', saturdayNorth).bets;
    expect(first).toMatchObject({ start: 0, end: 14, region: 'north', points: 10n });
  });

  it('the type first, then the numbers, the last group being the points', () => {
    expect(read('de 68 50', saturdayNorth).bets).toEqual(['de 68 ×50 @nd']);
    expect(read('dd 12 10', saturdayNorth).bets).toEqual(['dd 12 ×10 @nd']);
    expect(read('de 68 50 lo 12 34 10', saturdayNorth).bets).toEqual([
      'de 68 ×50 @nd',
      'lo2 12 ×10 @nd',
      'lo2 34 ×10 @nd',
    ]);
  });

  it('with accents or none, in any case, even with the accents typed apart', () => {
    const expected = ['de 68 ×50 @nd'];
    expect(read('Đề 68 50', saturdayNorth).bets).toEqual(expected);
    expect(read('ĐỀ 68 50', saturdayNorth).bets).toEqual(expected);
    expect(read('de\u0302\u0300 68 50', saturdayNorth).bets).toEqual(expected);
    expect(read('LÔ 12 5\nXiên 12-34 5\nđầu 12 10', saturdayNorth).bets).toEqual([
      'lo2 12 ×5 @nd',
      'xien2 12-34 ×5 @nd',
      'dau 12 ×10 @nd',
    ]);
  });

  it('xiên by the numbers of each combination', () => {
    expect(read('xien 12-34 5', saturdayNorth).bets).toEqual(['xien2 12-34 ×5 @nd']);
    expect(read('xien 12 34 56 5', saturdayNorth).bets).toEqual(['xien3 12-34-56 ×5 @nd']);
    expect(read('xien 12-34 56-78-90 2', saturdayNorth).bets).toEqual([
      'xien2 12-34 ×2 @nd',
      'xien3 56-78-90 ×2 @nd',
    ]);
    expect(read('xien4 12.34.56.78 1', saturdayNorth).bets).toEqual(['xien4 12-34-56-78 ×1 @nd']);
    expect(read('truot 00 01 02 03 1', saturdayNorth).bets).toEqual(['truot4 00-01-02-03 ×1 @nd']);
  });

  it('đá as every pair of its numbers, on two stations’ boards together when two are chosen', () => {
    expect(read('da 12.34 10', saturdaySouth).bets).toEqual(['da 12-34 ×10 @hcm']);
    expect(read('12.34.56 da 1', saturdaySouth).bets).toEqual([
      'da 12-34 ×1 @hcm',
      'da 12-56 ×1 @hcm',
      'da 34-56 ×1 @hcm',
    ]);
    expect(read('2d da 12.34 1', saturdaySouth).bets).toEqual(['da2 12-34 ×1 @hcm+la']);
  });

  it('the digits choose lô 2, 3 or 4 số; đảo plays every order of the digits', () => {
    expect(read('123 lo 1 1234 b 2', saturdayNorth).bets).toEqual(['lo3 123 ×1 @nd', 'lo4 1234 ×2 @nd']);
    expect(read('123 xc 1 3c 429 2', saturdayNorth).bets).toEqual(['xc 123 ×1 @nd', 'ba_cang 429 ×2 @nd']);
    expect(read('12 11 dao 1', saturdayNorth).bets).toEqual([
      'lo2 12 ×1 @nd',
      'lo2 21 ×1 @nd',
      'lo2 11 ×1 @nd',
    ]);
  });

  it('glued the rule sheet’s way, with a thousands mark on the points', () => {
    expect(read('01.02dd1', saturdaySouth).bets).toEqual(['dd 01 ×1 @hcm', 'dd 02 ×1 @hcm']);
    expect(read('39.25.52b5n', saturdayNorth).bets).toEqual([
      'lo2 39 ×5 @nd',
      'lo2 25 ×5 @nd',
      'lo2 52 ×5 @nd',
    ]);
    expect(read('xien2 12-34 5k', saturdayNorth).bets).toEqual(['xien2 12-34 ×5 @nd']);
  });
});

describe('the code box’s stations', () => {
  it('by code, alias or name, one after another adding up, until a bet', () => {
    expect(read('tp 01.02dd1', saturdaySouth).bets).toEqual(['dd 01 ×1 @hcm', 'dd 02 ×1 @hcm']);
    expect(read('Hồ Chí Minh 12 lo 1', saturdaySouth).bets).toEqual(['lo2 12 ×1 @hcm']);
    expect(read('tp hcm lan bphuoc 12 lo 1', saturdaySouth).bets).toEqual([
      'lo2 12 ×1 @hcm',
      'lo2 12 ×1 @la',
      'lo2 12 ×1 @bp',
    ]);
    expect(read('hcm la\n12 lo 1\nbp 34 lo 1', saturdaySouth).bets).toEqual([
      'lo2 12 ×1 @hcm',
      'lo2 12 ×1 @la',
      'lo2 34 ×1 @bp',
    ]);
  });

  it('the first stations of the day: 2d and 3d in the box’s region, 2mn, 3mt, mb', () => {
    expect(read('2d 12 lo 1', saturdaySouth).bets).toEqual(['lo2 12 ×1 @hcm', 'lo2 12 ×1 @la']);
    expect(read('3mn 12 lo 1', saturdayNorth).bets).toEqual([
      'lo2 12 ×1 @hcm',
      'lo2 12 ×1 @la',
      'lo2 12 ×1 @bp',
    ]);
    expect(read('2mt de 12 1', saturdayNorth).bets).toEqual(['de 12 ×1 @dng', 'de 12 ×1 @qng']);
    expect(read('mb 12 lo 1', saturdaySouth).bets).toEqual(['lo2 12 ×1 @nd']);
  });

  it('bl is Bạc Liêu on a day it draws and bao lô otherwise; after numbers it is always bao lô', () => {
    expect(read('bl 12 lo 1', tuesdaySouth).bets).toEqual(['lo2 12 ×1 @bl']);
    expect(read('bl 12 10', saturdaySouth).bets).toEqual(['lo2 12 ×10 @hcm']);
    expect(read('12 bl 10', tuesdaySouth).bets).toEqual(['lo2 12 ×10 @btr']);
  });
});

describe('the code box’s errors name the part they could not read', () => {
  const errorsOf = (text: string, options: BetCodeOptions = saturdayNorth) => read(text, options).errors;

  it('an unknown type, station, or unreadable characters', () => {
    expect(errorsOf('12 34 zz 10')).toEqual(['lottery_code_unknown_type zz']);
    expect(errorsOf('qq')).toEqual(['lottery_code_unknown_station qq']);
    expect(errorsOf('tg 12 lo 1', saturdaySouth)).toEqual(['lottery_code_station_not_drawing tg']);
    expect(read('12 @@ lo 1', saturdayNorth)).toEqual({
      bets: ['lo2 12 ×1 @nd'],
      errors: ['lottery_code_unreadable @@'],
    });
    expect(errorsOf('tp 12 lo 1', { ...saturdayNorth, stationsFixed: true })).toEqual([
      'lottery_code_station_not_here tp',
    ]);
  });

  it('missing points, numbers or type', () => {
    expect(errorsOf('12 lo')).toEqual(['lottery_code_missing_amount 12 lo']);
    expect(errorsOf('de 68')).toEqual(['lottery_code_missing_amount de 68']);
    expect(errorsOf('de')).toEqual(['lottery_code_missing_numbers de']);
    expect(errorsOf('12 34\nde 68 50')).toEqual(['lottery_code_missing_type 12 34']);
    expect(errorsOf('lo 12 1', { ...saturdayNorth, stations: [] })).toEqual([
      'lottery_code_missing_station lo 12 1',
    ]);
  });

  it('a number or points that cannot be', () => {
    expect(errorsOf('de 5 10')).toEqual(['lottery_code_bad_number 5']);
    expect(errorsOf('12.. lo 1')).toEqual(['lottery_code_bad_number 12..']);
    expect(errorsOf('de 68 0')).toEqual(['lottery_code_bad_amount 0']);
    expect(errorsOf('de 68 12-5')).toEqual(['lottery_code_bad_amount 12-5']);
    expect(errorsOf('xien 12-12 1')).toEqual(['lottery_code_repeated_number 12-12']);
    expect(errorsOf('xien 12-34-56-78-90 1')).toEqual(['lottery_code_bad_legs 12-34-56-78-90']);
  });

  it('a type the stations’ region does not offer, or đá 2 đài on one station', () => {
    expect(errorsOf('xien 12-34 5', saturdaySouth)).toEqual(['lottery_code_type_not_in_region xien']);
    expect(errorsOf('da2 12.34 1', saturdaySouth)).toEqual(['lottery_code_needs_two_stations 12.34']);
  });

  it('reads the rest of the text around a mistake', () => {
    expect(read('de 5 10\n12 lo 3', saturdayNorth)).toEqual({
      bets: ['lo2 12 ×3 @nd'],
      errors: ['lottery_code_bad_number 5'],
    });
  });
});

describe('the code box on any text', () => {
  it('never throws, keeps every span inside the text and reads only bets that can be placed', () => {
    const alphabet = [...'0123456789 .-/,;\n\tlodexiendaubcvntkmhpgsrqĐđÂâÊêÔôƠơƯưÀÁẠÃẢ@#%*\u0300\u0301'];
    alphabet.push('😀', '\ud800', 'lo', 'de', 'xien', 'da', 'tp', 'bl', '2d', 'mn', '12', '123', '12-34');
    let state = 0x2f6b_a1c3;
    const random = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 2 ** 32;
    };
    for (let sample = 0; sample < 2_000; sample++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)];
      const options = sample % 2 === 0 ? saturdayNorth : tuesdaySouth;
      const { bets, errors } = parseBetCode(text, options);
      for (const span of [...bets, ...errors]) {
        expect(span.start).toBeGreaterThanOrEqual(0);
        expect(span.end).toBeLessThanOrEqual(text.length);
        expect(span.start).toBeLessThan(span.end);
      }
      for (const bet of bets) expect(betProblems(bet, bet.region)).toEqual([]);
    }
  });
});
