import { addFigures, isActive, netLoss, noFigures } from './figures.ts';
import type { MemberPeriodFigures } from './figures.ts';
import { payByLevelDifference } from './level-difference.ts';
import { scaled } from './rates.ts';
import { teamTree } from './team-tree.ts';
import type { TreeMember } from './team-tree.ts';
import type { TieredTerms } from './terms.ts';
import { dailySalaryTier, periodTier } from './tiers.ts';

/** A member of the tree with its own figures for the period and its contract of the kind, if any. */
export interface TieredTeamMember extends TreeMember {
  figures: MemberPeriodFigures;
  contract: TieredTerms | null;
}

/** One agent's pay for the period, with every figure its statement shows. */
export interface TieredStatement {
  agentId: string;
  teamValidBets: bigint;
  activeMembers: number;
  /** Dividend: the team's net loss (never below zero); salaries: the team's valid bets. */
  base: bigint;
  /** 0-based tier, or null when none is met. */
  tier: number | null;
  ratePpm: number;
  gross: bigint;
  deductions: { agentId: string; ppmUnits: bigint }[];
  pay: bigint;
}

/**
 * Every agent's pay of one kind for one period. All members hold a contract of the same kind
 * (or none); members without a contract are only counted in the teams above them.
 */
export function tieredPay(members: readonly TieredTeamMember[]): TieredStatement[] {
  const tree = teamTree(members);
  const byId = new Map(members.map((member) => [member.memberId, member]));
  const standings = members.flatMap((agent) => {
    const contract = agent.contract;
    if (contract === null) return [];
    let team = noFigures;
    let activeMembers = 0;
    for (const memberId of tree.teamOf(agent.memberId)) {
      const figures = byId.get(memberId)!.figures;
      team = addFigures(team, figures);
      if (isActive(figures, contract.active)) activeMembers += 1;
    }
    const standing = { teamValidBets: team.validBets, activeMembers };
    const tier =
      contract.kind === 'daily_salary'
        ? dailySalaryTier(contract.tiers, standing)
        : periodTier(contract.tiers, standing);
    const ratePpm = tier === null ? 0 : contract.tiers[tier]!.ratePpm;
    const base = contract.kind === 'dividend' ? netLoss(team) : team.validBets;
    return [{ agentId: agent.memberId, ...standing, base, tier, ratePpm, gross: scaled(ratePpm, base) }];
  });
  const pays = payByLevelDifference(
    tree,
    standings.map((standing) => ({ agentId: standing.agentId, ppmUnits: standing.gross })),
  );
  return standings.map((standing, index) => ({
    ...standing,
    deductions: pays[index]!.deductions,
    pay: pays[index]!.pay,
  }));
}
