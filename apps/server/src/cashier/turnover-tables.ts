import type { Queryable } from '../platform/database/pool.ts';

/**
 * The stakes the member still has to bet, read from the ledger's journals (read only; the ledger
 * stays the one writer). Events in posting order over the member's money accounts (main and vendor
 * sub-wallets): a `bonus` credit adds bonus x multiplier to the requirement, a `bet` debit (the
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
              case when j.kind = 'bonus' then p.amount * $3::bigint else p.amount end as change
         from postings p join journals j on j.id = p.journal_id
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
