import { isApiError } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import type { TeamBetsQuery, TeamProfitLossQuery, TeamTransactionsQuery } from '@lotus/contract/agents';
import { getTeam, getTeamBets, getTeamProfitLoss, getTeamTransactions } from '@lotus/contract/agents';

export const reportQueryKey = (report: string, query: object) => ['agent', 'reports', report, query] as const;

export function fetchTeamBets(query: TeamBetsQuery, signal?: AbortSignal) {
  return apiClient.call(getTeamBets, { query }, { signal });
}

export function fetchTeamTransactions(query: TeamTransactionsQuery, signal?: AbortSignal) {
  return apiClient.call(getTeamTransactions, { query }, { signal });
}

export function fetchProfitLoss(query: TeamProfitLossQuery, signal?: AbortSignal) {
  return apiClient.call(getTeamProfitLoss, { query }, { signal });
}

/** Members of the team whose username starts with `search` (the team search), a few at most. */
export function findMembers(search: string) {
  return apiClient.call(getTeam, { query: { search, page: 1, size: 8 } });
}

/** The server's answer for a member outside the agent's team. */
export function isOutsideTeam(error: unknown): boolean {
  return isApiError(error) && error.code === 'error_not_found';
}
