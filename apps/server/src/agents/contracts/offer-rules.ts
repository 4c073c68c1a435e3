import { isRatePpm } from './rates.ts';
import { dividendCycles } from './terms.ts';
import type { ContractTerms } from './terms.ts';
import { tierProblems } from './tiers.ts';
import type { TierProblem } from './tiers.ts';
import type { ContractState } from './offers.ts';

export const offerProblemCodes = {
  notDirectDownline: 'error_contract_not_direct_downline',
  uplineHasNone: 'error_contract_upline_has_none',
  kindMismatch: 'error_contract_kind_mismatch',
  rateAboveUpline: 'error_contract_rate_above_upline',
  rateInvalid: 'error_contract_rate_invalid',
  cycleInvalid: 'error_contract_cycle_invalid',
} as const;
export type OfferProblemCode = (typeof offerProblemCodes)[keyof typeof offerProblemCodes];

export interface OfferProblem {
  code: OfferProblemCode | TierProblem['code'];
  tier?: number;
  field?: string;
}

/**
 * Where `lower`'s rates exceed `upper`'s (same kind). Tier by tier: tier i of the lower contract is
 * compared with the upper's tier i, or with its last tier when the lower has more tiers. Real time:
 * the win rate with the win rate, the loss rate with the loss rate. Empty: never above.
 */
export function ratesAbove(lower: ContractTerms, upper: ContractTerms): OfferProblem[] {
  if (lower.kind !== upper.kind) return [{ code: offerProblemCodes.kindMismatch }];
  if (lower.kind === 'real_time_salary' || upper.kind === 'real_time_salary') {
    if (lower.kind !== 'real_time_salary' || upper.kind !== 'real_time_salary') return [];
    const problems: OfferProblem[] = [];
    if (lower.winRatePpm > upper.winRatePpm)
      problems.push({ code: offerProblemCodes.rateAboveUpline, field: 'winRatePpm' });
    if (lower.lossRatePpm > upper.lossRatePpm) {
      problems.push({ code: offerProblemCodes.rateAboveUpline, field: 'lossRatePpm' });
    }
    return problems;
  }
  const upperTiers = upper.tiers;
  return lower.tiers.flatMap((tier, index) => {
    const ceiling = upperTiers[Math.min(index, upperTiers.length - 1)];
    return ceiling !== undefined && tier.ratePpm > ceiling.ratePpm
      ? [{ code: offerProblemCodes.rateAboveUpline, tier: index, field: 'ratePpm' }]
      : [];
  });
}

/** The terms' own problems (tiers, rates, thresholds). */
export function termsProblems(terms: ContractTerms): OfferProblem[] {
  if (terms.kind === 'real_time_salary') {
    const problems: OfferProblem[] = [];
    if (!isRatePpm(terms.winRatePpm))
      problems.push({ code: offerProblemCodes.rateInvalid, field: 'winRatePpm' });
    if (!isRatePpm(terms.lossRatePpm))
      problems.push({ code: offerProblemCodes.rateInvalid, field: 'lossRatePpm' });
    if (terms.minRoundBet < 0n) problems.push({ code: offerProblemCodes.rateInvalid, field: 'minRoundBet' });
    return problems;
  }
  const problems: OfferProblem[] = tierProblems(terms.tiers);
  if (terms.active.minValidBets < 0n || terms.active.minDeposits < 0n) {
    problems.push({ code: offerProblemCodes.rateInvalid, field: 'active' });
  }
  // A dividend names its period (D, W, H or M); the salaries' periods are fixed by their kind.
  const cycleWanted = terms.kind === 'dividend';
  if (
    cycleWanted !== (terms.cycle !== undefined) ||
    (terms.cycle !== undefined && !dividendCycles.includes(terms.cycle))
  ) {
    problems.push({ code: offerProblemCodes.cycleInvalid, field: 'cycle' });
  }
  return problems;
}

/**
 * Problems of an upline offering `terms` to a member: it must be the upline's direct downline, and
 * the upline must hold a contract of the kind (for a top-level agent: the brand's template) whose
 * rates the offer never exceeds.
 */
export function offerProblems(input: {
  offererId: string;
  downline: { memberId: string; uplineId: string | null };
  terms: ContractTerms;
  offererTerms: ContractTerms | null;
}): OfferProblem[] {
  const problems: OfferProblem[] = [];
  if (input.downline.uplineId !== input.offererId)
    problems.push({ code: offerProblemCodes.notDirectDownline });
  problems.push(...termsProblems(input.terms));
  if (input.offererTerms === null) problems.push({ code: offerProblemCodes.uplineHasNone });
  else problems.push(...ratesAbove(input.terms, input.offererTerms));
  return problems;
}

/** A contract somewhere in the accepting agent's team (as upline of it or deeper). */
export interface TeamContract {
  contractId: string;
  uplineId: string;
  downlineId: string;
  state: ContractState;
  terms: ContractTerms;
}

const standing: readonly ContractState[] = ['offered', 'signed', 'termination_requested'];

/**
 * The contracts that accepting `accepted` would cancel: every contract of the same kind still
 * standing in the accepting agent's team whose rates exceed the accepted ones. The screen names
 * them in its warning; the acceptance then cancels them. (A contract within the accepted rates
 * keeps the ones below it within them too, so the list holds every contract that would break.)
 */
export function contractsCancelledByAccepting(
  accepted: ContractTerms,
  teamContracts: readonly TeamContract[],
): TeamContract[] {
  return teamContracts.filter(
    (contract) =>
      standing.includes(contract.state) &&
      contract.terms.kind === accepted.kind &&
      ratesAbove(contract.terms, accepted).length > 0,
  );
}
