import { getWalletBalance, topUpPlayMoney } from '@lotus/contract/wallet';
import type { PlayMoneyTopUpRequest } from '@lotus/contract/wallet';
import {
  collectVendorWallets,
  getConsolidatedFunds,
  getMerchantWallet,
  listVendorWallets,
  listWalletBonuses,
  listWalletRecords,
  transferBetweenWallets,
} from '@lotus/contract/wallet-records';
import type { CollectVendorWalletsRequest, WalletTransferRequest } from '@lotus/contract/wallet-records';
import type { ApiClient } from './client.ts';

export interface WalletPage<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
}

/** A record filter: type (journal kind), from and to (yyyy-MM-dd in the brand's time zone, or ISO instants). */
export interface WalletRecordFilter {
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

export interface WalletBonusFilter {
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/** The member's wallet: balances, records, bonus details, the merchant-wallet mode, vendor transfers and their way back. */
export function walletApi(client: ApiClient) {
  return {
    balance: () => client.call(getWalletBalance),
    /** A free-play guest's play money back up to the starting amount (idempotent by key). */
    topUpPlayMoney: (request: PlayMoneyTopUpRequest) => client.call(topUpPlayMoney, { body: request }),
    consolidated: () => client.call(getConsolidatedFunds),
    records: (filter: WalletRecordFilter) => client.call(listWalletRecords, { query: filter }),
    bonuses: (filter: WalletBonusFilter) => client.call(listWalletBonuses, { query: filter }),
    merchant: () => client.call(getMerchantWallet),
    vendorWallets: () => client.call(listVendorWallets),
    transfer: (request: WalletTransferRequest) => client.call(transferBetweenWallets, { body: request }),
    /** Every vendor wallet's money back to the main wallet (idempotent by key). */
    collectVendorWallets: (request: CollectVendorWalletsRequest) =>
      client.call(collectVendorWallets, { body: request }),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;
