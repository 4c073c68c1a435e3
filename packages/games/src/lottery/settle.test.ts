import { describe, expect, it } from 'vitest';
import type { LotteryBet } from './bet.ts';
import type { LotteryBetTypeCode } from './bet-types.ts';
import {
  central20250813DaNang,
  central20250813KhanhHoa,
  north20260915QuangNinh,
  south20250816HoChiMinh,
} from './fixtures/published-boards.ts';
import { oddsOf, stakeOf } from './odds.ts';
import type { PrizeMode } from './odds.ts';
import type { LotteryRegion } from './prize-layouts.ts';
import { maxWinningsOf, settleBet } from './settle.ts';

const bet = (type: LotteryBetTypeCode, numbers: string[], points = 1n): LotteryBet => ({
  type,
  numbers,
  points,
});

/** Settles on one board (two for đá 2 đài) at a mode's default odds. */
function settle(
  mode: PrizeMode,
  region: LotteryRegion,
  boards: Parameters<typeof settleBet>[2],
  placed: LotteryBet,
) {
  const odds = oddsOf(mode, placed.type, region);
  const { hits, winnings } = settleBet(placed, region, boards, odds);
  return { hits, winnings, stake: stakeOf(placed, odds) };
}

// Each expected figure is worked out by hand from the board in the comment above it.
describe('settlement on the north board of 2026-09-15 (Quảng Ninh)', () => {
  // Last two digits: 29 41 39 89 80 79 19 96 66 39 82 90 27 22 22 63 04 78 58 14 19 52 39 27 15 44 13.
  // 39 three times (63539, 70239, 339); 19, 22 and 27 twice.
  const north = (mode: PrizeMode, placed: LotteryBet) =>
    settle(mode, 'north', [north20260915QuangNinh], placed);

  it('pays a lô for every appearance of its number', () => {
    // 10 points × 80,000 × 3 appearances; 10 × 23,000 staked.
    expect(north('lott', bet('lo2', ['39'], 10n))).toEqual({
      hits: 3,
      winnings: 2_400_000n,
      stake: 230_000n,
    });
    expect(north('lott', bet('lo2', ['27']))).toEqual({ hits: 2, winnings: 160_000n, stake: 23_000n });
    expect(north('lott', bet('lo2', ['00']))).toEqual({ hits: 0, winnings: 0n, stake: 23_000n });
    // lô 3 số 239 (70239): 2 × 650,000; lô 4 số 0227 (fourth prize): 5,500,000, 20 numbers × 1,000.
    expect(north('zy', bet('lo3', ['239'], 2n))).toEqual({ hits: 1, winnings: 1_300_000n, stake: 46_000n });
    expect(north('zy', bet('lo4', ['0227']))).toEqual({ hits: 1, winnings: 5_500_000n, stake: 20_000n });
    // Bao lô 8 covers the special, sixth and seventh prizes: 19 only as 719 there, not 53919.
    expect(north('zy', bet('b8l', ['19']))).toEqual({ hits: 1, winnings: 75_000n, stake: 8_000n });
  });

  it('pays a đề once, on the special prize (or the first prize for nhất to)', () => {
    expect(north('lott', bet('de', ['29'], 5n))).toEqual({ hits: 1, winnings: 400_000n, stake: 5_000n });
    expect(north('lott', bet('de', ['39']))).toEqual({ hits: 0, winnings: 0n, stake: 1_000n });
    expect(north('lott', bet('de_dau', ['31']))).toEqual({ hits: 1, winnings: 80_000n, stake: 1_000n });
    expect(north('lott', bet('ba_cang', ['429']))).toEqual({ hits: 1, winnings: 400_000n, stake: 1_000n });
    expect(north('elott', bet('ba_cang', ['429']))).toEqual({ hits: 1, winnings: 960_000n, stake: 1_000n });
    expect(north('lott', bet('nhat_to', ['41']))).toEqual({ hits: 1, winnings: 80_000n, stake: 1_000n });
  });

  it('pays đầu, đầu đuôi and xỉu chủ per covered prize that matches', () => {
    // Đầu: the four seventh prizes; đầu đuôi adds the special (5 numbers).
    expect(north('lott', bet('dau', ['27']))).toEqual({ hits: 1, winnings: 80_000n, stake: 4_000n });
    expect(north('lott', bet('dd', ['29']))).toEqual({ hits: 1, winnings: 80_000n, stake: 5_000n });
    // Xỉu chủ: the sixth prizes (719 652 339) and the special's 429.
    expect(north('zy', bet('xc', ['339']))).toEqual({ hits: 1, winnings: 650_000n, stake: 4_000n });
    expect(north('zy', bet('xc_dau', ['652']))).toEqual({ hits: 1, winnings: 650_000n, stake: 3_000n });
    expect(north('zy', bet('xc_dau', ['429']))).toEqual({ hits: 0, winnings: 0n, stake: 3_000n });
  });

  it('pays a xiên only when every leg appears, once however often they do', () => {
    expect(north('lott', bet('xien2', ['39', '19'], 5n))).toEqual({
      hits: 2,
      winnings: 50_000n,
      stake: 5_000n,
    });
    // One leg (00) missing: nothing, though 39 and 19 are there.
    expect(north('lott', bet('xien3', ['39', '19', '00']))).toEqual({ hits: 2, winnings: 0n, stake: 1_000n });
    expect(north('elott', bet('xien4', ['39', '19', '22', '27']))).toEqual({
      hits: 4,
      winnings: 250_000n,
      stake: 1_000n,
    });
  });

  it('pays a đá half a win more for each extra appearance of its most repeated number', () => {
    // 39 three times, 22 twice: V = 650,000; N = 3 → V + (3 − 1) × V / 2 = 1,300,000.
    expect(north('zy', bet('da', ['39', '22']))).toEqual({ hits: 2, winnings: 1_300_000n, stake: 54_000n });
  });

  it('pays a lô trượt only when none of its numbers appears', () => {
    expect(north('lott', bet('truot4', ['00', '01', '02', '03']))).toEqual({
      hits: 0,
      winnings: 2_700n,
      stake: 1_000n,
    });
    expect(north('lott', bet('truot4', ['00', '01', '02', '39']))).toEqual({
      hits: 1,
      winnings: 0n,
      stake: 1_000n,
    });
  });
});

