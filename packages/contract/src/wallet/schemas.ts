import { z } from 'zod';
import { jackpotSchema } from '../content/schemas.ts';
import { singleLineText } from '../free-text-schemas.ts';

/** The jackpot pool is the ledger's figure: the wallet serves it (content declares its shape). */
export { jackpotSchema };

/** Minor units as a decimal string: a bigint past 2^53 would lose digits as a JSON number. */
const minorUnits = z.string().regex(/^\d+$/);
const signedMinorUnits = z.string().regex(/^-?\d+$/);
const int64Max = 9_223_372_036_854_775_807n;

/** The logged-in member's balances (`GET /wps/v2/wallets/balance`), in minor units. */
export const walletBalanceSchema = z.object({
  balance: minorUnits,
  currency: z.string(),
  /** Points, in their own unit (PTS). */
  points: minorUnits,
  /**
   * True for a free-play guest: `balance` is play money (currency XPM, decision 0018), never real
   * money, to be labelled as such wherever it shows.
   */
  playMoney: z.boolean().optional(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** A free-play guest's top-up of play money, idempotent by key. */
export const playMoneyTopUpRequestSchema = z.object({
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type PlayMoneyTopUpRequest = z.infer<typeof playMoneyTopUpRequestSchema>;

export const playMoneyTopUpSchema = z.object({
  /** The play balance after the top-up (the brand's starting amount again). */
  balance: minorUnits,
  /** Always XPM: play money's own currency. */
  currency: z.string(),
  /** True when the key had been used: nothing moved again. */
  replayed: z.boolean(),
});
export type PlayMoneyTopUp = z.infer<typeof playMoneyTopUpSchema>;

/** An operator's manual adjustment of a member's main wallet, against the house account. */
export const walletAdjustmentRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  /** Minor units, non-zero; negative takes money from the member. */
  amount: z
    .string()
    .regex(/^-?[1-9]\d{0,18}$/, 'a non-zero whole number of minor units')
    // zod runs a refinement even after the pattern failed: only digits ever reach BigInt.
    .refine(
      (value) => !/^-?\d+$/.test(value) || (BigInt(value) <= int64Max && BigInt(value) >= -int64Max),
      'out of range',
    ),
  reason: singleLineText({ min: 3, max: 200 }),
  /** The same key with the same request answers the first result; with another request it is refused. */
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type WalletAdjustmentRequest = z.infer<typeof walletAdjustmentRequestSchema>;

/**
 * The adjustment's answer. Up to ADJUSTMENT_APPROVAL_ABOVE (minor units, either way) it is done at
 * once; above it nothing moves until a second operator approves (`pending`, see the approvals
 * calls). The same key again answers the same approval: `pending`, `done` once approved (replayed),
 * or `rejected`.
 */
export const walletAdjustmentSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    journalId: z.string(),
    /** True when the key had been used before with this request: nothing was posted again. */
    replayed: z.boolean(),
    username: z.string(),
    /** The member's main balance right after the adjustment. */
    balance: minorUnits,
    currency: z.string(),
    /** The approval it ran by, when it needed one. */
    approvalId: z.string().optional(),
  }),
  z.object({ status: z.literal('pending'), approvalId: z.string() }),
  z.object({ status: z.literal('rejected'), approvalId: z.string() }),
]);
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;

/** The books checked: every balance equals the sum of its postings, and each currency sums to zero. */
export const walletReconciliationSchema = z.object({
  accountsChecked: z.number().int(),
  mismatches: z.array(
    z.object({
      accountId: z.string(),
      /** `house:<code>` or `member:<id>:<kind>`. */
      account: z.string(),
      balance: signedMinorUnits,
      postingsSum: signedMinorUnits,
    }),
  ),
  totals: z.array(z.object({ currency: z.string(), total: signedMinorUnits })),
  negativeMemberAccounts: z.number().int(),
  unbalancedJournals: z.number().int(),
  /** No mismatch, every total zero, no negative member balance, no unbalanced journal. */
  balanced: z.boolean(),
});
export type WalletReconciliation = z.infer<typeof walletReconciliationSchema>;
