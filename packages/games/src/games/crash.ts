// Crash (shown as PAPPU): a multiplayer round. The multiplier climbs from 1.00x along a fixed curve
// until the round's crash point, drawn once from the round's seed; a player who cashes out at m before
// the crash wins stake * m, a player still in at the crash loses the stake.
import type { FloatSource } from '../fair/fair-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import { paretoMultiplierOf } from './pareto-multiplier.ts';

/** Cash-out targets from 1.01x to 1,000,000x in steps of 0.01x (ten-thousandths, like every multiplier). */
export const CRASH_MIN_CASH_OUT: Multiplier = 10_100;
export const CRASH_MAX_CASH_OUT: Multiplier = 10_000_000_000;
export const CRASH_CASH_OUT_STEP: Multiplier = 100;

/**
 * Return to player 99 % for every cash-out target: P(crash point >= m) = 0.99 / m (less under
 * 2^-32, as in Limbo, whose distribution this is); about 1 % of rounds crash instantly at 1.00x.
 */
export const CRASH_RTP = { numerator: 99n, denominator: 100n } as const;

/** The curve's growth per millisecond: multiplier(t) = e^(0.00006 t), 2x after about 11.6 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const HUNDREDTHS_TO_MULTIPLIER = MULTIPLIER_SCALE / 100;

export interface CrashParams {
  /** The multiplier the player cashes out at (automatic cash-out, or the reading when they pressed). */
  cashOutMultiplier: Multiplier;
}

export interface CrashSettlement {
  won: boolean;
  payoutMultiplier: Multiplier;
}

export interface CrashOutcome extends CrashSettlement {
  crashPoint: Multiplier;
}

/** The round's crash point from its first float: 1.00x or more, on whole hundredths. */
export function crashPointOf(floats: FloatSource): Multiplier {
  return paretoMultiplierOf(floats());
}

export function assertCrashParams(params: CrashParams): void {
  const { cashOutMultiplier } = params;
  if (
    !Number.isSafeInteger(cashOutMultiplier) ||
    cashOutMultiplier < CRASH_MIN_CASH_OUT ||
    cashOutMultiplier > CRASH_MAX_CASH_OUT ||
    cashOutMultiplier % CRASH_CASH_OUT_STEP !== 0
  ) {
    throw new RangeError(
      `Crash: the cash-out must be 1.01x to 1,000,000x in steps of 0.01x (${CRASH_MIN_CASH_OUT} to ` +
        `${CRASH_MAX_CASH_OUT} ten-thousandths, a multiple of ${CRASH_CASH_OUT_STEP}), got ${cashOutMultiplier}`,
    );
  }
}

/** A cash-out at m wins stake * m when the crash point reached m (crash point >= m), else nothing. */
export function settleCrashCashOut(crashPoint: Multiplier, params: CrashParams): CrashSettlement {
  assertCrashParams(params);
  const won = crashPoint >= params.cashOutMultiplier;
  return { won, payoutMultiplier: won ? params.cashOutMultiplier : 0 };
}

/** One player's round with an automatic cash-out: the crash point, then the settlement. */
export function playCrash(params: CrashParams, floats: FloatSource): CrashOutcome {
  assertCrashParams(params);
  const crashPoint = crashPointOf(floats);
  return { crashPoint, ...settleCrashCashOut(crashPoint, params) };
}

function assertElapsedMs(elapsedMs: number): void {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) {
    throw new RangeError(`Crash: the elapsed time must be a non-negative number of ms, got ${elapsedMs}`);
  }
}

/**
 * The multiplier shown and paid for a cash-out `elapsedMs` after the round started: e^(0.00006 t)
 * rounded down to the hundredth. Only the clock depends on Math.exp (whose last bit may differ between
 * engines); the crash point and the payout of a given multiplier are exact.
 */
export function cashOutMultiplierAt(elapsedMs: number): Multiplier {
  assertElapsedMs(elapsedMs);
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)) * HUNDREDTHS_TO_MULTIPLIER;
}

/** The first whole millisecond at which the curve shows `multiplier` or more (the round of a crash
 *  point m ends then). Checked against cashOutMultiplierAt itself, so the two always agree. */
export function elapsedMsFor(multiplier: Multiplier): number {
  if (!Number.isSafeInteger(multiplier) || multiplier < MULTIPLIER_SCALE) {
    throw new RangeError(
      `Crash: the multiplier must be an integer of at least 1x (10000), got ${multiplier}`,
    );
  }
  let elapsedMs = Math.max(0, Math.ceil(Math.log(multiplier / MULTIPLIER_SCALE) / CRASH_GROWTH_PER_MS));
  while (cashOutMultiplierAt(elapsedMs) < multiplier) elapsedMs += 1;
  while (elapsedMs > 0 && cashOutMultiplierAt(elapsedMs - 1) >= multiplier) elapsedMs -= 1;
  return elapsedMs;
}
