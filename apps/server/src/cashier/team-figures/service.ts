import type { Pool } from '../../platform/database/pool.ts';
import {
  selectCashDays,
  selectCreditedDeposits,
  selectCreditedTotals,
  selectDepositsByMember,
  selectHasPendingDeposit,
} from './tables.ts';

/** A team's deposits credited and withdrawals paid, by day of the brand's clock. */
export function createCashTeamFigures(deps: { pool: Pool; brandId: number }) {
  async function byDay(
    memberIds: readonly bigint[],
    range: { from: Date; to: Date; timeZone: string },
  ): Promise<Map<string, { deposits: bigint; withdrawals: bigint }>> {
    const days = new Map<string, { deposits: bigint; withdrawals: bigint }>();
    if (memberIds.length === 0) return days;
    for (const row of await selectCashDays(deps.pool, memberIds, range)) {
      days.set(row.day, { deposits: row.deposits, withdrawals: row.withdrawals });
    }
    return days;
  }
  /** Every member's deposits credited in the range (a settlement's active-member test). */
  async function depositsByMember(range: { from: Date; to: Date }): Promise<Map<bigint, bigint>> {
    const rows = await selectDepositsByMember(deps.pool, deps.brandId, range);
    return new Map(rows.map((row) => [row.member_id, row.deposits]));
  }

  /** One member's deposits credited since an instant, oldest first, the first ever marked (promotions). */
  async function creditedDepositsOf(memberId: bigint, since: Date) {
    const rows = await selectCreditedDeposits(deps.pool, memberId, since);
    return rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      creditedAt: row.credited_at,
      first: row.first,
    }));
  }

  /** These members' deposits credited in the range, by member (one read for a referrer's friends). */
  async function creditedTotalsOf(memberIds: readonly bigint[], range: { from: Date; to: Date }) {
    const totals = new Map<bigint, bigint>();
    if (memberIds.length === 0) return totals;
    for (const row of await selectCreditedTotals(deps.pool, memberIds, range))
      totals.set(row.member_id, row.deposits);
    return totals;
  }

  /** Whether the member has a deposit not yet credited. */
  function hasPendingDeposit(memberId: bigint): Promise<boolean> {
    return selectHasPendingDeposit(deps.pool, memberId);
  }

  return { byDay, depositsByMember, creditedDepositsOf, creditedTotalsOf, hasPendingDeposit };
}

export type CashTeamFigures = ReturnType<typeof createCashTeamFigures>;
