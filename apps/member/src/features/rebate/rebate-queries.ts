import { apiClient } from '@lotus/app-shell';
import type { MyRebate, Rebate, RebatePage } from '@lotus/contract/rebate';
import { claimRebate, getMyRebate, listMyRebates } from '@lotus/contract/rebate';

/** The rebate calls (docs/vip-and-rebate.md), over the site's one API client. */
export const rebateApi = {
  mine: (): Promise<MyRebate> => apiClient.call(getMyRebate),
  history: (query: { page: number; size: number }): Promise<RebatePage> =>
    apiClient.call(listMyRebates, { query }),
  claim: (id: string): Promise<Rebate> => apiClient.call(claimRebate, { params: { id } }),
};

/** A claim invalidates `all`: what waits to be claimed and the history. */
export const rebateQueryKeys = {
  all: ['rebate'] as const,
  mine: ['rebate', 'mine'] as const,
  history: (filter: object) => ['rebate', 'history', filter] as const,
};

export const historyPageSize = 20;
