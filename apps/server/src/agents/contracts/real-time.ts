import type { BetRecord } from './figures.ts';
import { payByLevelDifference } from './level-difference.ts';
import type { LevelDifferencePay } from './level-difference.ts';
import { scaled } from './rates.ts';
import { teamTree } from './team-tree.ts';
import type { TreeMember } from './team-tree.ts';
import type { RealTimeTerms } from './terms.ts';

/** One player's bets in one lottery round (one draw). */
export interface RoundBets {
  roundId: string;
  bets: readonly BetRecord[];
}

/** The part of a player's round a real-time contract counts: settled bets of at least `minRoundBet`. */
export interface CountedRound {
  volume: bigint;
  /** Payouts − stakes of the counted bets: ≥ 0 is a win (zero counts as a win). */
  result: bigint;
}

export function countedRound(round: RoundBets, minRoundBet: bigint): CountedRound {
  let volume = 0n;
  let payouts = 0n;
  for (const bet of round.bets) {
    if (bet.status !== 'settled' || bet.stake < minRoundBet) continue;
    volume += bet.stake;
    payouts += bet.payout;
  }
  return { volume, result: payouts - volume };
}

/** rate × the player's counted volume in the round, the rate by its result; ppm units. */
export function roundGross(round: RoundBets, terms: RealTimeTerms): bigint {
  const counted = countedRound(round, terms.minRoundBet);
  return scaled(counted.result >= 0n ? terms.winRatePpm : terms.lossRatePpm, counted.volume);
}

export interface RealTimeTeamMember extends TreeMember {
  /** The member's own rounds settled in the 5-minute window. */
  rounds: readonly RoundBets[];
  contract: RealTimeTerms | null;
}

/**
 * Every agent's real-time salary for one window: per player and per round of its team at the
 * agent's own rates, less what the nearest contracts below give, floored once per agent and window.
 */
export function realTimePay(members: readonly RealTimeTeamMember[]): LevelDifferencePay[] {
  const tree = teamTree(members);
  const byId = new Map(members.map((member) => [member.memberId, member]));
  const grosses = members.flatMap((agent) => {
    const terms = agent.contract;
    if (terms === null) return [];
    let ppmUnits = 0n;
    for (const memberId of tree.teamOf(agent.memberId)) {
      for (const round of byId.get(memberId)!.rounds) ppmUnits += roundGross(round, terms);
    }
    return [{ agentId: agent.memberId, ppmUnits }];
  });
  return payByLevelDifference(tree, grosses);
}
