import { apiClient } from '@lotus/app-shell';
import { walletApi } from '@lotus/api-client';
import type { Period } from '../../lib/calendar-days.ts';

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

/** What a wallet history asks for: a kind of entry ('' for every kind), the period, the page. */
export interface HistoryFilter {
  kind: string;
  period: Period;
  page: number;
}

/** A page of the account record: the movements of one type, or of all. */
export function recordsQuery({ kind, period, page }: HistoryFilter) {
  const filter = { ...(kind ? { type: kind } : {}), ...period, page, size: recordPageSize };
  return { queryKey: walletQueryKeys.records(filter), queryFn: () => wallet.records(filter) };
}

/** A page of the bonus details: the bonuses of one kind, or of all. */
export function bonusesQuery({ kind, period, page }: HistoryFilter) {
  const filter = { ...(kind ? { kind } : {}), ...period, page, size: recordPageSize };
  return { queryKey: walletQueryKeys.bonuses(filter), queryFn: () => wallet.bonuses(filter) };
}
