import { z } from 'zod';
import { gameTypes } from '../values.ts';
import { singleLineText } from '../free-text-schemas.ts';

/**
 * The seamless wallet API that external game vendors call (`POST /vendor-wallet/<VENDOR>/...`),
 * the launch tokens they present, and the operator's vendor management. Money is minor units as
 * decimal strings. docs/vendor-wallet-api.md describes every call for an integrator.
 */

/** A vendor's category: the game type of its rounds until the games catalog exists. */
const vendorCategories = gameTypes;
const vendorCategorySchema = z.enum(vendorCategories);

export const vendorCodeSchema = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'A-Z, 0-9 and _, 2-32 characters');

/** The signature and timestamp headers of every vendor call, and the window a timestamp must fall in. */
export const vendorSignatureHeader = 'x-lotus-signature';
export const vendorTimestampHeader = 'x-lotus-timestamp';
export const vendorSignatureWindowSeconds = 300;

/** A vendor's own ids (transaction, round, game): printable ASCII without spaces, 1-100 characters. */
const vendorIdSchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,100}$/, 'printable ASCII without spaces, 1-100 characters');

/** The player id a vendor names a member by: the id the token call gave it. */
const vendorPlayerIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'the playerId the token call gave');

/** A positive amount of minor units, at most 18 digits (fits int64). */
const positiveAmount = z.string().regex(/^[1-9]\d{0,17}$/, 'a whole number of minor units above 0');
const amountOrZero = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'a whole number of minor units, 0 or more');
const minorUnits = z.string().regex(/^\d+$/);

export const vendorBalanceRequestSchema = z.object({ playerId: vendorPlayerIdSchema });
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;

/** A bet: takes `amount` from the member; the token of the launch is checked here (only here). */
export const vendorDebitRequestSchema = z.object({
  playerId: vendorPlayerIdSchema,
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'the launch token'),
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  amount: positiveAmount,
});
export type VendorDebitRequest = z.infer<typeof vendorDebitRequestSchema>;

/** A win (or a round's close with 0): pays `amount` into the wallet the round's bets came from. */
export const vendorCreditRequestSchema = z.object({
  playerId: vendorPlayerIdSchema,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  amount: amountOrZero,
});
export type VendorCreditRequest = z.infer<typeof vendorCreditRequestSchema>;

/** Cancels the bet `transactionId` (the debit's own id) of the round, once. */
export const vendorRollbackRequestSchema = z.object({
  playerId: vendorPlayerIdSchema,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
});
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

/**
 * Which of the member's wallets a vendor's money moves in: main (single wallet), the vendor
 * sub-wallet, or a free-play guest's play money (currency XPM, the simulator's vendors only).
 */
const vendorWalletKinds = ['main', 'vendor', 'play'] as const;

export const vendorBalanceSchema = z.object({
  playerId: z.string(),
  balance: minorUnits,
  currency: z.string(),
  wallet: z.enum(vendorWalletKinds),
});
export type VendorBalance = z.infer<typeof vendorBalanceSchema>;

/** The answer of a debit, a credit or a rollback: the balance right after it. */
export const vendorTransactionSchema = z.object({
  playerId: z.string(),
  transactionId: z.string(),
  roundId: z.string(),
  balance: minorUnits,
  currency: z.string(),
});

export const vendorRollbackSchema = vendorTransactionSchema.extend({
  /** True when a bet was reversed; false when there was none to reverse (unknown, or refused). */
  rolledBack: z.boolean(),
});

export const vendorPathSchema = z.object({ vendor: vendorCodeSchema });

// The member's launch token (issue 6's launch calls the same service).

export const vendorTokenRequestSchema = z.object({ vendor: vendorCodeSchema });

export const vendorTokenSchema = z.object({
  vendor: z.string(),
  /** Given to the vendor at launch; presented on every debit. Shown once, kept only as a hash. */
  token: z.string(),
  /** The id the vendor names this member by in every call. */
  playerId: z.string(),
  /** ISO 8601, UTC. */
  expiresAt: z.string(),
});
export type VendorToken = z.infer<typeof vendorTokenSchema>;

// The operator's vendor management (`/admin/vendors`).

export const vendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: vendorCategorySchema,
  enabled: z.boolean(),
  sort: z.number().int(),
  /** False until a secret is issued: a vendor without one cannot call the wallet API. */
  hasSecret: z.boolean(),
  /** ISO 8601, UTC; null while no secret was issued. */
  secretRotatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorListSchema = z.array(vendorSchema);

const vendorName = singleLineText({ min: 1, max: 80 });
const vendorSort = z.number().int().min(-1_000_000).max(1_000_000);

export const createVendorRequestSchema = z.strictObject({
  code: vendorCodeSchema,
  name: vendorName,
  category: vendorCategorySchema,
  enabled: z.boolean().default(true),
  sort: vendorSort.default(0),
});
export type CreateVendorRequest = z.input<typeof createVendorRequestSchema>;

export const updateVendorRequestSchema = z
  .strictObject({
    name: vendorName.optional(),
    category: vendorCategorySchema.optional(),
    enabled: z.boolean().optional(),
    sort: vendorSort.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to change');
export type UpdateVendorRequest = z.infer<typeof updateVendorRequestSchema>;

/** A vendor's signing secret, answered once (on create and on rotate) and never again. */
export const vendorSecretSchema = z.object({
  code: z.string(),
  /** 64 hex characters (32 random bytes): the HMAC-SHA256 key of the vendor's requests. */
  secret: z.string(),
  rotatedAt: z.string(),
});
export type VendorSecret = z.infer<typeof vendorSecretSchema>;

export const createdVendorSchema = z.object({ vendor: vendorSchema, secret: vendorSecretSchema });
export type CreatedVendor = z.infer<typeof createdVendorSchema>;
