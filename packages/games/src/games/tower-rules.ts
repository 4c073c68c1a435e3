// Tower: the rules as data. The player climbs TOWER_LEVELS levels from the bottom, choosing one column
// on each; a level hides its traps in some columns and the rest are safe. The difficulty sets the
// columns and the safe tiles of every level.

export const TOWER_LEVELS = 9;

export const TOWER_DIFFICULTIES = {
  easy: { columns: 4, safeTiles: 3 },
  medium: { columns: 3, safeTiles: 2 },
  hard: { columns: 2, safeTiles: 1 },
  expert: { columns: 3, safeTiles: 1 },
  master: { columns: 4, safeTiles: 1 },
} as const satisfies Record<string, { columns: number; safeTiles: number }>;

export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;

export const TOWER_DIFFICULTY_NAMES = Object.keys(TOWER_DIFFICULTIES) as readonly TowerDifficulty[];

/** Return to player of every strategy that cashes out after a fixed number of levels: the multiplier
 *  is this share of the fair odds (house edge 3 %). */
export const TOWER_RTP = { numerator: 97n, denominator: 100n } as const;

export function assertTowerDifficulty(difficulty: string): asserts difficulty is TowerDifficulty {
  if (!Object.hasOwn(TOWER_DIFFICULTIES, difficulty)) {
    throw new RangeError(
      `Tower: the difficulty must be one of ${TOWER_DIFFICULTY_NAMES.join(', ')}, got ${JSON.stringify(difficulty)}`,
    );
  }
}

export function assertTowerColumn(difficulty: TowerDifficulty, column: number): void {
  const { columns } = TOWER_DIFFICULTIES[difficulty];
  if (!Number.isInteger(column) || column < 0 || column >= columns) {
    throw new RangeError(
      `Tower: on ${difficulty} a column must be an integer from 0 to ${columns - 1}, got ${column}`,
    );
  }
}