describe('settlement on the central board of 2025-08-13 (Đà Nẵng)', () => {
  // Last two digits: 34 54 42 96 45 31 97 17 29 42 26 17 70 34 13 79 86 48; 34, 42 and 17 twice.
  const central = (mode: PrizeMode, placed: LotteryBet) =>
    settle(mode, 'central', [central20250813DaNang], placed);

  it('pays lô per appearance over the 18 numbers', () => {
    expect(central('zy', bet('lo2', ['34'], 3n))).toEqual({ hits: 2, winnings: 450_000n, stake: 54_000n });
    expect(central('zy', bet('lo3', ['486']))).toEqual({ hits: 1, winnings: 650_000n, stake: 17_000n });
    expect(central('zy', bet('lo4', ['9696']))).toEqual({ hits: 1, winnings: 5_500_000n, stake: 16_000n });
    // Bao lô 7: special 34, fifth 70, sixth 34 13 79, seventh 86, eighth 48.
    expect(central('zy', bet('b7l', ['34']))).toEqual({ hits: 2, winnings: 150_000n, stake: 7_000n });
  });

  it('pays đầu on the eighth prize, đuôi on the special, xỉu chủ on the seventh and the special', () => {
    expect(central('zy', bet('dau', ['48']))).toEqual({ hits: 1, winnings: 75_000n, stake: 1_000n });
    expect(central('zy', bet('dd', ['34']))).toEqual({ hits: 1, winnings: 75_000n, stake: 2_000n });
    expect(central('elott', bet('de', ['34']))).toEqual({ hits: 1, winnings: 95_000n, stake: 1_000n });
    expect(central('elott', bet('de_dau', ['72']))).toEqual({ hits: 1, winnings: 95_000n, stake: 1_000n });
    expect(central('elott', bet('ba_cang', ['034']))).toEqual({ hits: 1, winnings: 960_000n, stake: 1_000n });
    expect(central('zy', bet('xc', ['486']))).toEqual({ hits: 1, winnings: 650_000n, stake: 2_000n });
    expect(central('zy', bet('xc_dau', ['486']))).toEqual({ hits: 1, winnings: 650_000n, stake: 1_000n });
  });

  it('pays a đá with a repeat hit and nothing for a half-drawn pair', () => {
    // 42 twice, 17 twice: V = 750,000, N = 2 → 1,125,000.
    expect(central('zy', bet('da', ['42', '17']))).toEqual({ hits: 2, winnings: 1_125_000n, stake: 36_000n });
    expect(central('zy', bet('da', ['34', '99']))).toEqual({ hits: 1, winnings: 0n, stake: 36_000n });
  });

  it('judges a đá 2 đài on both stations of the day (Đà Nẵng and Khánh Hòa)', () => {
    const boards = [central20250813DaNang, central20250813KhanhHoa];
    // 45 on Đà Nẵng (75045), 63 on Khánh Hòa (eighth prize): V = 550,000.
    expect(settle('zy', 'central', boards, bet('da2', ['45', '63']))).toEqual({
      hits: 2,
      winnings: 550_000n,
      stake: 72_000n,
    });
    // 70 on both (1370, 42470) and 48 once: N = 2 → 825,000.
    expect(settle('zy', 'central', boards, bet('da2', ['70', '48']))).toEqual({
      hits: 2,
      winnings: 825_000n,
      stake: 72_000n,
    });
    expect(() => settle('zy', 'central', [central20250813DaNang], bet('da2', ['45', '63']))).toThrow(
      RangeError,
    );
  });
});

