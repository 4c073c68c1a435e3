import type { Period } from '../../lib/calendar-days.ts';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';

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
