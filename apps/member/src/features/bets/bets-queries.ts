import { apiClient } from '@lotus/app-shell';
import { betsApi } from '@lotus/api-client';

/** The betting calls, over the site's one API client. */
export const bets = betsApi(apiClient);

export const betsQueryKeys = {
  all: ['bets'] as const,
  record: (filter: object) => ['bets', 'record', filter] as const,
  round: (id: string) => ['bets', 'round', id] as const,
  profitLoss: (range: object) => ['bets', 'profit-loss', range] as const,
};

export const betRecordPageSize = 20;