describe('settlement on the south board of 2025-08-16 (TP. Hồ Chí Minh)', () => {
  // Last two digits: 31 32 51 92 77 43 77 56 48 76 72 59 61 99 32 38 44 30; 77 and 32 twice.
  const south = (mode: PrizeMode, placed: LotteryBet) =>
    settle(mode, 'south', [south20250816HoChiMinh], placed);

  it('pays lô per appearance, leading zeros kept', () => {
    expect(south('elott', bet('lo2', ['77']))).toEqual({ hits: 2, winnings: 198_000n, stake: 18_000n });
    expect(south('lott', bet('lo2', ['32']))).toEqual({ hits: 2, winnings: 150_000n, stake: 18_000n });
    // 95777 and 81777: lô 3 số 777 twice.
    expect(south('zy', bet('lo3', ['777']))).toEqual({ hits: 2, winnings: 1_300_000n, stake: 17_000n });
    expect(south('zy', bet('lo4', ['0172']))).toEqual({ hits: 1, winnings: 5_500_000n, stake: 16_000n });
    // Bao lô 7 sees 32 once (2132); the first prize 98832 is not among its seven.
    expect(south('zy', bet('b7l', ['32']))).toEqual({ hits: 1, winnings: 75_000n, stake: 7_000n });
  });

  it('pays đầu, đuôi, đề đầu, 3 càng and xỉu chủ', () => {
    expect(south('zy', bet('dau', ['30']))).toEqual({ hits: 1, winnings: 75_000n, stake: 1_000n });
    expect(south('zy', bet('dau', ['31']))).toEqual({ hits: 0, winnings: 0n, stake: 1_000n });
    expect(south('zy', bet('dd', ['31']))).toEqual({ hits: 1, winnings: 75_000n, stake: 2_000n });
    expect(south('zy', bet('de', ['31']))).toEqual({ hits: 1, winnings: 75_000n, stake: 1_000n });
    expect(south('zy', bet('de_dau', ['77']))).toEqual({ hits: 1, winnings: 75_000n, stake: 1_000n });
    expect(south('lott', bet('ba_cang', ['331']))).toEqual({ hits: 1, winnings: 650_000n, stake: 1_000n });
    expect(south('zy', bet('xc', ['044']))).toEqual({ hits: 1, winnings: 650_000n, stake: 2_000n });
  });

  it('pays a đá with a repeat hit', () => {
    expect(south('zy', bet('da', ['77', '32'], 2n))).toEqual({
      hits: 2,
      winnings: 2_250_000n,
      stake: 72_000n,
    });
    expect(south('zy', bet('da', ['77', '00']))).toEqual({ hits: 1, winnings: 0n, stake: 36_000n });
  });

  it('refuses to settle a bet the region does not offer or a damaged board', () => {
    const odds = { pointPrice: 1_000n, payout: 10_000n };
    expect(() => settleBet(bet('xien2', ['77', '32']), 'south', [south20250816HoChiMinh], odds)).toThrow(
      RangeError,
    );
    const damaged = { ...south20250816HoChiMinh, eighth: ['3'] };
    expect(() => settleBet(bet('lo2', ['77']), 'south', [damaged], odds)).toThrow(RangeError);
  });
});

describe('a đá’s repeat bonus', () => {
  it('rounds half a win down to the đồng', () => {
    // A brand payout of 1,001 ₫ a point: V = 1,001, N = 2 → 1,001 + 500 (not 500.5).
    const odds = { pointPrice: 18n, payout: 1_001n };
    expect(settleBet(bet('da', ['77', '32']), 'south', [south20250816HoChiMinh], odds).winnings).toBe(1_501n);
  });
});

describe('the most a bet can win', () => {
  it('is a lô on every covered number, a đá’s pair with the most repeats, the payout once otherwise', () => {
    expect(maxWinningsOf(bet('lo2', ['39'], 2n), 'north', oddsOf('lott', 'lo2', 'north'))).toBe(
      2n * 27n * 80_000n,
    );
    expect(maxWinningsOf(bet('de', ['39']), 'north', oddsOf('elott', 'de', 'north'))).toBe(95_000n);
    expect(maxWinningsOf(bet('xien3', ['12', '34', '56']), 'north', oddsOf('lott', 'xien3', 'north'))).toBe(
      40_000n,
    );
    // 18 numbers: one for the partner, 17 for the other → V + 16 × V / 2 = 9 V.
    expect(maxWinningsOf(bet('da', ['12', '34']), 'south', oddsOf('zy', 'da', 'south'))).toBe(9n * 750_000n);
  });

  it('is never less than what a real board paid', () => {
    const placed = bet('da', ['39', '22']);
    const odds = oddsOf('zy', 'da', 'north');
    const paid = settleBet(placed, 'north', [north20260915QuangNinh], odds).winnings;
    expect(maxWinningsOf(placed, 'north', odds)).toBeGreaterThan(paid);
  });
});
