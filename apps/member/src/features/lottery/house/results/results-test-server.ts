import type { FinalLotteryResultPage, LotteryMyBet } from '@lotus/contract/lottery';
import type { LotteryBoard } from '@lotus/games';
import { fastDrawBoard, fastDrawSeedHash } from '@lotus/games';
import { pageOf, serveFakeApi } from '../../../../test/fake-api.ts';

export type FinalResult = FinalLotteryResultPage['content'][number];

/** A final regional result of a station on a day, as the server answers it. */
export function stationResult(
  gameCode: 'north' | 'central' | 'south',
  station: string,
  day: string,
  board: LotteryBoard,
): FinalResult {
  const compact = day.replaceAll('-', '');
  return {
    drawId: `R-${station}-${compact}`,
    gameCode,
    station,
    drawDate: day,
    drawsAt: `${day}T11:15:00.000Z`,
    board: board as Record<string, string[]>,
    seedHash: null,
    serverSeed: null,
    finalAt: `${day}T11:40:00.000Z`,
  };
}

/** A fast draw as the house drew it: its board from the seed, the seed's hash published. */
export function fastResult(day: string, time: string, serverSeed: string): FinalResult {
  const drawId = `F1-${day.replaceAll('-', '')}-${time.replace(':', '')}`;
  // The draw time in UTC (Vietnam is UTC+7); the tests' days are well clear of midnight.
  const [hour, minute] = time.split(':').map(Number);
  const drawsAt = `${day}T${String((hour ?? 0) - 7).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
  return {
    drawId,
    gameCode: 'F1',
    station: null,
    drawDate: day,
    drawsAt,
    board: fastDrawBoard(serverSeed, drawId) as Record<string, string[]>,
    seedHash: fastDrawSeedHash(serverSeed),
    serverSeed,
    finalAt: drawsAt,
  };
}

export interface ResultsServer {
  /** The query strings the results and my bets calls were asked with, in order. */
  resultQueries: URLSearchParams[];
  betQueries: URLSearchParams[];
}

/**
 * The server behind the panels: the final results (filtered by game and date, newest first as
 * given, paged), failing while `failResults` says so; and the member's bets (filtered by status).
 */
export function serveLotteryResults(
  options: { results?: FinalResult[]; bets?: LotteryMyBet[]; failResults?: () => boolean } = {},
): ResultsServer {
  const server: ResultsServer = { resultQueries: [], betQueries: [] };
  serveFakeApi((request) => {
    const query = request.url.searchParams;
    if (request.url.pathname === '/lotto/lgw/games/opened/numero') {
      server.resultQueries.push(query);
      if (options.failResults?.()) return { error: 'error_system', status: 500 };
      const found = (options.results ?? []).filter(
        (result) =>
          (!query.get('game') || result.gameCode === query.get('game')) &&
          (!query.get('date') || result.drawDate === query.get('date')),
      );
      return { value: pageOf(found, query) };
    }
    if (request.url.pathname === '/lotto/lgw/bets') {
      server.betQueries.push(query);
      const found = (options.bets ?? []).filter(
        (bet) =>
          (!query.get('game') || bet.gameCode === query.get('game')) &&
          (!query.get('status') || bet.status === query.get('status')),
      );
      return { value: pageOf(found, query) };
    }
    return undefined;
  });
  return server;
}
