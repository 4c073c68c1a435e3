import { randomInt } from 'node:crypto';

/** One outcome of a game: its label, its chance in 10 000 and what it pays per unit staked. */
export interface PaytableLine {
  outcome: string;
  weight: number;
  multiplier: bigint;
}

/** The games drawn from a weighted table; the lottery (`lotto`) draws a number instead (below). */
export type TableGameKind = 'slots' | 'live';
export type SimulatorGameKind = TableGameKind | 'lotto';

/**
 * The simulator's table games pay back 96 % of stakes on average (return to player), stated here
 * and in docs/vendor-simulator.md: Σ weight × multiplier / 10 000 = 0.96 for each table. Outcomes
 * come from node:crypto and never depend on the player.
 */
export const paytables: Record<TableGameKind, PaytableLine[]> = {
  slots: [
    { outcome: 'lotus-lotus-lotus', weight: 24, multiplier: 50n },
    { outcome: 'seven-seven-seven', weight: 150, multiplier: 10n },
    { outcome: 'bell-bell-bell', weight: 400, multiplier: 5n },
    { outcome: 'cherry-cherry', weight: 1200, multiplier: 2n },
    { outcome: 'cherry', weight: 2500, multiplier: 1n },
    { outcome: 'no-win', weight: 5726, multiplier: 0n },
  ],
  live: [
    { outcome: 'player-wins', weight: 4800, multiplier: 2n },
    { outcome: 'banker-wins', weight: 5200, multiplier: 0n },
  ],
};

export const paytableScale = 10_000;

/** The expected return of a table, as a fraction of the stake. */
export function returnToPlayer(kind: TableGameKind): number {
  return (
    paytables[kind].reduce((sum, line) => sum + line.weight * Number(line.multiplier), 0) / paytableScale
  );
}

/** Draws one outcome of `kind` from node:crypto. */
export function drawOutcome(kind: TableGameKind): PaytableLine {
  let ticket = randomInt(0, paytableScale);
  for (const line of paytables[kind]) {
    if (ticket < line.weight) return line;
    ticket -= line.weight;
  }
  throw new Error('paytable weights do not add up to its scale');
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
export function lotteryOutcome(pick: number, draw: number): Omit<PaytableLine, 'weight'> {
  return pick === draw
    ? { outcome: 'hit', multiplier: lotteryHitMultiplier }
    : { outcome: 'miss', multiplier: 0n };
}
