// The agent centre's pay rules (issue 19, "The rules"): pure functions, no database. docs/agent-contracts.md.
export { RATE_SCALE, MAX_RATE_PPM, floorToMinorUnits, isRatePpm, scaled } from './rates.ts';
export { addFigures, betStatuses, isActive, memberPeriodFigures, netLoss, noFigures } from './figures.ts';
export type { ActiveThresholds, BetRecord, BetStatus, MemberPeriodFigures } from './figures.ts';
export {
  MAX_TIERS,
  MIN_TIERS,
  dailySalaryTier,
  periodTier,
  tierProblemCodes,
  tierProblems,
} from './tiers.ts';
export type { TeamStanding, Tier, TierField, TierProblem, TierProblemCode } from './tiers.ts';
export { contractKinds, dividendCycles } from './terms.ts';
export type { ContractKind, ContractTerms, DividendCycle, RealTimeTerms, TieredTerms } from './terms.ts';
export { teamTree } from './team-tree.ts';
export type { TeamTree, TreeMember } from './team-tree.ts';
export { payByLevelDifference } from './level-difference.ts';
export type { Gross, LevelDifferencePay } from './level-difference.ts';
export { tieredPay } from './tiered-pay.ts';
export type { TieredStatement, TieredTeamMember } from './tiered-pay.ts';
export { countedRound, realTimePay, roundGross } from './real-time.ts';
export type { CountedRound, RealTimeTeamMember, RoundBets } from './real-time.ts';
export {
  lastEndedPeriod,
  periodContaining,
  periodOfKey,
  periodUnits,
  periodsEndedBetween,
} from './periods.ts';
export type { Period, PeriodUnit } from './periods.ts';
export { contractActions, contractStates, offerErrorCodes, transition } from './offers.ts';
export type {
  ContractAction,
  ContractParties,
  ContractState,
  OfferErrorCode,
  TransitionResult,
} from './offers.ts';
export {
  contractsCancelledByAccepting,
  offerProblemCodes,
  offerProblems,
  ratesAbove,
  termsProblems,
} from './offer-rules.ts';
export type { OfferProblem, OfferProblemCode, TeamContract } from './offer-rules.ts';
