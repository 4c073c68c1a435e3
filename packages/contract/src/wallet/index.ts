// The wallet calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/wallet/schemas).
export type {
  WalletAdjustment,
  WalletAdjustmentRequest,
  WalletBalance,
  WalletReconciliation,
} from './schemas.ts';
