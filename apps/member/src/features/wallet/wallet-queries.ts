import { apiClient } from '@lotus/app-shell';
import { walletApi } from '@lotus/api-client';

/** The wallet calls, over the site's one API client. */
export const wallet = walletApi(apiClient);

/** Query keys of the wallet: a transfer invalidates `all` (balances, game wallets, records). */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  consolidated: ['wallet', 'consolidated'] as const,
  vendors: ['wallet', 'vendors'] as const,
  records: (filter: object) => ['wallet', 'records', filter] as const,
  bonuses: (filter: object) => ['wallet', 'bonuses', filter] as const,
};

export const recordPageSize = 20;
