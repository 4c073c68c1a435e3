// Dice: a roll from 0.00 to 100.00; the player bets it lands under or over a target.
import type { FloatSource } from '../fair/fair-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';

/** Rolls are 0.00, 0.01, …, 100.00: 10,001 equally likely values, handled as integer hundredths. */
export const DICE_ROLL_VALUES = 10_001;
export const DICE_MAX_ROLL = DICE_ROLL_VALUES - 1;

/** Win chance bounds as counts of winning rolls: 1 / 10,001 ≈ 0.01 % and 9,801 / 10,001 ≈ 98.00 %. */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_801;

/**
 * Return to player 99 %: the winning multiplier is 0.99 / (winning rolls / 10,001), truncated to
 * ten-thousandths, so the exact return lies in (98.99 %, 99 %] (truncation loses under
 * 0.0001 x win chance).
 */
export const DICE_RTP = { numerator: 99n, denominator: 100n } as const;

/** 0.99 * 10,001 * MULTIPLIER_SCALE: dividing it by the winning rolls gives the multiplier. */
const RTP_TIMES_ROLL_VALUES_IN_MULTIPLIER_UNITS = (99 * DICE_ROLL_VALUES * MULTIPLIER_SCALE) / 100;

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  /** `under` wins when the roll is strictly below the target, `over` when strictly above. */
  direction: DiceDirection;
  /** The target in hundredths: 5000 is 50.00. */
  targetHundredths: number;
}

export interface DiceOutcome {
  /** The roll in hundredths: 4217 is 42.17. */
  rollHundredths: number;
  won: boolean;
  payoutMultiplier: Multiplier;
}

/** How many of the 10,001 rolls win; throws a RangeError for a bad bet. */
export function diceWinningRolls(params: DiceParams): number {
  const { direction, targetHundredths } = params;
  if (direction !== 'under' && direction !== 'over') {
    throw new RangeError(`Dice: the direction must be 'under' or 'over', got ${String(direction)}`);
  }
  if (!Number.isInteger(targetHundredths)) {
    throw new RangeError(`Dice: the target must be a whole number of hundredths, got ${targetHundredths}`);
  }
  const winningRolls = direction === 'under' ? targetHundredths : DICE_MAX_ROLL - targetHundredths;
  if (winningRolls < DICE_MIN_WINNING_ROLLS || winningRolls > DICE_MAX_WINNING_ROLLS) {
    const [lowest, highest] =
      direction === 'under'
        ? [DICE_MIN_WINNING_ROLLS, DICE_MAX_WINNING_ROLLS]
        : [DICE_MAX_ROLL - DICE_MAX_WINNING_ROLLS, DICE_MAX_ROLL - DICE_MIN_WINNING_ROLLS];
    throw new RangeError(
      `Dice: a bet ${direction} needs a target from ${lowest} to ${highest} hundredths ` +
        `(win chance 0.01 % to 98 %), got ${targetHundredths}`,
    );
  }
  return winningRolls;
}

/** The multiplier a winning bet pays: 0.99 * 10,001 / winning rolls, truncated to ten-thousandths. */
export function diceMultiplier(params: DiceParams): Multiplier {
  return Math.floor(RTP_TIMES_ROLL_VALUES_IN_MULTIPLIER_UNITS / diceWinningRolls(params));
}

/** The roll from one float: floor(float * 10,001) hundredths, each of the 10,001 rolls equally likely. */
export function rollDice(floats: FloatSource): number {
  return Math.floor(floats() * DICE_ROLL_VALUES);
}

export function playDice(params: DiceParams, floats: FloatSource): DiceOutcome {
  const multiplier = diceMultiplier(params);
  const rollHundredths = rollDice(floats);
  const won =
    params.direction === 'under'
      ? rollHundredths < params.targetHundredths
      : rollHundredths > params.targetHundredths;
  return { rollHundredths, won, payoutMultiplier: won ? multiplier : 0 };
}
