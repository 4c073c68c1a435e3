import type { Queryable } from '../../platform/database/pool.ts';

/** A set of members' money in and out by day of the brand's clock (the agent centre's overview). */
export interface CashDayRow {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
}

/** Deposits by the day they were credited; withdrawals by the day they were paid (whatever the member answered since). */
export async function selectCashDays(
  db: Queryable,
  memberIds: readonly bigint[],
  range: { from: Date; to: Date; timeZone: string },
): Promise<CashDayRow[]> {
  const { rows } = await db.query<CashDayRow>(
    `with moves as (
       select decided_at as at, amount as deposit, 0::bigint as withdrawal
         from deposits
        where member_id = any($1::bigint[]) and status = 'credited' and decided_at >= $2 and decided_at < $3
       union all
       select paid_at, 0, amount
         from withdrawals
        where member_id = any($1::bigint[]) and paid_at >= $2 and paid_at < $3 and status <> 'rejected')
     select to_char((at at time zone $4)::date, 'YYYY-MM-DD') as day,
            sum(deposit)::bigint as deposits, sum(withdrawal)::bigint as withdrawals
       from moves group by 1 order by 1`,
    [memberIds, range.from, range.to, range.timeZone],
  );
  return rows;
}

/** Every member's deposits credited in the range (a settlement's active-member test). */
export async function selectDepositsByMember(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
): Promise<Array<{ member_id: bigint; deposits: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; deposits: bigint }>(
    `select member_id, sum(amount)::bigint as deposits
       from deposits
      where brand_id = $1 and status = 'credited' and decided_at >= $2 and decided_at < $3
      group by member_id`,
    [brandId, range.from, range.to],
  );
  return rows;
}

export interface CreditedDepositRow {
  id: bigint;
  amount: bigint;
  credited_at: Date;
  /** The member's first credited deposit ever. */
  first: boolean;
}

/**
 * One member's deposits credited from `since`, oldest first, each saying whether it was the
 * member's first credited deposit ever (a first-deposit match and a reload bonus tell them apart).
 * The first deposit ever is always among them, even when it was credited before `since`.
 */
export async function selectCreditedDeposits(
  db: Queryable,
  memberId: bigint,
  since: Date,
): Promise<CreditedDepositRow[]> {
  const { rows } = await db.query<CreditedDepositRow>(
    `with credited as (
       select id, amount, decided_at, row_number() over (order by decided_at, id) = 1 as first
         from deposits where member_id = $1 and status = 'credited'
     )
     select id, amount, decided_at as credited_at, first from credited
      where decided_at >= $2 or first order by decided_at, id limit 200`,
    [memberId, since],
  );
  return rows;
}

/** These members' deposits credited in the range, each member's total (members with none absent). */
export async function selectCreditedTotals(
  db: Queryable,
  memberIds: readonly bigint[],
  range: { from: Date; to: Date },
): Promise<Array<{ member_id: bigint; deposits: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; deposits: bigint }>(
    `select member_id, sum(amount)::bigint as deposits from deposits
      where member_id = any($1::bigint[]) and status = 'credited' and decided_at >= $2 and decided_at < $3
      group by member_id`,
    [memberIds, range.from, range.to],
  );
  return rows;
}

/** Whether the member has a deposit waiting to be credited (a promotion says its bonus is coming). */
export async function selectHasPendingDeposit(db: Queryable, memberId: bigint): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from deposits where member_id = $1 and status = 'pending' limit 1`,
    [memberId],
  );
  return rows.length > 0;
}
