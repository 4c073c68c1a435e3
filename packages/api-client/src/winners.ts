import type { Leaderboard, LeaderboardPeriod, WinnerPage } from '@lotus/contract/winners';
import type { ApiClient } from './client.ts';

/**
 * The winners pages (no login needed): every real win above the brand's threshold, newest first and
 * paged, and the leaderboard of the day's or the week's biggest single wins. The home page's board
 * (the latest 20) is `houseGamesApi(...).winners`.
 */
export function winnersApi(client: ApiClient) {
  return {
    list: (page: { page: number; size: number }) =>
      client.get<WinnerPage>('/wps/relay/winners/list', { searchParams: { ...page } }),
    leaderboard: (period: LeaderboardPeriod) =>
      client.get<Leaderboard>('/wps/relay/winners/leaderboard', { searchParams: { period } }),
  };
}

export type WinnersApi = ReturnType<typeof winnersApi>;
