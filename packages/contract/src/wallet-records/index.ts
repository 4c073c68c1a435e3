import { defineCall } from '../call.ts';

// The wallet-records calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/wallet-records/schemas).
export type {
  CollectVendorWalletsRequest,
  ConsolidatedFunds,
  MerchantWallet,
  VendorWallets,
  VendorWalletsCollected,
  WalletBonus,
  WalletBonusesQuery,
  WalletRecord,
  WalletRecordsQuery,
  WalletTransfer,
  WalletTransferRequest,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'wallet';

/** The member's records read only the session's own postings: no member id travels in these paths. */
export const listWalletRecords = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/wallet/records',
  scope: 'member',
  tag,
  summary:
    'The account record: every movement of the member’s main wallet, newest first; filter by type and dates (a day yyyy-MM-dd in the brand’s time zone, to inclusive; or an ISO instant, to exclusive)',
  errors: [],
  schemas: (s) => ({ query: s.walletRecordsQuerySchema, value: s.walletRecordPageSchema }),
});

export const listWalletBonuses = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/wallet/bonuses',
  scope: 'member',
  tag,
  summary: 'Bonus details: the bonuses and rebates paid into the member’s main wallet, newest first',
  errors: [],
  schemas: (s) => ({ query: s.walletBonusesQuerySchema, value: s.walletBonusPageSchema }),
});

export const getConsolidatedFunds = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  scope: 'member',
  tag,
  summary:
    'The member’s funds: main balance, points, vendor wallets’ sum, and the contract fields (null: no contract)',
  errors: [],
  schemas: (s) => ({ value: s.consolidatedFundsSchema }),
});

/** Public: the site needs it before login to know whether to show transfers; it names no member. */
export const getMerchantWallet = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/wallet/merchant',
  scope: 'visitor',
  tag,
  summary: 'The merchant wallet: isSingle true when vendors play from the main balance (no transfers)',
  errors: [],
  schemas: (s) => ({ value: s.merchantWalletSchema }),
});

export const listVendorWallets = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/wallet/vendors',
  scope: 'member',
  tag,
  summary: 'The member’s main wallet and their wallet at each of the brand’s vendors, with the wallet mode',
  errors: [],
  schemas: (s) => ({ value: s.vendorWalletsSchema }),
});

export const transferBetweenWallets = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/wallet/transfer',
  scope: 'member',
  closedInMaintenance: true,
  tag,
  summary:
    'Move money between the main wallet and one vendor wallet (from or to is "main"; into a vendor wallet only where a game can use it); idempotent by key; refused (error_single_wallet) on a single-wallet brand',
  errors: [
    'error_single_wallet',
    'error_vendor_not_found',
    'error_vendor_disabled',
    'error_vendor_no_games',
    'error_insufficient_funds',
    'error_conflict',
    'error_operation_not_allowed',
  ],
  schemas: (s) => ({ body: s.walletTransferRequestSchema, value: s.walletTransferSchema }),
});

export const collectVendorWallets = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/wallet/vendors/collect',
  scope: 'member',
  closedInMaintenance: true,
  tag,
  summary:
    'Bring every vendor wallet’s balance back to the main wallet in one journal (on a single-wallet brand, money left there from before); idempotent by key',
  errors: ['error_conflict', 'error_operation_not_allowed'],
  schemas: (s) => ({ body: s.collectVendorWalletsRequestSchema, value: s.vendorWalletsCollectedSchema }),
});

export const setMerchantWallet = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/wallet/merchant',
  scope: 'operator',
  permission: 'system.manage',
  tag: 'operator: wallet',
  summary:
    'Set the merchant-wallet mode (isSingle true: one seamless wallet; false: a wallet per vendor, with transfers); audited',
  errors: [],
  schemas: (s) => ({ body: s.merchantWalletSchema, value: s.merchantWalletSchema }),
});
