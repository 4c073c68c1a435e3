// The Tower pay table: after L safe levels the fair odds are (columns / safe tiles)^L (each level is
// survived with chance safe / columns); the multiplier is TOWER_RTP of that, in ten-thousandths,
// rounded down, computed in bigint so no float rounding can shift a digit.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import {
  TOWER_DIFFICULTIES,
  TOWER_DIFFICULTY_NAMES,
  TOWER_LEVELS,
  TOWER_RTP,
  assertTowerDifficulty,
} from './tower-rules.ts';
import type { TowerDifficulty } from './tower-rules.ts';

function exactTowerMultiplier(difficulty: TowerDifficulty, levelsCleared: number): Multiplier {
  const { columns, safeTiles } = TOWER_DIFFICULTIES[difficulty];
  const numerator = TOWER_RTP.numerator * BigInt(MULTIPLIER_SCALE) * BigInt(columns) ** BigInt(levelsCleared);
  const denominator = TOWER_RTP.denominator * BigInt(safeTiles) ** BigInt(levelsCleared);
  return Number(numerator / denominator);
}

/** The pay table of each difficulty by levels cleared, built once: a round looks it up on every climb. */
const MULTIPLIERS = new Map<TowerDifficulty, readonly Multiplier[]>(
  TOWER_DIFFICULTY_NAMES.map((difficulty) => [
    difficulty,
    Array.from({ length: TOWER_LEVELS + 1 }, (_, levels) => exactTowerMultiplier(difficulty, levels)),
  ]),
);

/** The multiplier (ten-thousandths) paid on cashing out after `levelsCleared` safe levels. */
export function towerMultiplier(difficulty: TowerDifficulty, levelsCleared: number): Multiplier {
  assertTowerDifficulty(difficulty);
  if (!Number.isInteger(levelsCleared) || levelsCleared < 0 || levelsCleared > TOWER_LEVELS) {
    throw new RangeError(
      `Tower: the levels cleared must be an integer from 0 to ${TOWER_LEVELS}, got ${levelsCleared}`,
    );
  }
  return MULTIPLIERS.get(difficulty)![levelsCleared]!;
}
