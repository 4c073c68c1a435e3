// The exact expectation of a bet that either pays a fixed multiplier or nothing: what a simulation's
// measured return is compared with, and the spread that sets its tolerance.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';

export interface ExpectedRtp {
  /** Mean payout per unit staked. */
  rtp: number;
  /** Standard deviation of one round's return; over n rounds the mean's is this / sqrt(n). */
  roundStandardDeviation: number;
}

export function winOrLoseRtp(multiplier: Multiplier, winProbability: number): ExpectedRtp {
  const payout = multiplier / MULTIPLIER_SCALE;
  return {
    rtp: payout * winProbability,
    roundStandardDeviation: payout * Math.sqrt(winProbability * (1 - winProbability)),
  };
}
