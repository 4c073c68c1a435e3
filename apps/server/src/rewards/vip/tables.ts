import type { Queryable } from '../../platform/database/pool.ts';

/** VIP levels, members' levels, the daily reviews and the bonuses they paid (migration 0057). */

export interface LevelRow {
  level: number;
  names: Partial<Record<'vi' | 'en', string>>;
  deposits_needed: bigint;
  bets_needed: bigint;
  keep_deposits: bigint;
  keep_bets: bigint;
  upgrade_bonus: bigint;
  weekly_bonus: bigint;
  monthly_bonus: bigint;
  birthday_bonus: bigint;
  withdraw_daily_count: number | null;
  withdraw_daily_amount: bigint | null;
}

const levelColumns = `level, names, deposits_needed, bets_needed, keep_deposits, keep_bets, upgrade_bonus,
  weekly_bonus, monthly_bonus, birthday_bonus, withdraw_daily_count, withdraw_daily_amount`;

/** The level table, lowest first. */
export async function selectLevels(db: Queryable, brandId: number): Promise<LevelRow[]> {
  const { rows } = await db.query<LevelRow>(
    `select ${levelColumns} from vip_levels where brand_id = $1 order by level`,
    [brandId],
  );
  return rows;
}

/** The period the review counts over (30 days until the operator says otherwise). */
export async function selectPeriodDays(db: Queryable, brandId: number): Promise<number> {
  const { rows } = await db.query<{ period_days: number }>(
    'select period_days from vip_settings where brand_id = $1',
    [brandId],
  );
  return rows[0]?.period_days ?? 30;
}

/** The table whole, and its period: levels left out are deleted. */
export async function replaceLevels(
  db: Queryable,
  brandId: number,
  periodDays: number,
  levels: LevelRow[],
): Promise<void> {
  await db.query(
    `insert into vip_settings (brand_id, period_days) values ($1, $2)
     on conflict (brand_id) do update set period_days = excluded.period_days, updated_at = now()`,
    [brandId, periodDays],
  );
  await db.query('delete from vip_levels where brand_id = $1 and not (level = any($2::int[]))', [
    brandId,
    levels.map((level) => level.level),
  ]);
  for (const level of levels) {
    await db.query(
      `insert into vip_levels (brand_id, ${levelColumns})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict (brand_id, level) do update
         set names = excluded.names, deposits_needed = excluded.deposits_needed,
             bets_needed = excluded.bets_needed, keep_deposits = excluded.keep_deposits,
             keep_bets = excluded.keep_bets, upgrade_bonus = excluded.upgrade_bonus,
             weekly_bonus = excluded.weekly_bonus, monthly_bonus = excluded.monthly_bonus,
             birthday_bonus = excluded.birthday_bonus, withdraw_daily_count = excluded.withdraw_daily_count,
             withdraw_daily_amount = excluded.withdraw_daily_amount, updated_at = now()`,
      [
        brandId,
        level.level,
        JSON.stringify(level.names),
        level.deposits_needed,
        level.bets_needed,
        level.keep_deposits,
        level.keep_bets,
        level.upgrade_bonus,
        level.weekly_bonus,
        level.monthly_bonus,
        level.birthday_bonus,
        level.withdraw_daily_count,
        level.withdraw_daily_amount,
      ],
    );
  }
}

export interface MemberLevelRow {
  member_id: bigint;
  level: number;
  reached_at: Date;
  kept_at: Date;
}

export async function selectMemberLevel(
  db: Queryable,
  memberId: bigint,
): Promise<MemberLevelRow | undefined> {
  const { rows } = await db.query<MemberLevelRow>(
    'select member_id, level, reached_at, kept_at from vip_members where member_id = $1',
    [memberId],
  );
  return rows[0];
}

