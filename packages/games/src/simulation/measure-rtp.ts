// Measures a game's return to player by playing many rounds at stake 1. Simulations feed the engines
// `simulationFloats`, not the fair HMAC source (whose uniformity is tested on its own): the same
// engine, fast enough for tens of millions of rounds.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';

export interface RtpMeasurement {
  rounds: number;
  /** Mean payout per unit staked. */
  rtp: number;
  /** Sample standard deviation of one round's return over sqrt(rounds). */
  standardError: number;
}

export function measureRtp(rounds: number, playRound: () => Multiplier): RtpMeasurement {
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const returned = playRound() / MULTIPLIER_SCALE;
    sum += returned;
    sumOfSquares += returned * returned;
  }
  const rtp = sum / rounds;
  const variance = Math.max(0, sumOfSquares / rounds - rtp * rtp);
  return { rounds, rtp, standardError: Math.sqrt(variance / rounds) };
}
