import type { Queryable } from '../../platform/database/pool.ts';

/**
 * Claims the current period of the roll-up for the brand: the brand's row advances to the period that
 * holds the database's clock now, unless it is there already. Answers the period, or undefined when
 * it was claimed before (by this instance or another). Run in the transaction that then moves the
 * rows: a concurrent claimer waits for that transaction and then finds the period taken; a crash
 * rolls the claim back with the moves, so the period is still free for the next runner.
 */
export async function claimRollUpPeriod(
  db: Queryable,
  brandId: number,
  periodSeconds: number,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ period_start: Date }>(
    `insert into ledger_rollups as r (brand_id, period_start)
     values ($1, to_timestamp(floor(extract(epoch from clock_timestamp()) / $2) * $2))
     on conflict (brand_id) do update
        set period_start = excluded.period_start, rolled_at = now(), postings_moved = 0
      where r.period_start < excluded.period_start
     returning period_start`,
    [brandId, periodSeconds],
  );
  return rows[0]?.period_start;
}

/**
 * Moves up to `limit` pending postings of the brand's system accounts into their rows, in one
 * statement: deleted from `ledger_pending_postings` and added to `balance` together, so no reader
 * ever counts one twice or misses it. `updated_at` becomes the instant of the latest moved posting
 * (what the account last changed at, not when the job ran). Answers how many it moved.
 */
export async function movePendingPostings(db: Queryable, brandId: number, limit: number): Promise<number> {
  const { rows } = await db.query<{ moved: bigint }>(
    `with moved as (
       delete from ledger_pending_postings u
        where u.posting_id in (
          select p.posting_id from ledger_pending_postings p
            join ledger_accounts a on a.id = p.account_id
           where a.brand_id = $1
           limit $2)
       returning u.account_id, u.amount, u.created_at),
     totals as (
       select account_id, sum(amount)::bigint as total, count(*) as n, max(created_at) as last_at
         from moved group by account_id),
     applied as (
       update ledger_accounts a
          set balance = a.balance + t.total, updated_at = greatest(a.updated_at, t.last_at)
         from totals t
        where a.id = t.account_id
       returning t.n)
     select coalesce(sum(n), 0)::bigint as moved from applied`,
    [brandId, limit],
  );
  return Number(rows[0]?.moved ?? 0n);
}

/** Notes on the claimed period's row how many postings its roll-up moved. */
export async function recordRollUp(db: Queryable, brandId: number, moved: number): Promise<void> {
  await db.query('update ledger_rollups set postings_moved = $2 where brand_id = $1', [brandId, moved]);
}

export interface RollUpRow {
  period_start: Date;
  rolled_at: Date;
  postings_moved: bigint;
}

/** The brand's last roll-up, if one ran. */
export async function selectLastRollUp(db: Queryable, brandId: number): Promise<RollUpRow | undefined> {
  const { rows } = await db.query<RollUpRow>(
    'select period_start, rolled_at, postings_moved from ledger_rollups where brand_id = $1',
    [brandId],
  );
  return rows[0];
}
