import type { LotteryBet } from './bet.ts';
import { loCountOf } from './bet-types.ts';
import type { LotteryBetTypeCode } from './bet-types.ts';
import type { LotteryRegion } from './prize-layouts.ts';

/**
 * The brand's three prize modes (docs/decisions/0020-lottery-prize-modes.md): `lott` the northern
 * agents' points, `zy` the southern rule sheet's "1 ăn x" on every covered number, `elott` the
 * online operators' higher odds. Prices and payouts are brand settings per mode; the tables here
 * are the defaults, each figure's source in docs/lottery.md.
 */
export type PrizeMode = 'lott' | 'zy' | 'elott';

export const prizeModes: readonly PrizeMode[] = ['lott', 'zy', 'elott'];

/** A bet type's price and payout in minor units (đồng: VND has no smaller unit). */
export interface BetOdds {
  /** What one point of one bet costs (for every number it covers, on every station it is judged on). */
  pointPrice: bigint;
  /** What one point wins: per appearance for a lô, once for the others (đá adds its repeat bonus). */
  payout: bigint;
}

/**
 * A table's figure: a price per point of the bet, or a price per covered number (the rule sheet's
 * way: one point of a lô 2 số in the north covers 27 numbers, so it costs 27 × that price).
 */
export type OddsEntry = { pointPrice: bigint; payout: bigint } | { perCoveredNumber: bigint; payout: bigint };

/** Central and south share their figures; the fast draws use the north's. */
export type OddsRegionGroup = 'north' | 'southern';

export type OddsTable = Partial<Record<LotteryBetTypeCode, Partial<Record<OddsRegionGroup, OddsEntry>>>>;

const THOUSAND = 1_000n;

/** "1 ăn x" on 1,000 ₫ of every covered number. */
const perNumber = (x: number): OddsEntry => ({ perCoveredNumber: THOUSAND, payout: BigInt(x) * THOUSAND });
/** A point at a fixed price paying a fixed amount. */
const perPoint = (price: number, payout: number): OddsEntry => ({
  pointPrice: BigInt(price),
  payout: BigInt(payout),
});
const both = (entry: OddsEntry) => ({ north: entry, southern: entry });

// Lô trượt: no published figure we could trace; priced at about 90 % return from the exact chance
// that none of k numbers is among the north's 27 (1 − k/100)^27 (docs/lottery.md).
const truot = {
  truot4: { north: perPoint(1_000, 2_700) },
  truot8: { north: perPoint(1_000, 8_500) },
  truot10: { north: perPoint(1_000, 15_400) },
};

const zy: OddsTable = {
  lo2: both(perNumber(75)),
  lo3: both(perNumber(650)),
  lo4: both(perNumber(5_500)),
  b7l: { southern: perNumber(75) },
  b8l: { north: perNumber(75) },
  de: both(perNumber(75)),
  de_dau: both(perNumber(75)),
  dau: both(perNumber(75)),
  dd: both(perNumber(75)),
  ba_cang: both(perNumber(650)),
  xc: both(perNumber(650)),
  xc_dau: both(perNumber(650)),
  nhat_to: { north: perNumber(75) },
  xien2: { north: perNumber(350) },
  xien3: { north: perNumber(1_000) },
  xien4: { north: perNumber(3_000) },
  da: { north: perNumber(650), southern: perNumber(750) },
  da2: { southern: perNumber(550) },
  ...truot,
};

const north = (entry: OddsEntry, fallback: OddsTable[LotteryBetTypeCode]) => ({ ...fallback, north: entry });

const lott: OddsTable = {
  ...zy,
  lo2: north(perPoint(23_000, 80_000), zy.lo2),
  de: north(perPoint(1_000, 80_000), zy.de),
  de_dau: north(perPoint(1_000, 80_000), zy.de_dau),
  dau: north(perNumber(80), zy.dau),
  dd: north(perNumber(80), zy.dd),
  nhat_to: north(perPoint(1_000, 80_000), zy.nhat_to),
  ba_cang: north(perPoint(1_000, 400_000), zy.ba_cang),
  xien2: { north: perPoint(1_000, 10_000) },
  xien3: { north: perPoint(1_000, 40_000) },
  xien4: { north: perPoint(1_000, 100_000) },
};

const elott: OddsTable = {
  ...zy,
  lo2: both(perNumber(99)),
  de: both(perPoint(1_000, 95_000)),
  de_dau: both(perPoint(1_000, 95_000)),
  ba_cang: both(perPoint(1_000, 960_000)),
  xien2: { north: perPoint(1_000, 17_000) },
  xien3: { north: perPoint(1_000, 65_000) },
  xien4: { north: perPoint(1_000, 250_000) },
};

export const defaultOddsTables: Readonly<Record<PrizeMode, OddsTable>> = { lott, zy, elott };

export function oddsRegionGroupOf(region: LotteryRegion): OddsRegionGroup {
  return region === 'north' ? 'north' : 'southern';
}

/**
 * A bet type's odds in a prize mode and region: the brand's figure when it set one, else the
 * default. Throws when neither has one (the type is not offered there).
 */
export function oddsOf(
  mode: PrizeMode,
  code: LotteryBetTypeCode,
  region: LotteryRegion,
  brandTables: Partial<Record<PrizeMode, OddsTable>> = {},
): BetOdds {
  const group = oddsRegionGroupOf(region);
  const entry = brandTables[mode]?.[code]?.[group] ?? defaultOddsTables[mode][code]?.[group];
  if (entry === undefined) throw new RangeError(`lottery: no ${mode} odds for ${code} in the ${region}`);
  if ('pointPrice' in entry) return { pointPrice: entry.pointPrice, payout: entry.payout };
  return { pointPrice: entry.perCoveredNumber * BigInt(loCountOf(code, region)), payout: entry.payout };
}

/** What a bet costs: its points at the point price. */
export function stakeOf(bet: Pick<LotteryBet, 'points'>, odds: BetOdds): bigint {
  return bet.points * odds.pointPrice;
}
