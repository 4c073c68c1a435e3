import { getLeaderboard, listWinners } from '@lotus/contract/winners';
import type { LeaderboardPeriod } from '@lotus/contract/winners';
import type { ApiClient } from './client.ts';

/**
 * The winners pages (no login needed): every real win above the brand's threshold, newest first and
 * paged, and the leaderboard of the day's or the week's biggest single wins. The home page's board
 * (the latest 20) is `houseGamesApi(...).winners`.
 */
export function winnersApi(client: ApiClient) {
  return {
    list: (page: { page: number; size: number }) => client.call(listWinners, { query: page }),
    leaderboard: (period: LeaderboardPeriod) => client.call(getLeaderboard, { query: { period } }),
  };
}

export type WinnersApi = ReturnType<typeof winnersApi>;
