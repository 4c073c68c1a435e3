import type { ActiveThresholds } from './figures.ts';
import type { Tier } from './tiers.ts';

export const contractKinds = ['dividend', 'daily_salary', 'hourly_salary', 'real_time_salary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** A dividend's period: daily, weekly, half-monthly (1st–15th, 16th–end), monthly. */
export const dividendCycles = ['D', 'W', 'H', 'M'] as const;
export type DividendCycle = (typeof dividendCycles)[number];

/** Dividend, daily and hourly salary: tiers and what makes a member active. */
export interface TieredTerms {
  kind: 'dividend' | 'daily_salary' | 'hourly_salary';
  tiers: readonly Tier[];
  active: ActiveThresholds;
  /** Dividend only. */
  cycle?: DividendCycle;
}

/** Real-time salary: no tiers; a rate by the player's result in the round. */
export interface RealTimeTerms {
  kind: 'real_time_salary';
  /** Paid on a round the player won or broke even in. */
  winRatePpm: number;
  /** Paid on a round the player lost. */
  lossRatePpm: number;
  /** Bets below this stake count neither in the volume nor in the result. */
  minRoundBet: bigint;
}

export type ContractTerms = TieredTerms | RealTimeTerms;
