import { apiClient } from '@lotus/app-shell';
import { listAgentIncome } from '@lotus/contract/agent-contracts';

export const incomePageSize = 20;
export const incomeQueryKey = (page: number) => ['agent', 'income', page] as const;

/** One page of the agent's payouts, newest first. */
export function fetchIncome(page: number, signal?: AbortSignal) {
  return apiClient.call(listAgentIncome, { query: { page, size: incomePageSize } }, { signal });
}

/** The page in the address: a whole number from 1, else the first. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
