import { defineCall } from '../call.ts';
import type { ErrorCode } from '../errors.ts';

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
  VendorRollbackRequest,
  VendorSecret,
  VendorToken,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'vendor wallet';
const operatorTag = 'operator: vendors';

// ---------------------------------------------------------------------------------------------
// The seamless wallet API: vendors sign every call (docs/vendor-wallet-api.md). The signature is
// checked on the raw body before any field is read; a decided transaction answers the same again.

/** What every signed call may answer before its own rules: an unknown vendor, a bad signature, a bad body, the player. */
const signedCallErrors: readonly ErrorCode[] = [
  'error_vendor_not_found',
  'error_vendor_signature_invalid',
  'error_bad_request',
  'error_account_not_found',
  'error_operation_not_allowed',
];

export const vendorBalance = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-wallet/:vendor/balance',
  scope: 'vendor',
  tag,
  summary: 'The player’s balance on the wallet this vendor plays on (main, or the vendor sub-wallet)',
  errors: signedCallErrors,
  schemas: (s) => ({
    params: s.vendorPathSchema,
    body: s.vendorBalanceRequestSchema,
    value: s.vendorBalanceSchema,
  }),
});

export const vendorDebit = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-wallet/:vendor/debit',
  scope: 'vendor',
  tag,
  summary:
    'A bet: takes the stake (launch token checked, player protection applied); idempotent by transactionId',
  errors: [
    ...signedCallErrors,
    'error_vendor_disabled',
    'error_vendor_token_invalid',
    'error_insufficient_funds',
    'error_vendor_round_settled',
    'error_vendor_transaction_rolled_back',
    'error_loss_limit_reached',
    'error_timed_out',
    'error_self_excluded',
    'error_conflict',
  ],
  schemas: (s) => ({
    params: s.vendorPathSchema,
    body: s.vendorDebitRequestSchema,
    value: s.vendorTransactionSchema,
  }),
});

export const vendorCredit = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-wallet/:vendor/credit',
  scope: 'vendor',
  tag,
  summary: 'A win (0 closes a lost round) paid into the round’s wallet; idempotent by transactionId',
  errors: [
    ...signedCallErrors,
    'error_vendor_round_unknown',
    'error_vendor_round_rolled_back',
    'error_conflict',
  ],
  schemas: (s) => ({
    params: s.vendorPathSchema,
    body: s.vendorCreditRequestSchema,
    value: s.vendorTransactionSchema,
  }),
});

export const vendorRollback = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-wallet/:vendor/rollback',
  scope: 'vendor',
  tag,
  summary:
    'Cancels the bet `transactionId` once; an unknown bet is recorded so it can never be charged later',
  errors: [...signedCallErrors, 'error_vendor_round_settled', 'error_conflict'],
  schemas: (s) => ({
    params: s.vendorPathSchema,
    body: s.vendorRollbackRequestSchema,
    value: s.vendorRollbackSchema,
  }),
});

// ---------------------------------------------------------------------------------------------
// The member's launch token (the games catalog's launch call issues the same)

export const issueVendorToken = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/vendor-wallet/token',
  scope: 'member',
  tag,
  summary:
    'A short-lived launch token of the logged-in member at a vendor, with the playerId the vendor names them by (shown once)',
  closedInMaintenance: true,
  errors: [
    'error_maintenance',
    'error_vendor_not_found',
    'error_vendor_disabled',
    'error_operation_not_allowed',
    'error_free_play_not_offered',
  ],
  schemas: (s) => ({ body: s.vendorTokenRequestSchema, value: s.vendorTokenSchema }),
});

// ---------------------------------------------------------------------------------------------
// Operator

export const listVendors = defineCall(schemas, {
  method: 'GET',
  path: '/admin/vendors',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'The brand’s game vendors, by sort order (never their secrets)',
  errors: [],
  schemas: (s) => ({ value: s.vendorListSchema }),
});

export const createVendor = defineCall(schemas, {
  method: 'POST',
  path: '/admin/vendors',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Adds a vendor (its ledger house account opens with it) and answers its signing secret, once',
  errors: ['error_conflict'],
  schemas: (s) => ({ body: s.createVendorRequestSchema, value: s.createdVendorSchema }),
});

export const changeVendor = defineCall(schemas, {
  method: 'PATCH',
  path: '/admin/vendors/:vendor',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Changes a vendor’s name, category, switch or sort order',
  errors: ['error_vendor_not_found'],
  schemas: (s) => ({ params: s.vendorPathSchema, body: s.updateVendorRequestSchema, value: s.vendorSchema }),
});

export const rotateVendorSecret = defineCall(schemas, {
  method: 'POST',
  path: '/admin/vendors/:vendor/secret',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Issues a new signing secret, answered once; the old one stops working at once',
  errors: ['error_vendor_not_found'],
  schemas: (s) => ({ params: s.vendorPathSchema, value: s.vendorSecretSchema }),
});
