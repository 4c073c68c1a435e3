import { lotteryApi } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import type { LotteryMyBet } from '@lotus/contract/lottery';
import type { LotteryBoard, PrizeLayout } from '@lotus/games';
import { lotteryStations, northLayout, southernLayout } from '@lotus/games';

/** The house lottery's reads that the results, my bets and statistics panels make. */
export const lotteryReads = lotteryApi(apiClient);

/** A house lottery game: the three regions' draws and the fast draws every 1, 3 and 5 minutes. */
export type HouseLotteryGameCode = LotteryMyBet['gameCode'];

export const lotteryResultsQueryKeys = {
  all: ['lottery', 'results'] as const,
  day: (game: HouseLotteryGameCode, date: string, page: number) =>
    ['lottery', 'results', game, date, page] as const,
  recent: (game: HouseLotteryGameCode, draws: number) =>
    ['lottery', 'results', game, 'recent', draws] as const,
  myBets: (filter: object) => ['lottery', 'my-bets', filter] as const,
};

/** A fast game's draws of a day, a page at a time (a 1-minute game draws 1,440 a day). */
export const fastDrawsPageSize = 10;
/** A regional day has at most four stations: one page holds them all. */
export const regionalDayPageSize = 10;
export const myBetsPageSize = 20;

export function isFastGame(game: HouseLotteryGameCode): boolean {
  return game === 'F1' || game === 'F3' || game === 'F5';
}

/** The fast draws are drawn on the north's board. */
export function layoutOfGame(game: HouseLotteryGameCode): PrizeLayout {
  return game === 'central' || game === 'south' ? southernLayout : northLayout;
}

/** A station's name as boards print it (the same in every language); an unknown code stays as is. */
export function stationName(code: string): string {
  return lotteryStations.find((station) => station.code === code)?.name ?? code;
}

/** The wire's board (prize name to numbers) as the games package reads one. */
export function boardOf(board: Record<string, string[]>): LotteryBoard {
  return board;
}

/**
 * The boards of the game's last `draws` final draws, newest first, asked for a page of 50 at a
 * time until there are enough or the game has no more.
 */
export async function recentBoards(game: HouseLotteryGameCode, draws: number) {
  const size = 50;
  const results = [];
  for (let page = 1; results.length < draws; page += 1) {
    const answer = await lotteryReads.results({ game, page, size });
    results.push(...answer.content);
    if (answer.content.length < size || page * size >= answer.total) break;
  }
  return results.slice(0, draws);
}
