// A round of Tower as a state machine over immutable values: start (the whole tower is drawn), then
// climb one level at a time by choosing a column, until a trap ends the round, the player cashes out,
// or the top is reached (which cashes out, as nothing is left to climb).
import type { FloatSource } from '../fair/fair-random.ts';
import { payoutOf } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import { appended } from './appended.ts';
import { drawTowerTrapMasks } from './tower-layout.ts';
import { towerMultiplier } from './tower-multiplier.ts';
import { TOWER_LEVELS, assertTowerColumn } from './tower-rules.ts';
import type { TowerDifficulty } from './tower-rules.ts';

export type TowerStatus = 'playing' | 'lost' | 'cashed_out';

export interface TowerRound {
  readonly difficulty: TowerDifficulty;
  /** The traps of every level, bottom first, as bit sets of columns (see drawTowerTrapMasks and
   *  towerTrapColumns); shown once the round is over. */
  readonly trapMasks: readonly number[];
  /** The safe column chosen on each level cleared, bottom first. */
  readonly safeColumns: readonly number[];
  /** The trap column that ended the round (on level safeColumns.length), or null. */
  readonly trapHit: number | null;
  readonly status: TowerStatus;
}

export function startTowerRound(difficulty: TowerDifficulty, floats: FloatSource): TowerRound {
  const trapMasks = drawTowerTrapMasks(difficulty, floats);
  return { difficulty, trapMasks, safeColumns: [], trapHit: null, status: 'playing' };
}

/** The round after a move. Built field by field rather than by spreading `round`: several times faster,
 *  which counts over the tens of millions of rounds of the return-to-player simulation. */
function afterMove(
  round: TowerRound,
  safeColumns: readonly number[],
  trapHit: number | null,
  status: TowerStatus,
): TowerRound {
  return { difficulty: round.difficulty, trapMasks: round.trapMasks, safeColumns, trapHit, status };
}

function assertPlaying(round: TowerRound, action: string): void {
  if (round.status !== 'playing') {
    throw new RangeError(`Tower: cannot ${action}, the round is ${round.status}`);
  }
}

/** Chooses a column on the next level: a trap loses the round, a safe tile climbs one level. */
export function climbTower(round: TowerRound, column: number): TowerRound {
  assertPlaying(round, 'climb');
  assertTowerColumn(round.difficulty, column);
  const level = round.safeColumns.length;
  const isTrap = (round.trapMasks[level]! >>> column) & 1;
  if (isTrap) return afterMove(round, round.safeColumns, column, 'lost');
  const safeColumns = appended(round.safeColumns, column);
  return afterMove(round, safeColumns, null, safeColumns.length === TOWER_LEVELS ? 'cashed_out' : 'playing');
}

/** Ends the round paying the current multiplier; a round needs at least one level cleared to cash out. */
export function cashOutTower(round: TowerRound): TowerRound {
  assertPlaying(round, 'cash out');
  if (round.safeColumns.length === 0) {
    throw new RangeError('Tower: cannot cash out before a level is cleared');
  }
  return afterMove(round, round.safeColumns, null, 'cashed_out');
}

/** What the round pays now (playing: on cashing out now; lost: nothing), in ten-thousandths. */
export function towerRoundMultiplier(round: TowerRound): Multiplier {
  if (round.status === 'lost' || round.safeColumns.length === 0) return 0;
  return towerMultiplier(round.difficulty, round.safeColumns.length);
}

/** The payout of a finished round in minor units: stake * multiplier / 10,000 rounded down, or 0 if lost. */
export function towerRoundPayout(round: TowerRound, stake: bigint): bigint {
  if (round.status === 'playing') throw new RangeError('Tower: a round still in play has no payout yet');
  return payoutOf(stake, towerRoundMultiplier(round));
}
