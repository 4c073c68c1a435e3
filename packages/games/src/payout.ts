// Money never touches floating point: a payout multiplier is an exact integer and the payout is
// computed in bigint minor units, rounded down (the house never pays a fraction of a minor unit).

/** Multipliers are integers in ten-thousandths of the stake: 10_000 is 1x, 19_801 is 1.9801x, 0 a loss. */
export type Multiplier = number;

export const MULTIPLIER_SCALE = 10_000;

/** stake * multiplier / MULTIPLIER_SCALE in minor units, rounded down. */
export function payoutOf(stake: bigint, multiplier: Multiplier): bigint {
  if (stake < 0n) throw new RangeError(`payoutOf: the stake must not be negative, got ${stake}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) {
    throw new RangeError(`payoutOf: the multiplier must be a non-negative integer, got ${multiplier}`);
  }
  // bigint division truncates toward zero, which is rounding down for these non-negative values.
  return (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);
}
