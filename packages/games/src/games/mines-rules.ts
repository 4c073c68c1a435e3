// Mines (shown as Mines Gold): the rules as data. A 5x5 grid of 25 tiles numbered row by row from the
// top left (tile = row * 5 + column); the player chooses how many of them hide a mine.

export const MINES_GRID_SIZE = 5;
export const MINES_TILE_COUNT = MINES_GRID_SIZE * MINES_GRID_SIZE;
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = MINES_TILE_COUNT - 1;

/** Return to player of every strategy that cashes out after a fixed number of safe reveals: the
 *  multiplier is this share of the fair odds (house edge 1 %). As a fraction, so the maths stays exact. */
export const MINES_RTP = { numerator: 99n, denominator: 100n } as const;

export function assertMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MINES_MIN_MINES || mineCount > MINES_MAX_MINES) {
    throw new RangeError(
      `Mines: the mine count must be an integer from ${MINES_MIN_MINES} to ${MINES_MAX_MINES}, got ${mineCount}`,
    );
  }
}

export function assertMinesTile(tile: number): void {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILE_COUNT) {
    throw new RangeError(`Mines: a tile must be an integer from 0 to ${MINES_TILE_COUNT - 1}, got ${tile}`);
  }
}
