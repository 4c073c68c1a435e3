import { apiClient } from '@lotus/app-shell';
import { withdrawalsApi } from '@lotus/api-client';

/** The withdrawal and bank-account calls, over the site's one API client. */
export const withdrawals = withdrawalsApi(apiClient);

/** Query keys: a new withdrawal or a confirmation invalidates `all` (overview, lists, details). */
export const withdrawQueryKeys = {
  all: ['withdrawals'] as const,
  overview: ['withdrawals', 'overview'] as const,
  list: (size: number) => ['withdrawals', 'list', size] as const,
  one: (id: string) => ['withdrawals', 'one', id] as const,
  banks: ['bank-accounts', 'banks'] as const,
  accounts: ['bank-accounts', 'list'] as const,
};

/** While a withdrawal waits for the operator or for the member's answer, lists ask again this often. */
export const waitingRefreshMs = 15_000;
