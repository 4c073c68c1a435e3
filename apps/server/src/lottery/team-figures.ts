import type { Pool } from '../platform/database/pool.ts';
import { selectLotteryByMember, selectLotteryDays } from './team-figures-tables.ts';

/** A set of members' lottery rounds by day (the agent centre's overview; see selectLotteryDays). */
export function createLotteryTeamFigures(deps: { pool: Pool; brandId: number }) {
  async function byDay(
    memberIds: readonly bigint[],
    range: { from: Date; to: Date; timeZone: string },
  ): Promise<{ days: Map<string, { validBets: bigint; payouts: bigint }>; bettors: bigint[] }> {
    const days = new Map<string, { validBets: bigint; payouts: bigint }>();
    if (memberIds.length === 0) return { days, bettors: [] };
    const rows = await selectLotteryDays(deps.pool, memberIds, range);
    for (const row of rows) days.set(row.day, { validBets: row.valid_bets, payouts: row.payouts });
    return { days, bettors: rows.flatMap((row) => row.bettors ?? []) };
  }
  /** Every member's lottery valid bets and winnings in the range (a settlement's figures). */
  async function byMember(range: {
    from: Date;
    to: Date;
  }): Promise<Map<bigint, { validBets: bigint; payouts: bigint }>> {
    const rows = await selectLotteryByMember(deps.pool, deps.brandId, range);
    return new Map(rows.map((row) => [row.member_id, { validBets: row.valid_bets, payouts: row.payouts }]));
  }

  return { byDay, byMember };
}

export type LotteryTeamFigures = ReturnType<typeof createLotteryTeamFigures>;
