// The Mines pay table: after k safe reveals with m mines the fair odds are C(25, k) / C(25 - m, k)
// (the chance of k safe tiles in a row is C(25 - m, k) / C(25, k)); the multiplier is MINES_RTP of
// that, in ten-thousandths, rounded down. Computed in bigint: the odds reach 5.2 million to one and a
// float would put the last digit of the multiplier in doubt.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import { binomial } from './binomial.ts';
import {
  MINES_MAX_MINES,
  MINES_MIN_MINES,
  MINES_RTP,
  MINES_TILE_COUNT,
  assertMineCount,
} from './mines-rules.ts';

function exactMinesMultiplier(mineCount: number, safeReveals: number): Multiplier {
  const numerator = MINES_RTP.numerator * BigInt(MULTIPLIER_SCALE) * binomial(MINES_TILE_COUNT, safeReveals);
  const denominator = MINES_RTP.denominator * binomial(MINES_TILE_COUNT - mineCount, safeReveals);
  return Number(numerator / denominator);
}

/** MULTIPLIERS[mineCount][safeReveals], built once: a round looks its multiplier up on every reveal. */
const MULTIPLIERS: readonly (readonly Multiplier[])[] = Array.from(
  { length: MINES_MAX_MINES + 1 },
  (_, mineCount) =>
    mineCount < MINES_MIN_MINES
      ? []
      : Array.from({ length: MINES_TILE_COUNT - mineCount + 1 }, (_, safeReveals) =>
          exactMinesMultiplier(mineCount, safeReveals),
        ),
);

/** The multiplier (ten-thousandths) paid on cashing out after `safeReveals` safe tiles with
 *  `mineCount` mines. */
export function minesMultiplier(mineCount: number, safeReveals: number): Multiplier {
  assertMineCount(mineCount);
  const safeTiles = MINES_TILE_COUNT - mineCount;
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > safeTiles) {
    throw new RangeError(
      `Mines: with ${mineCount} mines the safe reveals must be an integer from 0 to ${safeTiles}, got ${safeReveals}`,
    );
  }
  return MULTIPLIERS[mineCount]![safeReveals]!;
}
