// Where the traps of each level lie, from the round's fair floats. The verifier recomputes this, so
// the float use below is part of the published rules.
import type { FloatSource } from '../fair/fair-random.ts';
import { TOWER_DIFFICULTIES, TOWER_LEVELS, assertTowerDifficulty } from './tower-rules.ts';
import type { TowerDifficulty } from './tower-rules.ts';
import { allItemsMask, itemsOfMask, shufflePrefixMask } from './shuffle-prefix.ts';

/**
 * The traps of every level, bottom level first, each level as a bit set of its columns (bit c set =
 * column c hides a trap): one number a level keeps a round small to store and cheap to draw. The whole
 * tower is drawn when the round starts, so it does not depend on how far the player climbs.
 *
 * A level of c columns with s safe tiles and t = c - s traps draws k = min(t, s) columns as the first
 * k of a forward Fisher-Yates shuffle of the columns 0..c-1 (`shufflePrefixMask`: step i swaps
 * position i with position i + floor(float * (c - i))), using the next k floats. If t <= s the drawn
 * columns are the traps, otherwise they are the safe tiles and the other columns are the traps. Every
 * difficulty has one trap or one safe tile per level, so level L (0 = bottom) uses float L alone:
 * the odd column out is floor(float_L * c).
 */
export function drawTowerTrapMasks(difficulty: TowerDifficulty, floats: FloatSource): number[] {
  assertTowerDifficulty(difficulty);
  const { columns, safeTiles } = TOWER_DIFFICULTIES[difficulty];
  const traps = columns - safeTiles;
  const drawnAreTraps = traps <= safeTiles;
  const allColumns = allItemsMask(columns);
  const levels = new Array<number>(TOWER_LEVELS);
  for (let level = 0; level < TOWER_LEVELS; level++) {
    const drawn = shufflePrefixMask(drawnAreTraps ? traps : safeTiles, columns, floats);
    levels[level] = drawnAreTraps ? drawn : allColumns & ~drawn;
  }
  return levels;
}

/** The trap columns of one level, in ascending order, for display and verification. */
export function towerTrapColumns(trapMask: number): number[] {
  return itemsOfMask(trapMask);
}
