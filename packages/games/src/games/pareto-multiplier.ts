// The multiplier shared by Limbo and Crash: a draw M with P(M >= m) = 0.99 / m for every m >= 1.01x,
// to the hundredth. A bet that needs M >= t and pays t then returns 0.99 whatever t is.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';

const TWO_POW_32 = 0x1_0000_0000;
/** 0.99 * 2^32 in hundredths of a multiplier: 425,201,762,304, an exact integer below 2^53. */
const RTP_TIMES_TWO_POW_32_IN_HUNDREDTHS = 99 * TWO_POW_32;
const HUNDREDTHS_TO_MULTIPLIER = MULTIPLIER_SCALE / 100;
const ONE_X_IN_HUNDREDTHS = 100;

/**
 * From a float f in [0, 1) on the 2^-32 grid (as every fair and simulation float is):
 * k = 2^32 - f * 2^32, an integer uniform on 1..2^32; the draw is floor(0.99 * 2^32 * 100 / k)
 * hundredths, at least 1.00x. So for a target of h hundredths (h >= 101),
 * P(draw >= h) = P(k <= 0.99 * 2^32 * 100 / h) = floor(0.99 * 2^32 * 100 / h) / 2^32, which is
 * 0.99 / (h / 100) up to under 2^-32. The 1 % of draws below 1.00x show as 1.00x: the house edge.
 *
 * The division is exact in doubles: the dividend is an integer below 2^53, so a quotient that is not
 * an integer lies at least 1/k from the next one, more than its rounding error, and floor is right.
 * The largest draw (k = 1) is 4,252,017,623.04x.
 */
export function paretoMultiplierOf(float: number): Multiplier {
  const k = TWO_POW_32 - Math.floor(float * TWO_POW_32);
  const hundredths = Math.floor(RTP_TIMES_TWO_POW_32_IN_HUNDREDTHS / k);
  return Math.max(ONE_X_IN_HUNDREDTHS, hundredths) * HUNDREDTHS_TO_MULTIPLIER;
}

/** P(draw >= target) exactly, for a target on whole hundredths from 1.01x: floor(0.99 * 2^32 / t) / 2^32. */
export function paretoReachProbability(target: Multiplier): number {
  const hundredths = target / HUNDREDTHS_TO_MULTIPLIER;
  return Math.floor(RTP_TIMES_TWO_POW_32_IN_HUNDREDTHS / hundredths) / TWO_POW_32;
}
