import type { Pool } from '../../platform/database/pool.ts';
import { selectCashDays } from './tables.ts';

/** A team's deposits credited and withdrawals paid, by day of the brand's clock. */
export function createCashTeamFigures(deps: { pool: Pool }) {
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
  return { byDay };
}

export type CashTeamFigures = ReturnType<typeof createCashTeamFigures>;
