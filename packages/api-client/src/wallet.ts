import type { WalletBalance } from '@lotus/contract/wallet';
import type {
  ConsolidatedFunds,
  MerchantWallet,
  VendorWallets,
  WalletBonus,
  WalletRecord,
  WalletTransfer,
  WalletTransferRequest,
} from '@lotus/contract/wallet-records';
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

/** The member's wallet: balances, records, bonus details, the merchant-wallet mode and vendor transfers. */
export function walletApi(client: ApiClient) {
  return {
    balance: () => client.get<WalletBalance>('/wps/v2/wallets/balance'),
    consolidated: () => client.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated'),
    records: (filter: WalletRecordFilter) =>
      client.get<WalletPage<WalletRecord>>('/wps/relay/wallet/records', { searchParams: { ...filter } }),
    bonuses: (filter: WalletBonusFilter) =>
      client.get<WalletPage<WalletBonus>>('/wps/relay/wallet/bonuses', { searchParams: { ...filter } }),
    merchant: () => client.get<MerchantWallet>('/wps/relay/wallet/merchant'),
    vendorWallets: () => client.get<VendorWallets>('/wps/relay/wallet/vendors'),
    transfer: (request: WalletTransferRequest) =>
      client.post<WalletTransfer>('/wps/relay/wallet/transfer', { json: request }),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;
