import { getBetRound } from '@lotus/contract/bet-rounds';
import { getProfitLoss, listBetRecord } from '@lotus/contract/bets';
import type { BetStatus, GameType } from '@lotus/contract/values';
import { issueVendorToken } from '@lotus/contract/vendor-wallet';
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

/** The member's betting record, each round's details, profit and loss, and a launch token for a game vendor. */
export function betsApi(client: ApiClient) {
  return {
    record: (filter: BetRecordFilter) => client.call(listBetRecord, { query: filter }),
    /** One round of the record (its `id`) with what happened in it. */
    round: (id: string) => client.call(getBetRound, { params: { id } }),
    profitLoss: (range: { from?: string; to?: string }) => client.call(getProfitLoss, { query: range }),
    vendorToken: (vendor: string) => client.call(issueVendorToken, { body: { vendor } }),
  };
}

export type BetsApi = ReturnType<typeof betsApi>;
