import type { Pool } from '../platform/database/pool.ts';
import { selectLotteryByMember, selectLotteryDays, selectRoundBetsSettledIn } from './team-figures-tables.ts';

/** One day of a set of members' lottery rounds. */
export interface LotteryDay {
  validBets: bigint;
  payouts: bigint;
  bettors: number;
  rounds: number;
}

/** A set of members' lottery rounds by day (the agent centre's overview; see selectLotteryDays). */
export function createLotteryTeamFigures(deps: { pool: Pool; brandId: number }) {
  async function byDay(
    memberIds: readonly bigint[],
    range: { from: Date; to: Date; timeZone: string },
  ): Promise<{ days: Map<string, LotteryDay>; bettors: bigint[] }> {
    const days = new Map<string, LotteryDay>();
    if (memberIds.length === 0) return { days, bettors: [] };
    const rows = await selectLotteryDays(deps.pool, memberIds, range);
    for (const row of rows) {
      days.set(row.day, {
        validBets: row.valid_bets,
        payouts: row.payouts,
        bettors: row.bettors?.length ?? 0,
        rounds: row.rounds,
      });
    }
    return { days, bettors: rows.flatMap((row) => row.bettors ?? []) };
  }
  /** Every member's lottery valid bets and winnings in the range (a settlement's figures). */
  async function byMember(
    range: { from: Date; to: Date },
    /** Only these members (a team's report); every member of the brand when absent (a settlement). */
    memberIds: readonly bigint[] | null = null,
  ): Promise<Map<bigint, { validBets: bigint; payouts: bigint }>> {
    const rows = await selectLotteryByMember(deps.pool, deps.brandId, range, memberIds);
    return new Map(rows.map((row) => [row.member_id, { validBets: row.valid_bets, payouts: row.payouts }]));
  }

  /** Each member's bets by round (draw) for the draws whose result was settled in the range. */
  async function roundsSettledIn(range: {
    from: Date;
    to: Date;
  }): Promise<Map<bigint, Array<{ roundId: string; bets: Array<{ stake: bigint; payout: bigint }> }>>> {
    const members = new Map<bigint, Map<string, Array<{ stake: bigint; payout: bigint }>>>();
    for (const row of await selectRoundBetsSettledIn(deps.pool, deps.brandId, range)) {
      let rounds = members.get(row.member_id);
      if (rounds === undefined) members.set(row.member_id, (rounds = new Map()));
      const roundId = row.draw_id.toString();
      const bets = rounds.get(roundId) ?? [];
      bets.push({ stake: row.stake, payout: row.payout });
      rounds.set(roundId, bets);
    }
    return new Map(
      [...members].map(([memberId, rounds]) => [
        memberId,
        [...rounds].map(([roundId, bets]) => ({ roundId, bets })),
      ]),
    );
  }

  return { byDay, byMember, roundsSettledIn };
}

export type LotteryTeamFigures = ReturnType<typeof createLotteryTeamFigures>;
