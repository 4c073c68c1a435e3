import { z } from 'zod';
import { vietnameseBankCodes } from '../vietnam-banks.ts';
import { singleLineText } from '../free-text-schemas.ts';

/**
 * The bank accounts a member binds for withdrawals (at most `max`, paid only to the member's real
 * name). Account numbers travel masked except their last 4 digits.
 */

/** A positive whole id of a row (bigserial), as a decimal string. */
export const rowIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');

/** GET /wps/member/bank-accounts/banks: one bank of the list. */
const bankSchema = z.object({
  /** VietQR short code: the key sent back when binding. */
  code: z.string(),
  /** NAPAS / VietQR BIN. */
  bin: z.string(),
  shortName: z.string(),
  name: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export const banksSchema = z.array(bankSchema);

export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  bin: z.string(),
  /** Masked except the last 4 digits ("******1234"). */
  accountNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.iso.datetime(),
  /** A withdrawal to it is pending: it cannot be removed until that is decided. */
  inUse: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** GET /wps/member/bank-accounts: the member's accounts (oldest first), the cap and the real name. */
export const bankAccountListSchema = z.object({
  content: z.array(bankAccountSchema),
  max: z.number().int(),
  /** The member's real name; null until the first account (or the profile) sets it. */
  payeeName: z.string().nullable(),
});
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

/**
 * POST /wps/member/bank-accounts. The payee name must be the member's real name; while the member
 * has none, the first account's name (real-name rule: letters and spaces, no diacritics, 2-50)
 * becomes it. Leave it out to use the real name already set.
 */
export const addBankAccountRequestSchema = z.strictObject({
  bankCode: z.enum(vietnameseBankCodes),
  /** Digits only, 6-19 (spaces and dashes are the app's to strip). */
  accountNumber: z.string().regex(/^\d{6,19}$/, '6-19 digits'),
  payeeName: singleLineText({ max: 100 }).optional(),
});
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;

export const bankAccountPathSchema = z.object({ id: rowIdSchema });

/** DELETE /wps/member/bank-accounts/:id. */
export const bankAccountRemovedSchema = z.object({ removed: z.literal(true) });
