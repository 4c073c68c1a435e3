// A round of Mines as a state machine over immutable values: start (the mines are drawn), reveal
// tiles one at a time until a mine ends the round or the player cashes out. The server stores the
// round between requests; the same functions replay it in the verifier.
import type { FloatSource } from '../fair/fair-random.ts';
import { payoutOf } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import { appended } from './appended.ts';
import { drawMineTiles } from './mines-layout.ts';
import { minesMultiplier } from './mines-multiplier.ts';
import { MINES_TILE_COUNT, assertMinesTile } from './mines-rules.ts';

export type MinesStatus = 'playing' | 'lost' | 'cashed_out';

export interface MinesRound {
  readonly mineCount: number;
  /** The mines in ascending order (see drawMineTiles); the server shows them once the round is over. */
  readonly mineTiles: readonly number[];
  /** The safe tiles revealed so far, in the order revealed. */
  readonly safeTiles: readonly number[];
  /** The mine that ended the round, or null. */
  readonly mineHit: number | null;
  readonly status: MinesStatus;
}

export function startMinesRound(mineCount: number, floats: FloatSource): MinesRound {
  return {
    mineCount,
    mineTiles: drawMineTiles(mineCount, floats),
    safeTiles: [],
    mineHit: null,
    status: 'playing',
  };
}

/** The round after a move. Built field by field rather than by spreading `round`: several times faster,
 *  which counts over the tens of millions of rounds of the return-to-player simulation. */
function afterMove(
  round: MinesRound,
  safeTiles: readonly number[],
  mineHit: number | null,
  status: MinesStatus,
): MinesRound {
  return { mineCount: round.mineCount, mineTiles: round.mineTiles, safeTiles, mineHit, status };
}

function assertPlaying(round: MinesRound, action: string): void {
  if (round.status !== 'playing') {
    throw new RangeError(`Mines: cannot ${action}, the round is ${round.status}`);
  }
}

/** Reveals one tile: a mine loses the round; revealing the last safe tile cashes out, as nothing is left. */
export function revealMinesTile(round: MinesRound, tile: number): MinesRound {
  assertPlaying(round, 'reveal a tile');
  assertMinesTile(tile);
  if (round.safeTiles.includes(tile)) throw new RangeError(`Mines: tile ${tile} is already revealed`);
  if (round.mineTiles.includes(tile)) return afterMove(round, round.safeTiles, tile, 'lost');
  const safeTiles = appended(round.safeTiles, tile);
  const allSafeRevealed = safeTiles.length === MINES_TILE_COUNT - round.mineCount;
  return afterMove(round, safeTiles, null, allSafeRevealed ? 'cashed_out' : 'playing');
}

/** Ends the round paying the current multiplier; a round needs at least one safe reveal to cash out. */
export function cashOutMines(round: MinesRound): MinesRound {
  assertPlaying(round, 'cash out');
  if (round.safeTiles.length === 0) {
    throw new RangeError('Mines: cannot cash out before a safe tile is revealed');
  }
  return afterMove(round, round.safeTiles, null, 'cashed_out');
}

/** What the round pays now (playing: on cashing out now; lost: nothing), in ten-thousandths. */
export function minesRoundMultiplier(round: MinesRound): Multiplier {
  if (round.status === 'lost' || round.safeTiles.length === 0) return 0;
  return minesMultiplier(round.mineCount, round.safeTiles.length);
}

/** The payout of a finished round in minor units: stake * multiplier / 10,000 rounded down, or 0 if lost. */
export function minesRoundPayout(round: MinesRound, stake: bigint): bigint {
  if (round.status === 'playing') throw new RangeError('Mines: a round still in play has no payout yet');
  return payoutOf(stake, minesRoundMultiplier(round));
}
