import type { LotteryOddsTable, UpdateLotteryOdds } from '@lotus/contract/lottery';
import { defaultOddsTables, lotteryBetTypeCodes, oddsOf } from '@lotus/games';
import type { LotteryRegion, OddsRegionGroup, OddsTable, PrizeMode } from '@lotus/games';
import type { PoolClient, Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The brand's own figures, by prize mode, as packages/games' oddsOf takes them. */
export type BrandOdds = Partial<Record<PrizeMode, OddsTable>>;

const groups: readonly OddsRegionGroup[] = ['north', 'southern'];
/** A region whose figures are the group's (central and south share theirs, and their lô counts). */
const regionOf = (group: OddsRegionGroup): LotteryRegion => (group === 'north' ? 'north' : 'south');

export async function selectBrandOdds(db: Queryable, brandId: number): Promise<BrandOdds> {
  const { rows } = await db.query<{
    prize_mode: PrizeMode;
    bet_type: keyof OddsTable;
    region_group: OddsRegionGroup;
    point_price: bigint;
    payout: bigint;
  }>(`select prize_mode, bet_type, region_group, point_price, payout from lottery_odds where brand_id = $1`, [
    brandId,
  ]);
  const odds: BrandOdds = {};
  for (const row of rows) {
    const table = (odds[row.prize_mode] ??= {});
    table[row.bet_type] = {
      ...table[row.bet_type],
      [row.region_group]: { pointPrice: BigInt(row.point_price), payout: BigInt(row.payout) },
    };
  }
  return odds;
}

/** Every type and region group a mode offers, at the brand's figure or the default. */
export function oddsTableOf(mode: PrizeMode, brand: BrandOdds): LotteryOddsTable {
  const entries: LotteryOddsTable['entries'] = [];
  for (const type of lotteryBetTypeCodes) {
    for (const group of groups) {
      if (defaultOddsTables[mode][type]?.[group] === undefined) continue;
      const odds = oddsOf(mode, type, regionOf(group), brand);
      entries.push({
        type,
        regionGroup: group,
        pointPrice: odds.pointPrice.toString(),
        payout: odds.payout.toString(),
        brandSet: brand[mode]?.[type]?.[group] !== undefined,
      });
    }
  }
  return { mode, entries };
}

/**
 * Replaces the brand's figures of one mode: each entry must be a type the mode offers in its
 * region group, named once (error_lottery_odds_not_offered naming it); nothing changes otherwise.
 */
export async function replaceBrandOdds(
  client: PoolClient,
  brandId: number,
  update: UpdateLotteryOdds,
): Promise<void> {
  const seen = new Set<string>();
  for (const entry of update.entries) {
    const key = `${entry.type}:${entry.regionGroup}`;
    if (defaultOddsTables[update.mode][entry.type]?.[entry.regionGroup] === undefined || seen.has(key))
      throw new AppError('error_lottery_odds_not_offered', {
        params: { type: entry.type, regionGroup: entry.regionGroup },
      });
    seen.add(key);
  }
  await client.query(`delete from lottery_odds where brand_id = $1 and prize_mode = $2`, [
    brandId,
    update.mode,
  ]);
  await client.query(
    `insert into lottery_odds (brand_id, prize_mode, bet_type, region_group, point_price, payout)
     select $1, $2, t, g, p, w from unnest($3::text[], $4::text[], $5::bigint[], $6::bigint[]) as u (t, g, p, w)`,
    [
      brandId,
      update.mode,
      update.entries.map((entry) => entry.type),
      update.entries.map((entry) => entry.regionGroup),
      update.entries.map((entry) => entry.pointPrice),
      update.entries.map((entry) => entry.payout),
    ],
  );
}
