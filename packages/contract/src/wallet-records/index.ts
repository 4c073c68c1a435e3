// The wallet-records calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/wallet-records/schemas).
export type {
  ConsolidatedFunds,
  MerchantWallet,
  VendorWallet,
  VendorWallets,
  WalletBonus,
  WalletBonusesQuery,
  WalletRecord,
  WalletRecordsQuery,
  WalletTransfer,
  WalletTransferRequest,
} from './schemas.ts';
