import type { RebateGameType } from '@lotus/contract/vip';
import type { RebateKind, RebateMode, RebateStatus } from '@lotus/contract/rebate';
import type { Queryable } from '../../platform/database/pool.ts';

/** Rebate and cashback: the mode, the rates, the days computed and each rebate (migration 0058). */

export async function selectMode(db: Queryable, brandId: number): Promise<RebateMode> {
  const { rows } = await db.query<{ mode: RebateMode }>(
    'select mode from rebate_settings where brand_id = $1',
    [brandId],
  );
  return rows[0]?.mode ?? 'auto';
}

export interface RateRow {
  level: number;
  game_type: RebateGameType;
  kind: RebateKind;
  rate_bps: number;
}

export async function selectRates(db: Queryable, brandId: number): Promise<RateRow[]> {
  const { rows } = await db.query<RateRow>(
    `select level, game_type, kind, rate_bps from rebate_rates where brand_id = $1
      order by level, array_position(array['live','lottery','card','slots','sports'], game_type), kind desc`,
    [brandId],
  );
  return rows;
}

/** The mode and the rate table whole: rates left out are deleted. */
export async function replaceSettings(
  db: Queryable,
  brandId: number,
  mode: RebateMode,
  rates: RateRow[],
): Promise<void> {
  await db.query(
    `insert into rebate_settings (brand_id, mode) values ($1, $2)
     on conflict (brand_id) do update set mode = excluded.mode, updated_at = now()`,
    [brandId, mode],
  );
  await db.query('delete from rebate_rates where brand_id = $1', [brandId]);
  for (const rate of rates) {
    await db.query(
      'insert into rebate_rates (brand_id, level, game_type, kind, rate_bps) values ($1, $2, $3, $4, $5)',
      [brandId, rate.level, rate.game_type, rate.kind, rate.rate_bps],
    );
  }
}

/** Claims a day for this transaction; false when another transaction computed it. */
export async function claimPeriod(
  db: Queryable,
  brandId: number,
  period: { key: string; start: Date; end: Date; mode: RebateMode },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into rebate_periods (brand_id, period_key, period_start, period_end, mode)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [brandId, period.key, period.start, period.end, period.mode],
  );
  return rowCount === 1;
}

export async function finishPeriod(
  db: Queryable,
  brandId: number,
  key: string,
  totals: { members: number; amount: bigint },
): Promise<void> {
  await db.query(
    'update rebate_periods set members = $3, amount = $4 where brand_id = $1 and period_key = $2',
    [brandId, key, totals.members, totals.amount],
  );
}

export async function selectLastPeriod(db: Queryable, brandId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ key: string | null }>(
    'select max(period_key) as key from rebate_periods where brand_id = $1',
    [brandId],
  );
  return rows[0]?.key ?? undefined;
}

/** The first moment a rate was set (the job computes days from there). */
export async function selectFirstSettingsAt(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ first: Date | null }>(
    'select min(updated_at) as first from rebate_settings where brand_id = $1',
    [brandId],
  );
  return rows[0]?.first ?? undefined;
}

export async function insertRebate(
  db: Queryable,
  rebate: {
    brandId: number;
    memberId: bigint;
    periodKey: string;
    gameType: RebateGameType;
    kind: RebateKind;
    level: number;
    base: bigint;
    rateBps: number;
    amount: bigint;
    status: 'paid' | 'claimable';
    journalId: bigint | null;
  },
): Promise<void> {
  await db.query(
    `insert into rebates (brand_id, member_id, period_key, game_type, kind, level, base, rate_bps, amount,
                          status, journal_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      rebate.brandId,
      rebate.memberId,
      rebate.periodKey,
      rebate.gameType,
      rebate.kind,
      rebate.level,
      rebate.base,
      rebate.rateBps,
      rebate.amount,
      rebate.status,
      rebate.journalId,
    ],
  );
}

export interface RebateRow {
  id: bigint;
  member_id: bigint;
  username: string;
  period_key: string;
  game_type: RebateGameType;
  kind: RebateKind;
  level: number;
  base: bigint;
  rate_bps: number;
  amount: bigint;
  status: RebateStatus;
  journal_id: bigint | null;
  created_at: Date;
  claimed_at: Date | null;
}

const rebateColumns = `r.id, r.member_id, m.username, r.period_key, r.game_type, r.kind, r.level, r.base,
  r.rate_bps, r.amount, r.status, r.journal_id, r.created_at, r.claimed_at`;

export async function selectRebate(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<RebateRow | undefined> {
  const { rows } = await db.query<RebateRow>(
    `select ${rebateColumns} from rebates r join members m on m.id = r.member_id
      where r.brand_id = $1 and r.id = $2 ${lock ? 'for update of r' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

export async function markClaimed(db: Queryable, id: bigint, journalId: bigint): Promise<void> {
  await db.query("update rebates set status = 'claimed', journal_id = $2, claimed_at = now() where id = $1", [
    id,
    journalId,
  ]);
}

export async function selectRebatePage(
  db: Queryable,
  brandId: number,
  filter: {
    memberId?: bigint;
    username?: string;
    periodKey?: string;
    status?: RebateStatus;
    limit: number;
    offset: number;
  },
): Promise<{ rows: RebateRow[]; total: number; totalAmount: bigint }> {
  const { rows } = await db.query<RebateRow & { total: number; total_amount: bigint }>(
    `select ${rebateColumns}, (count(*) over ())::int as total, (sum(r.amount) over ())::bigint as total_amount
       from rebates r join members m on m.id = r.member_id
      where r.brand_id = $1 and ($2::bigint is null or r.member_id = $2) and ($3::text is null or m.username = $3)
        and ($4::text is null or r.period_key = $4) and ($5::text is null or r.status = $5)
      order by r.period_key desc, r.id desc
      limit $6 offset $7`,
    [
      brandId,
      filter.memberId ?? null,
      filter.username ?? null,
      filter.periodKey ?? null,
      filter.status ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return { rows, total: rows[0]?.total ?? 0, totalAmount: rows[0]?.total_amount ?? 0n };
}

export async function selectClaimableTotal(db: Queryable, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ amount: bigint }>(
    "select coalesce(sum(amount), 0)::bigint as amount from rebates where member_id = $1 and status = 'claimable'",
    [memberId],
  );
  return rows[0]!.amount;
}
