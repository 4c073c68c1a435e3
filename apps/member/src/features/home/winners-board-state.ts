import type { Winner, Winners } from '@lotus/contract/house-games';

/** The board's cache entry: the live `winner` event writes into it, a refetch replaces it. */
export const winnersQueryKey = ['winners'] as const;

/** As many lines as the server's board holds: a pushed win pushes the oldest one out. */
export const winnersBoardSize = 20;

/**
 * What makes a line the same win whether it came pushed or fetched: the server sends the live event
 * with the time the board stores for the win (the settling transaction's clock), to the millisecond.
 */
export function winnerKey(winner: Winner): string {
  return [winner.kind, winner.gameCode, winner.player, winner.prize, winner.time].join('|');
}

const text = (value: unknown): value is string => typeof value === 'string';

/** A pushed `winner` event as a board line, or undefined when it is not one (nothing is made up). */
export function readWinnerEvent(data: unknown): Winner | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const event = data as Record<string, unknown>;
  const { player, game, prize, time, kind, gameCode, gameNames } = event;
  if (!text(player) || !text(game) || !text(time) || !text(gameCode)) return undefined;
  if (!text(prize) || !/^\d{1,19}$/.test(prize) || Number.isNaN(Date.parse(time))) return undefined;
  if (kind !== 'win' && kind !== 'jackpot') return undefined;
  const names: Winner['gameNames'] = {};
  if (typeof gameNames === 'object' && gameNames !== null) {
    const { en, vi } = gameNames as Record<string, unknown>;
    if (text(en)) names.en = en;
    if (text(vi)) names.vi = vi;
  }
  return { player, game, prize, time, kind, gameCode, gameNames: names };
}

/**
 * The board with a pushed win on top, newest first, at most `size` lines (the board's 20, or a page
 * of the winners list); unchanged (the same object) when the board holds that win already.
 */
export function withPushedWinner(board: Winners, winner: Winner, size = winnersBoardSize): Winners {
  const key = winnerKey(winner);
  if (board.list.some((line) => winnerKey(line) === key)) return board;
  const list = [winner, ...board.list].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return { list: list.slice(0, size) };
}
