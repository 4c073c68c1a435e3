// Limbo: the player names a target multiplier; one draw decides the round's multiplier, and the bet
// pays the target when the draw reaches it.
import type { FloatSource } from '../fair/fair-random.ts';
import type { Multiplier } from '../payout.ts';
import { paretoMultiplierOf } from './pareto-multiplier.ts';

/** Targets from 1.01x to 1,000,000x in steps of 0.01x (in ten-thousandths, like every multiplier). */
export const LIMBO_MIN_TARGET: Multiplier = 10_100;
export const LIMBO_MAX_TARGET: Multiplier = 10_000_000_000;
export const LIMBO_TARGET_STEP: Multiplier = 100;

/**
 * Return to player 99 % for every target: P(outcome >= t) = 0.99 / t less under 2^-32 (see
 * paretoMultiplierOf), so the exact return is 99 % less under t / 2^32: below 0.00003 percentage
 * points for targets up to 1,000x, below 0.024 points at 1,000,000x.
 */
export const LIMBO_RTP = { numerator: 99n, denominator: 100n } as const;

export interface LimboParams {
  targetMultiplier: Multiplier;
}

export interface LimboOutcome {
  /** The round's multiplier, 1.00x or more, on whole hundredths. */
  outcomeMultiplier: Multiplier;
  won: boolean;
  payoutMultiplier: Multiplier;
}

export function assertLimboParams(params: LimboParams): void {
  const { targetMultiplier } = params;
  if (
    !Number.isSafeInteger(targetMultiplier) ||
    targetMultiplier < LIMBO_MIN_TARGET ||
    targetMultiplier > LIMBO_MAX_TARGET ||
    targetMultiplier % LIMBO_TARGET_STEP !== 0
  ) {
    throw new RangeError(
      `Limbo: the target must be 1.01x to 1,000,000x in steps of 0.01x (${LIMBO_MIN_TARGET} to ` +
        `${LIMBO_MAX_TARGET} ten-thousandths, a multiple of ${LIMBO_TARGET_STEP}), got ${targetMultiplier}`,
    );
  }
}

/** One float: the outcome reaches the target with probability 0.99 / target. */
export function playLimbo(params: LimboParams, floats: FloatSource): LimboOutcome {
  assertLimboParams(params);
  const outcomeMultiplier = paretoMultiplierOf(floats());
  const won = outcomeMultiplier >= params.targetMultiplier;
  return { outcomeMultiplier, won, payoutMultiplier: won ? params.targetMultiplier : 0 };
}
