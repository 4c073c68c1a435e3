import { randomInt } from 'node:crypto';

/** One outcome of a game: its label, its chance in 10 000 and what it pays per unit staked. */
export interface PaytableLine {
  outcome: string;
  weight: number;
  multiplier: bigint;
}

export type SimulatorGameKind = 'slots' | 'live';

/**
 * The simulator's games pay back 96 % of stakes on average (return to player), stated here and in
 * docs/vendor-simulator.md: Σ weight × multiplier / 10 000 = 0.96 for each table. Outcomes come
 * from node:crypto and never depend on the player.
 */
export const paytables: Record<SimulatorGameKind, PaytableLine[]> = {
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
export function returnToPlayer(kind: SimulatorGameKind): number {
  return (
    paytables[kind].reduce((sum, line) => sum + line.weight * Number(line.multiplier), 0) / paytableScale
  );
}

/** Draws one outcome of `kind` from node:crypto. */
export function drawOutcome(kind: SimulatorGameKind): PaytableLine {
  let ticket = randomInt(0, paytableScale);
  for (const line of paytables[kind]) {
    if (ticket < line.weight) return line;
    ticket -= line.weight;
  }
  throw new Error('paytable weights do not add up to its scale');
}
