import { defineCall } from '../call.ts';

// The deposits calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/deposits/schemas).
export type {
  CreateDepositRequest,
  Deposit,
  DepositBankTransfer,
  DepositChannel,
  DepositChannelInput,
  DepositChannelKind,
  DepositChannelUpdate,
  DepositDecision,
  DepositNotification,
  DepositPage,
  DepositStatus,
  OperatorDeposit,
  OperatorDepositChannel,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'deposits';
const operatorTag = 'operator: deposits';

// ---- The member's calls (relay calls: the spec shows deposit screens but no paths) ----

export const listDepositChannels = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/deposits/channels',
  scope: 'member',
  tag,
  summary: 'The deposit channels the member can use, with their limits in minor units',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ value: s.depositChannelListSchema }),
});

export const createDeposit = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/deposits',
  scope: 'member',
  closedInMaintenance: true,
  tag,
  summary:
    'Create a deposit on a channel: amount within its limits, payer name by the real-name rule; idempotent per member and key. A bank transfer answers the receiving account and its VietQR code, a gateway deposit its payment page',
  errors: [
    'error_operation_not_allowed',
    'error_conflict',
    'error_deposit_channel_unavailable',
    'error_deposit_amount_out_of_range',
    'error_invalid_real_name',
    'error_payer_name_mismatch',
    'error_deposit_limit_exceeded',
    'error_timed_out',
    'error_self_excluded',
    'error_payment_gateway_unavailable',
  ],
  schemas: (s) => ({ body: s.createDepositRequestSchema, value: s.depositSchema }),
});

export const listOwnDeposits = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/deposits',
  scope: 'member',
  tag,
  summary: 'The member’s own deposits, newest first',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ query: s.depositListQuerySchema, value: s.depositPageSchema }),
});

export const getOwnDeposit = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/deposits/:id',
  scope: 'member',
  tag,
  summary: 'One of the member’s own deposits',
  errors: ['error_operation_not_allowed', 'error_deposit_not_found'],
  schemas: (s) => ({ params: s.depositPathSchema, value: s.depositSchema }),
});

// ---- Payment gateways ----

/** The notify URL a deposit gives its gateway is this path with the gateway's code. */
export const takePaymentNotification = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/deposits/notify/:gateway',
  scope: 'gateway',
  tag,
  summary:
    'A payment gateway’s signed notification (server to server). Verified over the raw body; repeats and late arrivals change nothing and answer OK',
  errors: [
    'error_not_found',
    'error_payment_signature_invalid',
    'error_deposit_not_found',
    'error_deposit_amount_mismatch',
    'error_conflict',
  ],
  schemas: (s) => ({ params: s.depositNotifyPathSchema, value: s.depositNotifyAckSchema }),
});

/**
 * The development gateway's hosted page; a deposit's paymentUrl is this path with a payment's token.
 * The payer's browser opens it like any public page (the token is the secret), so its scope is visitor.
 */
export const showDevGatewayPayment = defineCall(schemas, {
  method: 'GET',
  path: '/dev-gateway/pay/:token',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'The development payment gateway’s hosted page (HTML, not an envelope): the payment and its Pay and Fail buttons; ?delayMs=&duplicates= make its notification late or repeated',
  errors: [],
  schemas: (s) => ({
    params: s.devGatewayPaymentPathSchema,
    query: s.devGatewayFlagsQuerySchema,
    value: s.htmlPageSchema,
  }),
});

export const decideDevGatewayPayment = defineCall(schemas, {
  method: 'POST',
  path: '/dev-gateway/pay/:token',
  scope: 'visitor',
  noStore: true,
  form: true,
  tag,
  summary:
    'The payer’s choice on the development gateway’s page (a form): the first one sends the signed notification, then the browser is redirected (303) to the merchant; no envelope',
  errors: [],
  schemas: (s) => ({
    params: s.devGatewayPaymentPathSchema,
    query: s.devGatewayFlagsQuerySchema,
    body: s.devGatewayChoiceSchema,
    value: s.htmlPageSchema,
  }),
});

// ---- The operator's calls ----

export const listDepositChannelsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/deposit-channels',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'Every deposit channel, enabled or not, in the order members see them',
  errors: [],
  schemas: (s) => ({ value: s.operatorDepositChannelListSchema }),
});

export const addDepositChannel = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/deposit-channels',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'Add a channel: a bank transfer (receiving bank BIN and account) or a payment gateway; audited',
  errors: [],
  schemas: (s) => ({ body: s.depositChannelInputSchema, value: s.operatorDepositChannelSchema }),
});

export const changeDepositChannel = defineCall(schemas, {
  method: 'PATCH',
  path: '/admin/cashier/deposit-channels/:id',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'Change some fields of a channel (not its kind); audited with before and after',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.depositChannelPathSchema,
    body: s.depositChannelUpdateSchema,
    value: s.operatorDepositChannelSchema,
  }),
});

export const disableDepositChannel = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/deposit-channels/:id/disable',
  scope: 'operator',
  permission: 'cashier.settings',
  tag: operatorTag,
  summary: 'Stop offering a channel (its deposits stay as they are); audited',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.depositChannelPathSchema, value: s.operatorDepositChannelSchema }),
});

export const listDepositsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/deposits',
  scope: 'operator',
  permission: 'cashier.deposits',
  tag: operatorTag,
  summary: 'Deposits by status (pending oldest first, the others newest first), optionally of one member',
  errors: [],
  schemas: (s) => ({ query: s.operatorDepositListQuerySchema, value: s.operatorDepositPageSchema }),
});

export const getDepositForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/deposits/:id',
  scope: 'operator',
  permission: 'cashier.deposits',
  tag: operatorTag,
  summary: 'One deposit',
  errors: ['error_deposit_not_found'],
  schemas: (s) => ({ params: s.depositPathSchema, value: s.operatorDepositSchema }),
});

export const confirmDeposit = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/deposits/:id/confirm',
  scope: 'operator',
  permission: 'cashier.deposits',
  tag: operatorTag,
  summary:
    'The bank transfer arrived: credit the member (once, whoever else clicks); refused after a reject; audited',
  errors: ['error_deposit_not_found', 'error_deposit_decided_by_gateway', 'error_deposit_already_rejected'],
  schemas: (s) => ({ params: s.depositPathSchema, value: s.depositDecisionSchema }),
});

export const rejectDeposit = defineCall(schemas, {
  method: 'POST',
  path: '/admin/cashier/deposits/:id/reject',
  scope: 'operator',
  permission: 'cashier.deposits',
  tag: operatorTag,
  summary: 'No such transfer arrived: reject with a reason the member reads; refused after a credit; audited',
  errors: ['error_deposit_not_found', 'error_deposit_decided_by_gateway', 'error_deposit_already_credited'],
  schemas: (s) => ({
    params: s.depositPathSchema,
    body: s.rejectDepositRequestSchema,
    value: s.depositDecisionSchema,
  }),
});

export const listDepositNotifications = defineCall(schemas, {
  method: 'GET',
  path: '/admin/cashier/deposit-notifications',
  scope: 'operator',
  permission: 'cashier.deposits',
  tag: operatorTag,
  summary: 'Payment gateway notifications as they arrived and what each did, newest first',
  errors: [],
  schemas: (s) => ({
    query: s.depositNotificationListQuerySchema,
    value: s.depositNotificationPageSchema,
  }),
});
