// The vendor-wallet calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/vendor-wallet/schemas).
export type {
  CreateVendorRequest,
  CreatedVendor,
  UpdateVendorRequest,
  Vendor,
  VendorBalance,
  VendorBalanceRequest,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollback,
  VendorRollbackRequest,
  VendorSecret,
  VendorToken,
  VendorTokenRequest,
  VendorTransaction,
  VendorWalletKind,
} from './schemas.ts';
