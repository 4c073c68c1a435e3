import { defineCall } from '../call.ts';

// The wallet calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/wallet/schemas).
export type {
  PlayMoneyTopUp,
  PlayMoneyTopUpRequest,
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

/** Free play only (decision 0018): play money back up to the brand's starting amount. */
export const topUpPlayMoney = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/wallet/play-money/top-up',
  scope: 'member',
  tag,
  summary:
    'A free-play guest’s play money topped up to the starting amount: only below the brand’s threshold, a few times an hour; idempotent by key; refused to real members',
  errors: [
    'error_operation_not_allowed',
    'error_play_money_not_low',
    'error_play_money_top_up_limit',
    'error_conflict',
  ],
  schemas: (s) => ({ body: s.playMoneyTopUpRequestSchema, value: s.playMoneyTopUpSchema }),
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
