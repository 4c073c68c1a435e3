import { randomInt } from 'node:crypto';

/** One outcome of the lottery and what it pays per unit staked. */
export interface PaytableLine {
  outcome: string;
  multiplier: bigint;
}

/**
 * The simulator's lottery, as a player knows it: the player picks a two-digit number 00–99, one
 * number 00–99 is drawn (uniform, node:crypto), and a hit pays 95 × the stake. One chance in 100
 * of 95 × the stake: the return to player is 95 %, stated on the page and in the docs.
 */
export const lotteryNumbers = 100;
export const lotteryHitMultiplier = 95n;

export function lotteryReturnToPlayer(): number {
  return Number(lotteryHitMultiplier) / lotteryNumbers;
}

/** One number 00–99 from node:crypto: the draw, and the vendor's quick pick for a player who asks for one. */
export function drawLotteryNumber(): number {
  return randomInt(0, lotteryNumbers);
}

/** A number as the lottery shows it: two digits (7 → "07"). */
export function lotteryNumberText(value: number): string {
  return value.toString().padStart(2, '0');
}

/** What a pick wins against a draw: the hit's multiplier, or nothing. */
export function lotteryOutcome(pick: number, draw: number): PaytableLine {
  return pick === draw
    ? { outcome: 'hit', multiplier: lotteryHitMultiplier }
    : { outcome: 'miss', multiplier: 0n };
}
