import type { Winner } from '@lotus/contract/house-games';
import type { Leaderboard, WinnerPage } from '@lotus/contract/winners';
import { withPushedWinner } from '../home/index.ts';

/** How deep the server's winners list goes (the contract's `winnersListDepth`; a web app imports its types only). */
export const winnersListDepth = 1000;

/** How many lines the server's leaderboard holds (the contract's `leaderboardSize`). */
export const leaderboardSize = 20;

/**
 * The first page of the winners list with a pushed win on top, as the home page's board takes it
 * (newest first, the page's size kept, a win it holds already not twice); the same object when the
 * win changes nothing on it.
 */
export function withPushedWinnerOnPage(page: WinnerPage, winner: Winner): WinnerPage {
  const lines = { list: page.content };
  const next = withPushedWinner(lines, winner, page.size);
  if (next === lines || !next.list.includes(winner)) return page;
  return { ...page, content: next.list, total: Math.min(page.total + 1, winnersListDepth) };
}

/**
 * Whether a pushed win may change the leaderboard: it settled in the board's period and the board
 * has room for it or it beats the last line. The page then asks the server again (ranks are the
 * server's to give), and only then.
 */
export function mayEnterLeaderboard(board: Leaderboard, winner: Winner): boolean {
  const time = Date.parse(winner.time);
  if (time < Date.parse(board.from) || time >= Date.parse(board.to)) return false;
  const last = board.list.at(-1);
  return (
    board.list.length < leaderboardSize || last === undefined || BigInt(winner.prize) > BigInt(last.prize)
  );
}

/**
 * How long until the period ends and the board starts again empty: the page asks again then. Never
 * sooner than 5 seconds, so a browser whose clock runs ahead does not ask in a loop.
 */
export function untilPeriodEnds(board: Leaderboard | undefined, now = Date.now()): number | false {
  if (board === undefined) return false;
  return Math.max(5_000, Date.parse(board.to) - now);
}
