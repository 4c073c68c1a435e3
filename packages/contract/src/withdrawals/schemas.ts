import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { rowIdSchema } from '../bank-accounts/schemas.ts';
import { singleLineText } from '../free-text-schemas.ts';

/**
 * Withdrawals: the member asks (payment password), the amount is held at once, the operator pays
 * or rejects, and once paid the member confirms what arrived. Money is minor units as decimal
 * strings (a bigint past 2^53 would lose digits as a JSON number).
 */

const minorUnits = z.string().regex(/^\d+$/);
const int64Max = 9_223_372_036_854_775_807n;

/** A positive whole amount of minor units that fits a bigint column. */
const positiveMinorUnitsSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'a positive whole number of minor units')
  // zod runs a refinement even after the pattern failed: only digits ever reach BigInt.
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= int64Max, 'out of range');

/**
 * pending: held, waiting for the operator; paid: paid out, waiting for the member's confirmation;
 * received: confirmed received (or all received after a report); partly_received and
 * not_received: reported by the member, under review; auto_received: not confirmed in time, counted
 * as received; rejected: the hold was released.
 */
const withdrawalStatuses = [
  'pending',
  'paid',
  'received',
  'partly_received',
  'not_received',
  'auto_received',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * What the member answers once paid: received (the whole amount), partly_received (with the amount
 * that arrived), not_received (with a proof image). all_received closes an earlier partly or not
 * received report: the rest arrived after all.
 */
const confirmationChoices = ['received', 'all_received', 'partly_received', 'not_received'] as const;
export type ConfirmationChoice = (typeof confirmationChoices)[number];

/** How the withdrawal was confirmed: one of the member's choices, or auto_received by the timer. */
const confirmationKinds = [...confirmationChoices, 'auto_received'] as const;
export type ConfirmationKind = (typeof confirmationKinds)[number];

/** The proof image: png or jpg, at most this many bytes (checked by its magic bytes, not its name). */
export const proofImageMaxBytes = 5 * 1024 * 1024;

const withdrawalBankSchema = z.object({
  bankAccountId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked except the last 4 digits for the member; whole for the operator. */
  accountNumber: z.string(),
  payeeName: z.string(),
});

const withdrawalConfirmationSchema = z.object({
  kind: z.enum(confirmationKinds),
  /** partly_received: what arrived; otherwise null. */
  amountReceived: minorUnits.nullable(),
  /** partly_received: amount - amountReceived; otherwise null. */
  remainder: minorUnits.nullable(),
  hasProof: z.boolean(),
  confirmedAt: z.iso.datetime(),
});
export type WithdrawalConfirmation = z.infer<typeof withdrawalConfirmationSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: minorUnits,
  currency: z.string(),
  status: z.enum(withdrawalStatuses),
  bank: withdrawalBankSchema,
  createdAt: z.iso.datetime(),
  /** When the operator paid or rejected it. */
  decidedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** While paid: the moment it counts as received unless the member answers first. */
  confirmBy: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
  confirmation: withdrawalConfirmationSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalPageSchema = pageOf(withdrawalSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/**
 * POST /wps/member/withdrawals, encrypted (`{ data }`), decrypted. The same idempotencyKey again
 * answers the first withdrawal (with another account or amount: error_conflict).
 */
export const withdrawalRequestSchema = z.strictObject({
  bankAccountId: rowIdSchema,
  amount: positiveMinorUnitsSchema,
  paymentPassword: z.string().max(64),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

const withdrawalLimitsSchema = z.object({
  minAmount: minorUnits,
  maxAmount: minorUnits,
  dailyCount: z.number().int(),
  dailyAmount: minorUnits,
});

/** GET /wps/member/withdrawals/overview: what the withdraw screen needs before the member types. */
export const withdrawalOverviewSchema = z.object({
  balance: minorUnits,
  currency: z.string(),
  limits: withdrawalLimitsSchema,
  /** Withdrawals asked today (brand time zone), rejected ones not counted. */
  today: z.object({ count: z.number().int(), amount: minorUnits }),
  /** The most the member can ask now: balance, maximum and what is left of today's amount. */
  available: minorUnits,
  /** Stakes still to bet before a withdrawal is allowed (bonus x multiplier, less bets since). */
  turnoverRemaining: minorUnits,
  turnoverMultiplier: z.number().int(),
  paymentPasswordSet: z.boolean(),
  autoReceiptMinutes: z.number().int(),
});
export type WithdrawalOverview = z.infer<typeof withdrawalOverviewSchema>;

export const withdrawalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;

export const withdrawalPathSchema = z.object({ id: rowIdSchema });

/**
 * The longest request body the confirmation call takes: room for a proof image a little over the
 * limit, so such an image is refused by name (error_proof_image_too_large), not as a bad body.
 */
export const confirmationBodyMaxBytes = 8 * 1024 * 1024;

/** Standard base64 (no data: prefix) of the proof image. */
const proofImageBase64 = z
  .string()
  .max(confirmationBodyMaxBytes)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

/** POST /wps/member/withdrawals/:id/confirmation. */
export const withdrawalConfirmationRequestSchema = z.discriminatedUnion('choice', [
  z.strictObject({ choice: z.literal('received') }),
  z.strictObject({ choice: z.literal('all_received') }),
  // The statement showing what arrived may come with it (optional); for not_received it must.
  z.strictObject({
    choice: z.literal('partly_received'),
    amountReceived: positiveMinorUnitsSchema,
    proofImage: proofImageBase64.optional(),
  }),
  z.strictObject({ choice: z.literal('not_received'), proofImage: proofImageBase64 }),
]);
export type WithdrawalConfirmationRequest = z.infer<typeof withdrawalConfirmationRequestSchema>;

// Operator

export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.string(),
  username: z.string(),
  idempotencyKey: z.string(),
  /** The operator call that answers the proof image, or null when there is none. */
  proofUrl: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorWithdrawalPageSchema = pageOf(operatorWithdrawalSchema);

/** GET /admin/cashier/withdrawals/:id/proof answers the image itself (png or jpeg bytes), not an envelope. */
export const proofImageFileSchema = z.string();

export const operatorWithdrawalListQuerySchema = operatorQuery(
  withdrawalListQuerySchema.extend({
    username: z.string().trim().min(1).max(64).optional(),
  }),
);

/** POST /admin/cashier/withdrawals/:id/approve and .../reject: replayed when it was so already. */
export const withdrawalDecisionSchema = z.object({
  replayed: z.boolean(),
  withdrawal: operatorWithdrawalSchema,
});
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;

export const rejectWithdrawalRequestSchema = z.strictObject({
  reason: singleLineText({ min: 3, max: 200 }),
});

/** The brand's withdrawal settings (GET/PUT /admin/cashier/withdrawal-settings). */
export const withdrawalSettingsSchema = z.object({
  minAmount: positiveMinorUnitsSchema,
  maxAmount: positiveMinorUnitsSchema,
  dailyCount: z.number().int().min(1).max(1000),
  dailyAmount: positiveMinorUnitsSchema,
  /** Each bonus asks for bonus x this in stakes before a withdrawal; 0 turns the rule off. */
  turnoverMultiplier: z.number().int().min(0).max(100),
  /** Paid and unconfirmed this long, a withdrawal counts as received. */
  autoReceiptMinutes: z.number().int().min(1).max(10_080),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;
