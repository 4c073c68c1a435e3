import { apiClient } from '@lotus/app-shell';
import { winnersApi } from '@lotus/api-client';
import type { LeaderboardPeriod } from '@lotus/contract/winners';

/** The winners list's and the leaderboard's calls, over the site's one API client. */
export const winnersPages = winnersApi(apiClient);

/** Their cache entries (the home page's board keeps its own, `['winners']`). */
export const winnersPagesQueryKeys = {
  list: ['winners-list'] as const,
  listPage: (page: number) => ['winners-list', page] as const,
  leaderboard: (period: LeaderboardPeriod) => ['leaderboard', period] as const,
};

/** Lines per page of the winners list: as many as the home page's board. */
export const winnersListPageSize = 20;