/** Every member with a level row (the review's members besides those with figures). */
export async function selectMemberLevels(db: Queryable, brandId: number): Promise<MemberLevelRow[]> {
  const { rows } = await db.query<MemberLevelRow>(
    'select member_id, level, reached_at, kept_at from vip_members where brand_id = $1',
    [brandId],
  );
  return rows;
}

export async function upsertMemberLevel(
  db: Queryable,
  brandId: number,
  row: { memberId: bigint; level: number; reachedAt: Date; keptAt: Date },
): Promise<void> {
  await db.query(
    `insert into vip_members (member_id, brand_id, level, reached_at, kept_at) values ($1, $2, $3, $4, $5)
     on conflict (member_id) do update
       set level = excluded.level, reached_at = excluded.reached_at, kept_at = excluded.kept_at, updated_at = now()`,
    [row.memberId, brandId, row.level, row.reachedAt, row.keptAt],
  );
}

/**
 * Real members (not free play) born on one of these month-days (`MM-DD`), with their birthday.
 * A read of the member domain's table (decision 0010: reads, never writes).
 */
export async function selectBirthdays(
  db: Queryable,
  brandId: number,
  monthDays: string[],
): Promise<Array<{ member_id: bigint; birthday: string }>> {
  const { rows } = await db.query<{ member_id: bigint; birthday: string }>(
    `select id as member_id, to_char(birthday, 'YYYY-MM-DD') as birthday from members
      where brand_id = $1 and birthday is not null and not is_demo
        and to_char(birthday, 'MM-DD') = any($2::text[])`,
    [brandId, monthDays],
  );
  return rows;
}

/** Claims a day's review for this transaction; false when another transaction reviewed it. */
export async function claimReview(
  db: Queryable,
  brandId: number,
  review: { day: string; start: Date; end: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into vip_reviews (brand_id, day_key, period_start, period_end) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [brandId, review.day, review.start, review.end],
  );
  return rowCount === 1;
}

export async function finishReview(
  db: Queryable,
  brandId: number,
  day: string,
  totals: { upgraded: number; dropped: number; bonuses: number; amount: bigint },
): Promise<void> {
  await db.query(
    `update vip_reviews set upgraded = $3, dropped = $4, bonuses = $5, amount = $6
      where brand_id = $1 and day_key = $2`,
    [brandId, day, totals.upgraded, totals.dropped, totals.bonuses, totals.amount],
  );
}

export async function selectLastReviewedDay(db: Queryable, brandId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ day: string | null }>(
    'select max(day_key) as day from vip_reviews where brand_id = $1',
    [brandId],
  );
  return rows[0]?.day ?? undefined;
}

/** The first day the table existed (the job reviews from there). */
export async function selectFirstLevelAt(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ first: Date | null }>(
    'select min(updated_at) as first from vip_levels where brand_id = $1',
    [brandId],
  );
  return rows[0]?.first ?? undefined;
}

/** A bonus's row, with the journal that paid it; unique per (member, kind, period). */
export async function insertBonus(
  db: Queryable,
  bonus: {
    brandId: number;
    memberId: bigint;
    kind: 'upgrade' | 'weekly' | 'monthly' | 'birthday';
    periodKey: string;
    level: number;
    amount: bigint;
    journalId: bigint;
    day: string;
  },
): Promise<void> {
  await db.query(
    `insert into vip_bonuses (brand_id, member_id, kind, period_key, level, amount, journal_id, day_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      bonus.brandId,
      bonus.memberId,
      bonus.kind,
      bonus.periodKey,
      bonus.level,
      bonus.amount,
      bonus.journalId,
      bonus.day,
    ],
  );
}

/** True when the (member, kind, period) was paid (an upgrade's period is its level: once ever). */
export async function bonusPaid(
  db: Queryable,
  memberId: bigint,
  kind: string,
  periodKey: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from vip_bonuses where member_id = $1 and kind = $2 and period_key = $3',
    [memberId, kind, periodKey],
  );
  return (rowCount ?? 0) > 0;
}
