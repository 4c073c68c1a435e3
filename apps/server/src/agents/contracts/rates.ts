/**
 * Rates are whole parts per million (ppm): 1 000 000 is 100 %, 15 000 is 1.5 %, 1 is 0.0001 %.
 * Money is bigint minor units (VND has no minor unit below the đồng, so a minor unit is 1 ₫).
 * A rate times an amount is kept in "ppm units" (minor units × 1 000 000) until the one floor.
 */
export const RATE_SCALE = 1_000_000n;

/** The largest rate a contract may give: 100 %. */
export const MAX_RATE_PPM = 1_000_000;

export function isRatePpm(rate: number): boolean {
  return Number.isInteger(rate) && rate >= 0 && rate <= MAX_RATE_PPM;
}

/** rate × amount, exact, in ppm units (not yet floored). */
export function scaled(ratePpm: number, amount: bigint): bigint {
  return BigInt(ratePpm) * amount;
}

/** Ppm units to whole minor units, floored (toward minus infinity), never below zero. */
export function floorToMinorUnits(ppmUnits: bigint): bigint {
  if (ppmUnits <= 0n) return 0n;
  return ppmUnits / RATE_SCALE;
}
