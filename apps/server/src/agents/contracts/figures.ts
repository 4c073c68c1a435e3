/**
 * A member's figures for one period, built from its bets so that what counts is explicit: a voided
 * or rolled-back bet gave its stake back, so it counts neither as a valid bet nor in net loss.
 */
export const betStatuses = ['settled', 'voided', 'rolled_back'] as const;
export type BetStatus = (typeof betStatuses)[number];

export interface BetRecord {
  stake: bigint;
  /** What the bet paid back (stake included); 0 for a lost bet. */
  payout: bigint;
  status: BetStatus;
}

export interface MemberPeriodFigures {
  /** Stakes of settled bets (voided and rolled-back ones excluded). */
  validBets: bigint;
  /** Payouts of those same bets. */
  payouts: bigint;
  deposits: bigint;
  /** Bonuses and rebates paid to the member in the period. */
  bonusesAndRebates: bigint;
}

export const noFigures: MemberPeriodFigures = {
  validBets: 0n,
  payouts: 0n,
  deposits: 0n,
  bonusesAndRebates: 0n,
};

export function memberPeriodFigures(input: {
  bets: readonly BetRecord[];
  deposits: bigint;
  bonusesAndRebates: bigint;
}): MemberPeriodFigures {
  let validBets = 0n;
  let payouts = 0n;
  for (const bet of input.bets) {
    if (bet.status !== 'settled') continue;
    validBets += bet.stake;
    payouts += bet.payout;
  }
  return { validBets, payouts, deposits: input.deposits, bonusesAndRebates: input.bonusesAndRebates };
}

export function addFigures(a: MemberPeriodFigures, b: MemberPeriodFigures): MemberPeriodFigures {
  return {
    validBets: a.validBets + b.validBets,
    payouts: a.payouts + b.payouts,
    deposits: a.deposits + b.deposits,
    bonusesAndRebates: a.bonusesAndRebates + b.bonusesAndRebates,
  };
}

/** Stakes − payouts − bonuses and rebates; never below zero (the dividend's base). */
export function netLoss(figures: MemberPeriodFigures): bigint {
  const loss = figures.validBets - figures.payouts - figures.bonusesAndRebates;
  return loss > 0n ? loss : 0n;
}

/** What a member must reach in the period, both, to count as active (set by each contract). */
export interface ActiveThresholds {
  minValidBets: bigint;
  minDeposits: bigint;
}

export function isActive(figures: MemberPeriodFigures, thresholds: ActiveThresholds): boolean {
  return figures.validBets >= thresholds.minValidBets && figures.deposits >= thresholds.minDeposits;
}
