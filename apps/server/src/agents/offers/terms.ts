import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import type { ContractTerms } from '../contracts/index.ts';

/** The wire's terms (amounts as decimal strings, as stored in `terms` jsonb) as the rules take them. */
export function termsFromWire(terms: ContractTermsValue): ContractTerms {
  if (terms.kind === 'real_time_salary') {
    return {
      kind: terms.kind,
      winRatePpm: terms.winRatePpm,
      lossRatePpm: terms.lossRatePpm,
      minRoundBet: BigInt(terms.minRoundBet),
    };
  }
  return {
    kind: terms.kind,
    tiers: terms.tiers.map((tier) => ({
      minTeamValidBets: BigInt(tier.minTeamValidBets),
      minActiveMembers: tier.minActiveMembers,
      ratePpm: tier.ratePpm,
    })),
    active: {
      minValidBets: BigInt(terms.active.minValidBets),
      minDeposits: BigInt(terms.active.minDeposits),
    },
    ...(terms.kind === 'dividend' ? { cycle: terms.cycle } : {}),
  };
}
