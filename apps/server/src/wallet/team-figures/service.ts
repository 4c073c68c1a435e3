import type { Pool } from '../../platform/database/pool.ts';
import {
  selectBetDays,
  selectBetTypeDays,
  selectBetsByMember,
  selectBetsByMemberAndType,
  selectBonusesByMember,
  selectCreditDays,
  selectTeamPostings,
} from './tables.ts';
export type { BetTypeDayRow, TeamPostingRow } from './tables.ts';

export interface DayRange {
  from: Date;
  to: Date;
  timeZone: string;
}

/** Figures of one day for a set of members, as the wallet knows them. */
export interface WalletDayFigures {
  validBets: bigint;
  payouts: bigint;
  /** Bonuses, rebates and points paid to them as money. */
  bonuses: bigint;
  /** Commissions paid to them (an agent's income). */
  commissions: bigint;
}

/**
 * A team's wallet figures by day (the agent centre's overview): valid bets and payouts of settled
 * rounds, bonuses, rebates and commissions credited, and who placed a valid bet.
 */
export function createTeamFigures(deps: { pool: Pool; brandId: number }) {
  async function byDay(
    memberIds: readonly bigint[],
    range: DayRange,
  ): Promise<{ days: Map<string, WalletDayFigures>; bettors: bigint[] }> {
    const days = new Map<string, WalletDayFigures>();
    const dayOf = (day: string) => {
      let figures = days.get(day);
      if (figures === undefined) {
        figures = { validBets: 0n, payouts: 0n, bonuses: 0n, commissions: 0n };
        days.set(day, figures);
      }
      return figures;
    };
    if (memberIds.length === 0) return { days, bettors: [] };
    const [bets, credits] = await Promise.all([
      selectBetDays(deps.pool, memberIds, range),
      selectCreditDays(deps.pool, memberIds, ['bonus', 'rebate', 'points', 'commission'], range),
    ]);
    for (const row of bets.days) {
      dayOf(row.day).validBets += row.valid_bets;
      dayOf(row.day).payouts += row.payouts;
    }
    for (const row of credits) {
      if (row.kind === 'commission') dayOf(row.day).commissions += row.amount;
      else dayOf(row.day).bonuses += row.amount;
    }
    return { days, bettors: bets.bettors };
  }
  /** Every member's valid bets, payouts, bonuses and rebates in the range (a settlement's figures). */
  async function byMember(
    range: { from: Date; to: Date },
    /** Only these members (a team's report); every member of the brand when absent (a settlement). */
    memberIds: readonly bigint[] | null = null,
  ): Promise<Map<bigint, { validBets: bigint; payouts: bigint; bonuses: bigint }>> {
    const members = new Map<bigint, { validBets: bigint; payouts: bigint; bonuses: bigint }>();
    const of = (memberId: bigint) => {
      let figures = members.get(memberId);
      if (figures === undefined) {
        figures = { validBets: 0n, payouts: 0n, bonuses: 0n };
        members.set(memberId, figures);
      }
      return figures;
    };
    const [bets, bonuses] = await Promise.all([
      selectBetsByMember(deps.pool, deps.brandId, range, memberIds),
      selectBonusesByMember(deps.pool, deps.brandId, range, memberIds),
    ]);
    for (const row of bets) {
      of(row.member_id).validBets += row.valid_bets;
      of(row.member_id).payouts += row.payouts;
    }
    for (const row of bonuses) of(row.member_id).bonuses += row.amount;
    return members;
  }

  /** Every real member's valid bets in the range by game type (what earns points). */
  function byMemberAndType(range: { from: Date; to: Date }) {
    return selectBetsByMemberAndType(deps.pool, deps.brandId, range);
  }

  /** The team betting report: settled rounds by day and game type. */
  function byDayAndType(memberIds: readonly bigint[], range: DayRange, gameType: string | null) {
    return memberIds.length === 0
      ? Promise.resolve([])
      : selectBetTypeDays(deps.pool, memberIds, range, gameType);
  }

  /** The team transactions report: main-wallet movements of these journal kinds, newest first. */
  function postings(
    memberIds: readonly bigint[],
    filter: { from: Date; to: Date; kinds: readonly string[]; limit: number; offset: number },
  ) {
    return memberIds.length === 0 ? Promise.resolve([]) : selectTeamPostings(deps.pool, memberIds, filter);
  }

  return { byDay, byMember, byMemberAndType, byDayAndType, postings };
}

export type TeamFigures = ReturnType<typeof createTeamFigures>;
