import { defineCall } from '../call.ts';

// The wallet calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/wallet/schemas).
export type {
  WalletAdjustment,
  WalletAdjustmentRequest,
  WalletBalance,
  WalletReconciliation,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'wallet';
const operatorTag = 'operator: wallet';

/** Public: the pool moves with every bet, so the answer is never cached (a cached figure is a wrong one). */
export const getJackpot = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/jackpot',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'The progressive jackpot pool as the ledger holds it, in minor units',
  errors: [],
  schemas: (s) => ({ value: s.jackpotSchema }),
});

export const getWalletBalance = defineCall(schemas, {
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  scope: 'member',
  tag,
  summary: 'The logged-in member’s main balance and points, in minor units (decimal strings)',
  errors: [],
  schemas: (s) => ({ value: s.walletBalanceSchema }),
});

export const adjustMemberWallet = defineCall(schemas, {
  method: 'POST',
  path: '/admin/wallet/adjustments',
  scope: 'operator',
  permission: 'wallet.adjust',
  tag: operatorTag,
  summary:
    'Credit (positive) or debit (negative) a member’s main wallet against the house account, with a reason; audited, idempotent by key; above the brand’s threshold it waits for a second operator’s approval',
  errors: [
    'error_account_not_found',
    'error_conflict',
    'error_insufficient_funds',
    'error_operation_not_allowed',
  ],
  schemas: (s) => ({ body: s.walletAdjustmentRequestSchema, value: s.walletAdjustmentSchema }),
});

export const getWalletReconciliation = defineCall(schemas, {
  method: 'GET',
  path: '/admin/wallet/reconciliation',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary:
    'Every account’s balance against the sum of its postings, the total per currency (zero), negative member balances',
  errors: [],
  schemas: (s) => ({ value: s.walletReconciliationSchema }),
});
