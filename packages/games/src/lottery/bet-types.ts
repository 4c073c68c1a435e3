import type { LotteryBoard } from './board.ts';
import { layoutOf } from './prize-layouts.ts';
import type { LotteryRegion, PrizeName } from './prize-layouts.ts';

/**
 * The lottery's bet types as data (docs/lottery.md has the table and its sources). Each covers a
 * set of the board's numbers (its "lô count": a lô 2 số in the north covers all 27, a đề covers the
 * special prize alone) and is judged by one of five rules:
 * - `lo`: one number against every covered number; pays per appearance (a number drawn twice pays twice);
 * - `de`: one number against one covered number; pays once;
 * - `xien`: 2 to 4 numbers that must all appear among the board's last two digits; pays once;
 * - `da`: a pair that must both appear; pays once, plus half a win more for each extra appearance
 *   of the pair's most repeated number;
 * - `truot`: 4, 8 or 10 numbers of which none may appear; pays once.
 */
export type BetRule = 'lo' | 'de' | 'xien' | 'da' | 'truot';

export const lotteryBetTypeCodes = [
  'lo2',
  'lo3',
  'lo4',
  'b7l',
  'b8l',
  'de',
  'de_dau',
  'dau',
  'dd',
  'ba_cang',
  'xc',
  'xc_dau',
  'nhat_to',
  'xien2',
  'xien3',
  'xien4',
  'da',
  'da2',
  'truot4',
  'truot8',
  'truot10',
] as const;

export type LotteryBetTypeCode = (typeof lotteryBetTypeCodes)[number];

export interface LotteryBetType {
  code: LotteryBetTypeCode;
  /** Its name as Vietnamese players know it (the screens translate the code). */
  name: string;
  rule: BetRule;
  /** A lô pays for every appearance of its number; every other type pays once (đá's bonus aside). */
  pays: 'per_appearance' | 'once';
  /** Digits of each number the player picks. */
  digits: 2 | 3 | 4;
  /** How many numbers one bet holds (its legs): 1, a pair for đá, 2–4 for xiên, 4/8/10 for lô trượt. */
  legs: number;
  /** How many stations' boards one bet is judged on (đá 2 đài: two; every other type one). */
  stations: 1 | 2;
  /** The prizes it covers in each region it is offered in: `all`, or a list of prizes. */
  covers: Partial<Record<LotteryRegion, 'all' | readonly PrizeName[]>>;
  /** Which digits of a covered number are compared: its last ones, or (đề đầu) its first ones. */
  from: 'end' | 'start';
}

const everywhere = (covered: 'all' | readonly PrizeName[]) => ({
  north: covered,
  central: covered,
  south: covered,
});
const southern = (covered: 'all' | readonly PrizeName[]) => ({ central: covered, south: covered });

const type = (
  code: LotteryBetTypeCode,
  name: string,
  rule: BetRule,
  digits: 2 | 3 | 4,
  covers: LotteryBetType['covers'],
  extra: Partial<Pick<LotteryBetType, 'legs' | 'stations' | 'from'>> = {},
): LotteryBetType => ({
  code,
  name,
  rule,
  pays: rule === 'lo' ? 'per_appearance' : 'once',
  digits,
  covers,
  legs: 1,
  stations: 1,
  from: 'end',
  ...extra,
});

