import { isRatePpm } from './rates.ts';

/** One step of a contract: the team's minimums for the period, and the rate paid when met. */
export interface Tier {
  minTeamValidBets: bigint;
  minActiveMembers: number;
  ratePpm: number;
}

export const MIN_TIERS = 3;
export const MAX_TIERS = 6;

export const tierProblemCodes = {
  count: 'error_contract_tier_count',
  negative: 'error_contract_tier_negative',
  rate: 'error_contract_tier_rate_invalid',
  decreasing: 'error_contract_tier_decreasing',
} as const;
export type TierProblemCode = (typeof tierProblemCodes)[keyof typeof tierProblemCodes];

export type TierField = 'minTeamValidBets' | 'minActiveMembers' | 'ratePpm';

export interface TierProblem {
  code: TierProblemCode;
  /** 0-based tier the problem is on (absent for the count). */
  tier?: number;
  field?: TierField;
}

/** Every problem of a tier list; none means it is valid. */
export function tierProblems(tiers: readonly Tier[]): TierProblem[] {
  const problems: TierProblem[] = [];
  if (tiers.length < MIN_TIERS || tiers.length > MAX_TIERS) problems.push({ code: tierProblemCodes.count });
  tiers.forEach((tier, index) => {
    if (tier.minTeamValidBets < 0n) {
      problems.push({ code: tierProblemCodes.negative, tier: index, field: 'minTeamValidBets' });
    }
    if (!Number.isInteger(tier.minActiveMembers) || tier.minActiveMembers < 0) {
      problems.push({ code: tierProblemCodes.negative, tier: index, field: 'minActiveMembers' });
    }
    if (!isRatePpm(tier.ratePpm))
      problems.push({ code: tierProblemCodes.rate, tier: index, field: 'ratePpm' });
    const before = tiers[index - 1];
    if (before === undefined) return;
    if (tier.minTeamValidBets < before.minTeamValidBets) {
      problems.push({ code: tierProblemCodes.decreasing, tier: index, field: 'minTeamValidBets' });
    }
    if (tier.minActiveMembers < before.minActiveMembers) {
      problems.push({ code: tierProblemCodes.decreasing, tier: index, field: 'minActiveMembers' });
    }
    if (tier.ratePpm < before.ratePpm) {
      problems.push({ code: tierProblemCodes.decreasing, tier: index, field: 'ratePpm' });
    }
  });
  return problems;
}

export interface TeamStanding {
  teamValidBets: bigint;
  activeMembers: number;
}

/** The highest tier whose minimums the team meets (0-based), or null: no pay. */
export function periodTier(tiers: readonly Tier[], team: TeamStanding): number | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index]!;
    if (team.teamValidBets >= tier.minTeamValidBets && team.activeMembers >= tier.minActiveMembers)
      return index;
  }
  return null;
}

/**
 * Daily salary: the tier the team's valid bets alone reach, then one tier lower for each active
 * member short of that tier's minimum, never below the first. Bets below the first tier: null.
 */
export function dailySalaryTier(tiers: readonly Tier[], team: TeamStanding): number | null {
  let byBets: number | null = null;
  tiers.forEach((tier, index) => {
    if (team.teamValidBets >= tier.minTeamValidBets) byBets = index;
  });
  if (byBets === null) return null;
  const shortfall = Math.max(0, tiers[byBets]!.minActiveMembers - team.activeMembers);
  return Math.max(0, byBets - shortfall);
}
