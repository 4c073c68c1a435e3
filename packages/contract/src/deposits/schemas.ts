import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { singleLineText } from '../free-text-schemas.ts';

const int64Max = 9_223_372_036_854_775_807n;

/** A positive amount of minor units as a decimal string (a bigint past 2^53 would lose digits). */
const amountSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'a positive whole number of minor units')
  .refine((value) => BigInt(value) <= int64Max, 'out of range');
const minorUnits = z.string().regex(/^\d+$/);
/** A row id (bigint) as a decimal string. */
const rowId = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'an id')
  .refine((value) => BigInt(value) <= int64Max, 'an id');
const isoTime = z.string();

const depositChannelKinds = ['bank_transfer', 'gateway'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

/**
 * pending: waiting for the money; credited: the member's wallet has it; rejected: the operator
 * found no transfer; failed: the payment gateway says the payment did not go through.
 * Only pending ever changes, and only once.
 */
const depositStatuses = ['pending', 'credited', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

// ---- Member calls ----

/** A channel as the member sees it: how much it takes, and for a bank transfer which bank. */
const depositChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  minAmount: minorUnits,
  maxAmount: minorUnits,
  currency: z.string(),
  /** The receiving bank's name (bank transfer), so the member can pick; the account comes with the deposit. */
  bankName: z.string().nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

export const createDepositRequestSchema = z.object({
  channelId: rowId,
  amount: amountSchema,
  /**
   * The name on the paying account: letters and spaces without diacritics, 2-50 characters, and
   * the member's real name when one is on file (compared without case or extra spaces).
   */
  payerName: singleLineText({ max: 100 }),
  /** The same key answers the same deposit again (one deposit per member and key). */
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type CreateDepositRequest = z.infer<typeof createDepositRequestSchema>;

/** Where to send a bank transfer: the receiving account, and the VietQR code for it. */
const depositBankTransferSchema = z.object({
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** The EMVCo/NAPAS VietQR payload for the exact amount and reference (while pending, in VND). */
  vietQr: z.string().nullable(),
});
export type DepositBankTransfer = z.infer<typeof depositBankTransferSchema>;

export const depositSchema = z.object({
  id: z.string(),
  /** What the member writes in the transfer note. */
  reference: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(depositChannelKinds),
  amount: minorUnits,
  currency: z.string(),
  payerName: z.string(),
  status: z.enum(depositStatuses),
  /** Why it was rejected or failed. */
  reason: z.string().nullable(),
  bankTransfer: depositBankTransferSchema.nullable(),
  /** The gateway's payment page, while a gateway deposit is pending. */
  paymentUrl: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositPageSchema = pageOf(depositSchema);
export type DepositPage = z.infer<typeof depositPageSchema>;
export const depositListQuerySchema = pageQuerySchema;
export const depositPathSchema = z.object({ id: rowId });

// ---- Payment gateways' calls ----

/** A gateway's code in the notify path (`dev`: the development gateway). */
export const depositNotifyPathSchema = z.object({ gateway: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/) });

/** What the notify endpoint answers a gateway whose notification was taken. */
export const depositNotifyAckSchema = z.object({
  outcome: z.enum(['credited', 'failed', 'duplicate', 'ignored_decided']),
});

/**
 * The development gateway's hosted page (served by this server in development). The token is
 * checked by the page itself: an unknown or malformed one answers the page's own 404, not an
 * envelope.
 */
export const devGatewayPaymentPathSchema = z.object({ token: z.string() });

/**
 * The page's test flags (`?delayMs=&duplicates=`): how late and how many times the notification
 * goes out. Anything unreadable falls back to the configured behaviour.
 */
export const devGatewayFlagsQuerySchema = z.object({
  delayMs: z.string().optional().catch(undefined),
  duplicates: z.string().optional().catch(undefined),
});

/** The payer's choice on the hosted page (a form); anything else shows the page again (400). */
export const devGatewayChoiceSchema = z
  .object({ outcome: z.enum(['pay', 'fail']).optional().catch(undefined) })
  .catch({});

/** An HTML page (or a redirect to the merchant), not an envelope. */
export const htmlPageSchema = z.string();

// ---- Operator calls ----

/**
 * A channel's name per language (`{ vi: 'Thanh toán trực tuyến', en: 'Online payment' }`): members
 * read theirs, else `name`. The server checks each language is one of the brand's.
 */
const channelNamesSchema = z
  .record(
    z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as vi or en'),
    singleLineText({ min: 1, max: 64 }),
  )
  .refine((names) => Object.keys(names).length <= 30, 'at most 30 languages');

const channelBase = {
  name: singleLineText({ min: 1, max: 64 }),
  names: channelNamesSchema.default({}),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(100_000).default(0),
};
const bankFields = {
  /** The receiving bank's NAPAS BIN (Vietcombank 970436). */
  bankBin: z.string().regex(/^\d{6}$/, 'a 6-digit bank BIN'),
  bankName: singleLineText({ min: 1, max: 64 }),
  accountNumber: z.string().regex(/^[0-9A-Za-z]{4,19}$/, '4-19 letters or digits'),
  /** As the bank prints it: letters and spaces, no diacritics; kept upper case. */
  accountName: z
    .string()
    .trim()
    .regex(/^[A-Za-z ]{2,50}$/, 'letters and spaces without diacritics, 2-50')
    .transform((value) => value.replace(/\s+/g, ' ').toUpperCase()),
};
const gatewayFields = {
  /** A payment gateway this server knows (`dev`: the development gateway). */
  gatewayCode: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/, 'a gateway code'),
};

function limitsInOrder(value: { minAmount?: string; maxAmount?: string }, context: z.RefinementCtx): void {
  if (value.minAmount !== undefined && value.maxAmount !== undefined) {
    if (BigInt(value.minAmount) > BigInt(value.maxAmount)) {
      context.addIssue({ code: 'custom', path: ['maxAmount'], message: 'must be at least minAmount' });
    }
  }
}

export const depositChannelInputSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('bank_transfer'), ...channelBase, ...bankFields }),
    z.object({ kind: z.literal('gateway'), ...channelBase, ...gatewayFields }),
  ])
  .superRefine(limitsInOrder);
