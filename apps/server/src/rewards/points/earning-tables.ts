import type { PointsRateType } from '@lotus/contract/points';
import type { Queryable } from '../../platform/database/pool.ts';

/** The exchange-rate table, the hours given and what each member earned in them (migration 0053). */

export interface RateRow {
  type: PointsRateType;
  money: bigint;
  points: bigint;
}

export async function selectRates(db: Queryable, brandId: number): Promise<RateRow[]> {
  const { rows } = await db.query<RateRow>(
    `select type, money, points from points_rates where brand_id = $1
      order by array_position(array['live','lottery','card','slots','sports','deposit','redeem'], type)`,
    [brandId],
  );
  return rows;
}

/** The table, whole: rows left out are deleted. */
export async function replaceRates(db: Queryable, brandId: number, rates: RateRow[]): Promise<void> {
  await db.query('delete from points_rates where brand_id = $1 and not (type = any($2::text[]))', [
    brandId,
    rates.map((rate) => rate.type),
  ]);
  for (const rate of rates) {
    await db.query(
      `insert into points_rates (brand_id, type, money, points) values ($1, $2, $3, $4)
       on conflict (brand_id, type) do update
         set money = excluded.money, points = excluded.points, updated_at = now()
         where (points_rates.money, points_rates.points) is distinct from (excluded.money, excluded.points)`,
      [brandId, rate.type, rate.money, rate.points],
    );
  }
}

/** The first moment points could be earned: the earliest rate set. */
export async function selectFirstRateAt(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ first: Date | null }>(
    `select min(updated_at) as first from points_rates where brand_id = $1 and type <> 'redeem'`,
    [brandId],
  );
  return rows[0]?.first ?? undefined;
}

export async function selectLastEarnedEnd(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ last: Date | null }>(
    'select max(period_end) as last from points_earning_periods where brand_id = $1',
    [brandId],
  );
  return rows[0]?.last ?? undefined;
}

/** Claims an hour for this transaction; nothing when another transaction gave it (see agents' claim). */
export async function claimEarningPeriod(
  db: Queryable,
  brandId: number,
  period: { key: string; start: Date; end: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into points_earning_periods (brand_id, period_key, period_start, period_end)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [brandId, period.key, period.start, period.end],
  );
  return rowCount === 1;
}

export async function finishEarningPeriod(
  db: Queryable,
  brandId: number,
  key: string,
  totals: { members: number; points: bigint },
): Promise<void> {
  await db.query(
    'update points_earning_periods set members = $3, points = $4 where brand_id = $1 and period_key = $2',
    [brandId, key, totals.members, totals.points],
  );
}

export async function insertEarning(
  db: Queryable,
  earning: {
    brandId: number;
    memberId: bigint;
    periodKey: string;
    type: PointsRateType;
    base: bigint;
    points: bigint;
    journalId: bigint;
  },
): Promise<void> {
  await db.query(
    `insert into points_earnings (brand_id, member_id, period_key, type, base, points, journal_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      earning.brandId,
      earning.memberId,
      earning.periodKey,
      earning.type,
      earning.base,
      earning.points,
      earning.journalId,
    ],
  );
}
