import { walletApi } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';

/**
 * The wallet calls, over the site's one API client, and their query keys: shared by the wallet
 * pages, the games and cashier pages that show or move the balance, and the live stream that
 * brings the balance (a transfer invalidates `all`: balances, game wallets, records).
 */
export const wallet = walletApi(apiClient);

export const walletQueryKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  consolidated: ['wallet', 'consolidated'] as const,
  vendors: ['wallet', 'vendors'] as const,
  records: (filter: object) => ['wallet', 'records', filter] as const,
  bonuses: (filter: object) => ['wallet', 'bonuses', filter] as const,
};
