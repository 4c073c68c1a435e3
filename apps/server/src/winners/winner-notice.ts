import type { Winner } from '@lotus/contract/house-games';
import { winnersThresholdWithin } from '../house/index.ts';
import type { Queryable } from '../platform/database/pool.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';
import { selectWinnerFacts } from './tables.ts';
import { winnerEntry } from './winner-entry.ts';

/**
 * Sends the live `winner` event of a win that makes the board: the same line `GET /wps/relay/winners`
 * will serve for it (masked player, the game's code and catalog names, the prize, the settle time),
 * so a page can put it on top and recognise it again when it refetches the board. Runs in the
 * transaction that pays the win: PostgreSQL delivers the notice only if it commits.
 */
export async function notifyWinner(
  db: Queryable,
  win: {
    brandId: number;
    memberId: bigint;
    /** The round's vendor: with the game code, it finds the game in the catalog. */
    vendorId: number;
    kind: Winner['kind'];
    gameCode: string;
    prize: bigint;
    /** The line's time when the round settled before this transaction (a later credit of a vendor round). */
    settledAt?: Date;
  },
): Promise<void> {
  const facts = await selectWinnerFacts(db, win);
  await notifyLiveEvent(db, {
    topic: 'winner',
    brandId: win.brandId,
    data: winnerEntry({
      ...facts,
      time: win.settledAt ?? facts.time,
      kind: win.kind,
      gameCode: win.gameCode,
      prize: win.prize,
    }),
  });
}

/**
 * A vendor round may be paid by several credits; the board shows its total. The round is announced
 * once, by the credit that brings its total to the threshold (later credits change the line, which
 * pages pick up when they refetch the board).
 */
export async function announceVendorWin(
  db: Queryable,
  round: {
    brandId: number;
    memberId: bigint;
    vendorId: number;
    gameCode: string;
    paidBefore: bigint;
    paidNow: bigint;
    settledAt: Date | null;
  },
): Promise<void> {
  if (round.paidNow <= 0n) return;
  const threshold = await winnersThresholdWithin(db, round.brandId);
  const total = round.paidBefore + round.paidNow;
  if (round.paidBefore >= threshold || total < threshold) return;
  await notifyWinner(db, {
    brandId: round.brandId,
    memberId: round.memberId,
    vendorId: round.vendorId,
    kind: 'win',
    gameCode: round.gameCode,
    prize: total,
    ...(round.settledAt === null ? {} : { settledAt: round.settledAt }),
  });
}
