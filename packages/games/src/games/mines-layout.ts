// Where the mines lie, from the round's fair floats. The verifier recomputes this, so the float use
// below is part of the published rules: change it and every past round stops verifying.
import type { FloatSource } from '../fair/fair-random.ts';
import { MINES_TILE_COUNT, assertMineCount } from './mines-rules.ts';
import { allItemsMask, itemsOfMask, shufflePrefixMask } from './shuffle-prefix.ts';

/**
 * The mine tiles of a round, in ascending order, from its first min(m, 25 - m) floats (m mines).
 *
 * Draw k = min(m, 25 - m) tiles as the first k tiles of a forward Fisher-Yates shuffle of the tiles
 * 0..24 (`shufflePrefixMask`: step i swaps position i with position i + floor(float_i * (25 - i))).
 * With 12 mines or fewer the drawn tiles are the mines; with 13 or more they are the safe tiles and
 * every other tile is a mine. Drawing the smaller side is the same uniform choice of m tiles out of
 * 25, with as few floats as possible (one for 24 mines, not 24).
 */
export function drawMineTiles(mineCount: number, floats: FloatSource): number[] {
  assertMineCount(mineCount);
  const safeCount = MINES_TILE_COUNT - mineCount;
  const drawnAreMines = mineCount <= safeCount;
  const drawn = shufflePrefixMask(drawnAreMines ? mineCount : safeCount, MINES_TILE_COUNT, floats);
  return itemsOfMask(drawnAreMines ? drawn : allItemsMask(MINES_TILE_COUNT) & ~drawn);
}
