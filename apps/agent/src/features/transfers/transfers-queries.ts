import { isApiError } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import { listAgentTransfers, transferAsAgent } from '@lotus/contract/agent-transfers';
import type { AgentTransferRequest } from '@lotus/contract/agent-transfers';
import { getTeam } from '@lotus/contract/agents';
import { getWalletBalance } from '@lotus/contract/wallet';

/** Transfers a page of the history shows; every page carries the limits and the upline too. */
export const historyPageSize = 10;
/** Members a search of the recipient picker offers at once. */
export const recipientChoices = 8;

/** Query keys: a transfer made invalidates `all` (history, limits, what was sent today) and the balance. */
export const transferQueryKeys = {
  all: ['agent', 'transfers'] as const,
  page: (page: number) => ['agent', 'transfers', page] as const,
  recipients: (search: string) => ['agent', 'transfers', 'recipients', search] as const,
  balance: ['agent', 'balance'] as const,
};

/** One page of the agent's transfers, sent and received, with its limits. */
export function fetchTransfers(page: number, signal?: AbortSignal) {
  return apiClient.call(listAgentTransfers, { query: { page, size: historyPageSize } }, { signal });
}

/** Members of the agent's team whose username starts with `search`. */
export function searchTeam(search: string, signal?: AbortSignal) {
  return apiClient.call(getTeam, { query: { search, page: 1, size: recipientChoices } }, { signal });
}

/** The agent's main balance, which a transfer comes out of. */
export function fetchBalance(signal?: AbortSignal) {
  return apiClient.call(getWalletBalance, {}, { signal });
}

/** Sends a transfer; the body travels encrypted (the call's declaration says so). */
export function sendTransfer(request: AgentTransferRequest) {
  return apiClient.call(transferAsAgent, { body: request });
}

/**
 * A call the server never answered (the network, a time-out): the transfer may have been made, so
 * the same request goes again with the same key, and the server makes it at most once.
 */
export function isUnanswered(failure: unknown): boolean {
  return isApiError(failure) && failure.status === 0;
}