export const lotteryBetTypes: Readonly<Record<LotteryBetTypeCode, LotteryBetType>> = {
  lo2: type('lo2', 'Lô 2 số (bao lô)', 'lo', 2, everywhere('all')),
  lo3: type('lo3', 'Lô 3 số', 'lo', 3, everywhere('all')),
  lo4: type('lo4', 'Lô 4 số', 'lo', 4, everywhere('all')),
  b7l: type('b7l', 'Bao lô 7', 'lo', 2, southern(['special', 'fifth', 'sixth', 'seventh', 'eighth'])),
  b8l: type('b8l', 'Bao lô 8', 'lo', 2, { north: ['special', 'sixth', 'seventh'] }),
  de: type('de', 'Đề đặc biệt (đuôi)', 'de', 2, everywhere(['special'])),
  de_dau: type('de_dau', 'Đề đầu đặc biệt', 'de', 2, everywhere(['special']), { from: 'start' }),
  dau: type('dau', 'Đầu', 'lo', 2, { north: ['seventh'], ...southern(['eighth']) }),
  dd: type('dd', 'Đầu đuôi', 'lo', 2, { north: ['special', 'seventh'], ...southern(['special', 'eighth']) }),
  ba_cang: type('ba_cang', '3 càng', 'de', 3, everywhere(['special'])),
  xc: type('xc', 'Xỉu chủ', 'lo', 3, { north: ['special', 'sixth'], ...southern(['special', 'seventh']) }),
  xc_dau: type('xc_dau', 'Xỉu chủ đầu', 'lo', 3, { north: ['sixth'], ...southern(['seventh']) }),
  nhat_to: type('nhat_to', 'Nhất to', 'de', 2, { north: ['first'] }),
  xien2: type('xien2', 'Xiên 2', 'xien', 2, { north: 'all' }, { legs: 2 }),
  xien3: type('xien3', 'Xiên 3', 'xien', 2, { north: 'all' }, { legs: 3 }),
  xien4: type('xien4', 'Xiên 4', 'xien', 2, { north: 'all' }, { legs: 4 }),
  da: type('da', 'Đá', 'da', 2, everywhere('all'), { legs: 2 }),
  da2: type('da2', 'Đá 2 đài', 'da', 2, southern('all'), { legs: 2, stations: 2 }),
  truot4: type('truot4', 'Lô trượt 4', 'truot', 2, { north: 'all' }, { legs: 4 }),
  truot8: type('truot8', 'Lô trượt 8', 'truot', 2, { north: 'all' }, { legs: 8 }),
  truot10: type('truot10', 'Lô trượt 10', 'truot', 2, { north: 'all' }, { legs: 10 }),
};

export function isLotteryBetTypeCode(value: unknown): value is LotteryBetTypeCode {
  return typeof value === 'string' && Object.hasOwn(lotteryBetTypes, value);
}

/** Whether the type is offered on a region's boards (the fast draws are the north's). */
export function betTypeOffered(code: LotteryBetTypeCode, region: LotteryRegion): boolean {
  return lotteryBetTypes[code].covers[region] !== undefined;
}

/** The covered prizes' numbers long enough for the type's digits, in the layout's order. */
function coveredTiers(code: LotteryBetTypeCode, region: LotteryRegion) {
  const betType = lotteryBetTypes[code];
  const covered = betType.covers[region];
  if (covered === undefined) throw new RangeError(`lottery: ${code} is not offered in the ${region}`);
  return layoutOf(region).filter(
    (tier) => (covered === 'all' || covered.includes(tier.prize)) && tier.digits >= betType.digits,
  );
}

/**
 * The type's lô count in a region: how many of the board's numbers one bet covers, over all its
 * stations (lô 2 số: 27 in the north, 18 in the south; lô 3 số: 23 and 17; đề: 1). A đá pair
 * covers the board once for each of its two numbers (36 on a southern station, 72 on two, 54 in
 * the north): the rule sheet counts 18, but at its 1 ăn 750 that would hand the player about
 * 117 % of the stake back (docs/decisions/0020-lottery-prize-modes.md).
 */
export function loCountOf(code: LotteryBetTypeCode, region: LotteryRegion): number {
  const betType = lotteryBetTypes[code];
  const perBoard = coveredTiers(code, region).reduce((total, tier) => total + tier.count, 0);
  return perBoard * betType.stations * (betType.rule === 'da' ? betType.legs : 1);
}

/** What the type compares on one board: the covered numbers cut to its digits ("31429" → "29"). */
export function comparedValues(
  code: LotteryBetTypeCode,
  region: LotteryRegion,
  board: LotteryBoard,
): string[] {
  const { digits, from } = lotteryBetTypes[code];
  return coveredTiers(code, region).flatMap((tier) =>
    (board[tier.prize] ?? []).map((value) =>
      from === 'start' ? value.slice(0, digits) : value.slice(-digits),
    ),
  );
}
