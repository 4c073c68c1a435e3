import { defineCall } from '../call.ts';

// The withdrawals calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/withdrawals/schemas).
export type {
  ConfirmationChoice,
  ConfirmationKind,
  OperatorWithdrawal,
  Withdrawal,
  WithdrawalConfirmation,
  WithdrawalConfirmationRequest,
  WithdrawalDecision,
  WithdrawalListQuery,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalRequest,
  WithdrawalSettings,
  WithdrawalStatus,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'withdrawals';
const operatorTag = 'operator: withdrawals';

// ---- The member's calls ----

export const getWithdrawalOverview = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/withdrawals/overview',
  scope: 'member',
  tag,
  summary:
    'Balance, limits (minimum, maximum, daily count and amount), today’s use, remaining bonus turnover, whether a payment password is set',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ value: s.withdrawalOverviewSchema }),
});

export const requestWithdrawal = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/withdrawals',
  scope: 'member',
  encrypted: true,
  closedInMaintenance: true,
  tag,
  summary:
    'Ask for a withdrawal (encrypted body: bankAccountId, amount, paymentPassword, idempotencyKey); the amount is held at once',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_conflict',
    'error_bank_account_not_found',
    'error_withdrawal_below_minimum',
    'error_withdrawal_above_maximum',
    'error_withdrawal_daily_count_reached',
    'error_withdrawal_daily_amount_exceeded',
    'error_turnover_requirement_unmet',
    'error_insufficient_funds',
    'error_payment_password_not_set',
    'error_payment_password_wrong',
    'error_payment_password_locked',
  ],
  schemas: (s) => ({ body: s.withdrawalRequestSchema, value: s.withdrawalSchema }),
});

export const listOwnWithdrawals = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/withdrawals',
  scope: 'member',
  tag,
  summary: 'The member’s withdrawals, newest first, optionally of one status',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ query: s.withdrawalListQuerySchema, value: s.withdrawalPageSchema }),
});

export const getOwnWithdrawal = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/withdrawals/:id',
  scope: 'member',
  tag,
  summary: 'One of the member’s withdrawals',
  errors: ['error_operation_not_allowed', 'error_withdrawal_not_found'],
  schemas: (s) => ({ params: s.withdrawalPathSchema, value: s.withdrawalSchema }),
});

export const confirmWithdrawalReceipt = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/withdrawals/:id/confirmation',
  scope: 'member',
  closedInMaintenance: true,
  tag,
  summary:
    'Confirm a paid withdrawal: received, partly_received (amountReceived, optional proofImage), not_received (proofImage: base64 png/jpg, at most 5 MB), or all_received after a report',
  errors: [
    'error_withdrawal_not_found',
    'error_withdrawal_not_awaiting_confirmation',
    'error_withdrawal_auto_received',
    'error_amount_received_invalid',
    'error_proof_image_invalid',
    'error_proof_image_too_large',
  ],
  schemas: (s) => ({
    params: s.withdrawalPathSchema,
    body: s.withdrawalConfirmationRequestSchema,
    value: s.withdrawalSchema,
  }),
});

// ---- The operator's calls ----

export const listWithdrawalsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/withdrawals',
  scope: 'operator',
  permission: 'cashier.withdrawals',
  tag: operatorTag,
  summary: 'Withdrawals, newest first, by status and/or username, with the members’ confirmations',
  errors: [],
  schemas: (s) => ({ query: s.operatorWithdrawalListQuerySchema, value: s.operatorWithdrawalPageSchema }),
});

export const getWithdrawalForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/withdrawals/:id',
  scope: 'operator',
  permission: 'cashier.withdrawals',
  tag: operatorTag,
  summary: 'One withdrawal: the account to pay, its state, the member’s confirmation',
  errors: ['error_withdrawal_not_found'],
  schemas: (s) => ({ params: s.withdrawalPathSchema, value: s.operatorWithdrawalSchema }),
});

export const approveWithdrawal = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/withdrawals/:id/approve',
  scope: 'operator',
  permission: 'cashier.withdrawals',
  tag: operatorTag,
  summary:
    'Pay a pending withdrawal (ledger withdrawal_paid, message withdrawal_approved); a repeat answers replayed; after a rejection error_withdrawal_already_rejected',
  errors: ['error_withdrawal_not_found', 'error_withdrawal_already_rejected'],
  schemas: (s) => ({ params: s.withdrawalPathSchema, value: s.withdrawalDecisionSchema }),
});

export const rejectWithdrawal = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/withdrawals/:id/reject',
  scope: 'operator',
  permission: 'cashier.withdrawals',
  tag: operatorTag,
  summary:
    'Reject a pending withdrawal with a reason (ledger withdrawal_release, message withdrawal_rejected); after payment error_withdrawal_already_paid',
  errors: ['error_withdrawal_not_found', 'error_withdrawal_already_paid'],
  schemas: (s) => ({
    params: s.withdrawalPathSchema,
    body: s.rejectWithdrawalRequestSchema,
    value: s.withdrawalDecisionSchema,
  }),
});

/** An operator withdrawal's proofUrl is this path with its id. */
export const getWithdrawalProof = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/withdrawals/:id/proof',
  scope: 'operator',
  permission: 'cashier.withdrawals',
  tag: operatorTag,
  summary:
    'The member’s proof image of a withdrawal reported not received (png or jpeg bytes, not an envelope); viewing it is audited',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.withdrawalPathSchema, value: s.proofImageFileSchema }),
});

export const getWithdrawalSettings = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/withdrawal-settings',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'The brand’s withdrawal limits, turnover multiplier and auto-receipt minutes',
  errors: [],
  schemas: (s) => ({ value: s.withdrawalSettingsSchema }),
});

export const changeWithdrawalSettings = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/cashier/withdrawal-settings',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'Change the brand’s withdrawal settings (audited)',
  errors: [],
  schemas: (s) => ({ body: s.withdrawalSettingsSchema, value: s.withdrawalSettingsSchema }),
});