export type DepositChannelInput = z.infer<typeof depositChannelInputSchema>;

/** A change to a channel: any of its fields but the kind; bank fields only on a bank channel, and so on. */
export const depositChannelUpdateSchema = z
  .strictObject({
    name: channelBase.name.optional(),
    /** Replaces every name per language ({} drops them). */
    names: channelNamesSchema.optional(),
    minAmount: amountSchema.optional(),
    maxAmount: amountSchema.optional(),
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    bankBin: bankFields.bankBin.optional(),
    bankName: bankFields.bankName.optional(),
    accountNumber: bankFields.accountNumber.optional(),
    accountName: bankFields.accountName.optional(),
    gatewayCode: gatewayFields.gatewayCode.optional(),
  })
  .superRefine(limitsInOrder);
export type DepositChannelUpdate = z.infer<typeof depositChannelUpdateSchema>;

export const operatorDepositChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  minAmount: minorUnits,
  maxAmount: minorUnits,
  enabled: z.boolean(),
  sort: z.number().int(),
  bankBin: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  gatewayCode: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OperatorDepositChannel = z.infer<typeof operatorDepositChannelSchema>;
export const operatorDepositChannelListSchema = z.array(operatorDepositChannelSchema);
export const depositChannelPathSchema = z.object({ id: rowId });

export const operatorDepositSchema = depositSchema.extend({
  memberId: z.string(),
  username: z.string(),
  gatewayCode: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  /** The ledger journal that credited it. */
  journalId: z.string().nullable(),
  /** `operator` or `gateway:<code>`. */
  decidedBy: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;
export const operatorDepositPageSchema = pageOf(operatorDepositSchema);

export const operatorDepositListQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    /** Pending deposits list oldest first (the queue); the others newest first. */
    status: z.enum(depositStatuses).optional(),
    username: z.string().trim().min(1).max(64).optional(),
  }),
);

export const rejectDepositRequestSchema = z.object({ reason: singleLineText({ min: 3, max: 200 }) });

/** The deposit after the operator's decision; `changed` is false when it had been so decided already. */
export const depositDecisionSchema = z.object({ deposit: operatorDepositSchema, changed: z.boolean() });
export type DepositDecision = z.infer<typeof depositDecisionSchema>;

const depositNotificationOutcomes = [
  'credited',
  'failed',
  'duplicate',
  'ignored_decided',
  'amount_mismatch',
  'reference_mismatch',
  'unknown_deposit',
] as const;

/** A gateway notification as it was received and what it did. */
const depositNotificationSchema = z.object({
  id: z.string(),
  gatewayCode: z.string(),
  notificationId: z.string(),
  depositId: z.string().nullable(),
  gatewayReference: z.string(),
  merchantReference: z.string(),
  status: z.string(),
  amount: minorUnits,
  currency: z.string(),
  outcome: z.enum(depositNotificationOutcomes),
  receivedAt: isoTime,
});
export type DepositNotification = z.infer<typeof depositNotificationSchema>;
export const depositNotificationPageSchema = pageOf(depositNotificationSchema);
export const depositNotificationListQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    outcome: z.enum(depositNotificationOutcomes).optional(),
  }),
);
