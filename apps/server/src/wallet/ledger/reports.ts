import type { Queryable } from '../../platform/database/pool.ts';

// Read-only reports over the books that other domains need (player protection, the cashier's
// turnover rule): they ask the ledger, not its tables.

/** The rolling windows the reports sum over. */
export type UsageWindow = '24h' | '7d' | '30d';

/** What each window has used: deposits credited, and the net loss (stakes minus wins). */
export interface WindowUsage {
  deposits: Record<UsageWindow, bigint>;
  /** Stakes minus wins; negative when the member is ahead. */
  netLoss: Record<UsageWindow, bigint>;
}

/**
 * Sums the ledger over the last 30 days: `deposit` journals credited to the member's main wallet,
 * and `bet` (stake, a debit) and `win` (a credit) journals on the member's money accounts (the main
 * wallet and any vendor sub-wallet; never points). Net loss is minus the sum of those postings.
 */
export async function selectWindowUsage(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<WindowUsage> {
  const { rows } = await db.query<Record<string, bigint>>(
    `select
        coalesce(sum(p.amount) filter (where j.kind = 'deposit' and a.kind = 'main' and p.created_at > now() - interval '24 hours'), 0)::bigint as deposits_24h,
        coalesce(sum(p.amount) filter (where j.kind = 'deposit' and a.kind = 'main' and p.created_at > now() - interval '7 days'), 0)::bigint as deposits_7d,
        coalesce(sum(p.amount) filter (where j.kind = 'deposit' and a.kind = 'main'), 0)::bigint as deposits_30d,
        coalesce(-sum(p.amount) filter (where j.kind in ('bet', 'win') and p.created_at > now() - interval '24 hours'), 0)::bigint as loss_24h,
        coalesce(-sum(p.amount) filter (where j.kind in ('bet', 'win') and p.created_at > now() - interval '7 days'), 0)::bigint as loss_7d,
        coalesce(-sum(p.amount) filter (where j.kind in ('bet', 'win')), 0)::bigint as loss_30d
       from ledger_accounts a
       join postings p on p.account_id = a.id and p.created_at > now() - interval '30 days'
       join journals j on j.id = p.journal_id and j.kind in ('deposit', 'bet', 'win')
      where a.brand_id = $1 and a.member_id = $2 and a.kind in ('main', 'vendor')`,
    [brandId, memberId],
  );
  const row = rows[0] ?? {};
  const read = (name: string) => row[name] ?? 0n;
  return {
    deposits: { '24h': read('deposits_24h'), '7d': read('deposits_7d'), '30d': read('deposits_30d') },
    netLoss: { '24h': read('loss_24h'), '7d': read('loss_7d'), '30d': read('loss_30d') },
  };
}

/** Wins minus stakes on the member's money accounts since `since` (negative: a loss). */
export async function selectNetResultSince(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  since: Date,
): Promise<bigint> {
  const { rows } = await db.query<{ net: bigint }>(
    `select coalesce(sum(p.amount), 0)::bigint as net
       from ledger_accounts a
       join postings p on p.account_id = a.id and p.created_at >= $3
       join journals j on j.id = p.journal_id and j.kind in ('bet', 'win')
      where a.brand_id = $1 and a.member_id = $2 and a.kind in ('main', 'vendor')`,
    [brandId, memberId, since],
  );
  return rows[0]?.net ?? 0n;
}

/**
 * The stakes the member still has to bet, read from the ledger's journals (read only; the ledger
 * stays the one writer). Events in posting order over the member's money accounts (main and vendor
 * sub-wallets): a `bonus` credit adds its own requirement (bonus_turnover, set by the promotion
 * that paid it) or else bonus x multiplier to the requirement, a `bet` debit (the
 * stake) works it off, a `bet` credit (a vendor's rollback gives the stake back) undoes that, and the
 * requirement never goes below zero, so stakes bet before a bonus do
 * not count towards it. With the running sum S of those changes (S0 = 0), what is left after the
 * last event is S_n - min(0, min S_j): the clamped running total, in one pass of a window function.
 * Events before the first bonus can only be stakes against a zero requirement and are skipped.
 */
export async function selectRemainingTurnover(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  multiplier: number,
): Promise<bigint> {
  const { rows } = await db.query<{ remaining: bigint }>(
    `with accounts as (
       select id from ledger_accounts where brand_id = $1 and member_id = $2 and kind in ('main', 'vendor')
     ),
     events as (
       select p.id, j.kind = 'bonus' as is_bonus,
              case when j.kind = 'bonus' then coalesce(t.required, p.amount * $3::bigint) else p.amount end as change
         from postings p join journals j on j.id = p.journal_id
         left join bonus_turnover t on t.journal_id = j.id
        where p.account_id in (select id from accounts)
          and ((j.kind = 'bonus' and p.amount > 0) or j.kind = 'bet')
     ),
     counted as (
       select id, change from events where id >= (select min(id) from events where is_bonus)
     ),
     running as (
       select change, sum(change) over (order by id rows unbounded preceding) as level from counted
     )
     select (coalesce(sum(change), 0) - least(0, coalesce(min(level), 0)))::bigint as remaining from running`,
    [brandId, memberId, multiplier],
  );
  return rows[0]?.remaining ?? 0n;
}
