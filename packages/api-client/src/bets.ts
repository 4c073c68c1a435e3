import type { BetRecordPage, BetStatus, GameType, ProfitLoss, VendorToken } from '@lotus/contract';
import type { ApiClient } from './client.ts';

/** A betting-record filter: days (yyyy-MM-dd, the brand's calendar) both ends included; left out, the last 7. */
export interface BetRecordFilter {
  from?: string;
  to?: string;
  gameType?: GameType;
  status?: BetStatus;
  page: number;
  size: number;
}

/** The member's betting record and profit and loss, and a launch token for a game vendor. */
export function betsApi(client: ApiClient) {
  return {
    record: (filter: BetRecordFilter) =>
      client.get<BetRecordPage>('/wps/relay/bets', { searchParams: { ...filter } }),
    profitLoss: (range: { from?: string; to?: string }) =>
      client.get<ProfitLoss>('/wps/relay/bets/profit-loss', { searchParams: { ...range } }),
    vendorToken: (vendor: string) =>
      client.post<VendorToken>('/wps/relay/vendor-wallet/token', { json: { vendor } }),
  };
}

export type BetsApi = ReturnType<typeof betsApi>;
