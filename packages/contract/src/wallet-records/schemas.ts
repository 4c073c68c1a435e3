import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { walletBonusKinds, walletRecordTypes } from '../values.ts';

export { walletBonusKinds, walletRecordTypes } from '../values.ts';
export type { WalletBonusKind, WalletRecordType } from '../values.ts';

/**
 * The member's wallet records (account record, bonus details), the consolidated funds, the merchant
 * wallet and the transfer between the main wallet and vendor wallets. Money is minor units as a
 * decimal string; times are ISO 8601 in UTC.
 */

const minorUnits = z.string().regex(/^\d+$/);
const signedMinorUnits = z.string().regex(/^-?\d+$/);
const int64Max = 9_223_372_036_854_775_807n;

/** An empty query value (`?type=`) means "no filter", as the spec's screens send it. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * A bound of a date filter: a calendar day `yyyy-MM-dd` (read in the brand's time zone; `from` is
 * that day's start, `to` includes the whole day) or an instant in ISO 8601 with an offset (`to`
 * excluded).
 */
const recordDateBoundSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

function boundsInOrder(query: { from?: string | undefined; to?: string | undefined }): boolean {
  if (query.from === undefined || query.to === undefined) return true;
  // A day is compared by its start, an instant as it is: enough to refuse a range that runs backwards.
  return Date.parse(query.from) <= Date.parse(query.to);
}

const dateRange = {
  from: z.preprocess(emptyAsAbsent, recordDateBoundSchema.optional()),
  to: z.preprocess(emptyAsAbsent, recordDateBoundSchema.optional()),
};

/** GET /wps/relay/wallet/records?type=&from=&to=&page=&size= */
export const walletRecordsQuerySchema = pageQuerySchema
  .extend({ type: z.preprocess(emptyAsAbsent, z.enum(walletRecordTypes).optional()), ...dateRange })
  .refine(boundsInOrder, { message: 'from must not be after to', path: ['to'] });
export type WalletRecordsQuery = z.infer<typeof walletRecordsQuerySchema>;

/** One movement of the member's main wallet. */
const walletRecordSchema = z.object({
  /** The posting's id (decimal string). */
  id: z.string(),
  journalId: z.string(),
  time: z.string(),
  /** One of walletRecordTypes (a string: a kind added later must not break older apps). */
  type: z.string(),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: signedMinorUnits,
  /** The wallet's balance right after this movement. */
  balanceAfter: signedMinorUnits,
  currency: z.string(),
  memo: z.string().nullable(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;
export const walletRecordPageSchema = pageOf(walletRecordSchema);

/** GET /wps/relay/wallet/bonuses?kind=&from=&to=&page=&size= */
export const walletBonusesQuerySchema = pageQuerySchema
  .extend({ kind: z.preprocess(emptyAsAbsent, z.enum(walletBonusKinds).optional()), ...dateRange })
  .refine(boundsInOrder, { message: 'from must not be after to', path: ['to'] });
export type WalletBonusesQuery = z.infer<typeof walletBonusesQuerySchema>;

/** One bonus or rebate paid into the member's main wallet (or taken back, negative). */
const walletBonusSchema = z.object({
  id: z.string(),
  journalId: z.string(),
  time: z.string(),
  kind: z.string(),
  amount: signedMinorUnits,
  currency: z.string(),
  memo: z.string().nullable(),
});
export type WalletBonus = z.infer<typeof walletBonusSchema>;
export const walletBonusPageSchema = pageOf(walletBonusSchema);

/**
 * GET /wps/member/info/funds/consolidated: the member's funds with the contract fields of the spec,
 * from the member's real agent contracts (docs/agent-contracts.md "In the running product"): a
 * `…req…` field is the state of a contract of that kind waiting for its answer; a `…Info` the
 * standing contract (with its latest payout for the daily salary and the dividend). A member with
 * none gets null, never a made-up figure.
 */
export const consolidatedFundsSchema = z.object({
  balance: minorUnits,
  currency: z.string(),
  /** Points, in their own unit. */
  points: minorUnits,
  /** The sum of the member's vendor wallets (0 on a single-wallet brand). */
  vendorBalance: minorUnits,
  /** The type of daily-salary contract requested of the member; null: none. */
  dailysalreqtype: z.string().nullable(),
  /** The type of dividend contract requested; null: none. */
  divtypereq: z.string().nullable(),
  /** The hourly-salary contract requested; null: none. */
  contracthoursalreq: z.string().nullable(),
  /** The member's contract details per kind; null: no such contract. */
  contractDailySalaryInfo: z.record(z.string(), z.unknown()).nullable(),
  contractHourlySalaryInfo: z.record(z.string(), z.unknown()).nullable(),
  dailySalaryInfo: z.record(z.string(), z.unknown()).nullable(),
  dividendInfo: z.record(z.string(), z.unknown()).nullable(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/** GET /wps/relay/wallet/merchant: true when the brand runs one seamless wallet (no transfers). */
export const merchantWalletSchema = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/**
 * A member's wallet at one vendor, for the transfer panel: the vendors with a game to play there,
 * and any other still holding the member's money (so it can come back).
 */
const vendorWalletSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  balance: minorUnits,
  currency: z.string(),
  /** False: the vendor has no game switched on (or is switched off): money may only come back. */
  canTransferIn: z.boolean(),
});

/** GET /wps/relay/wallet/vendors: the main wallet and each of the brand's vendor wallets. */
export const vendorWalletsSchema = z.object({
  isSingle: z.boolean(),
  main: minorUnits,
  currency: z.string(),
  vendors: z.array(vendorWalletSchema),
});
export type VendorWallets = z.infer<typeof vendorWalletsSchema>;

/** `main`, or a vendor's code. */
const walletEndSchema = z.union([z.literal('main'), z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/)]);

/** POST /wps/relay/wallet/transfer: between the main wallet and one vendor wallet, either way. */
export const walletTransferRequestSchema = z
  .object({
    from: walletEndSchema,
    to: walletEndSchema,
    /** Minor units, positive. */
    amount: z
      .string()
      .regex(/^[1-9]\d{0,18}$/, 'a positive whole number of minor units')
      .refine((value) => BigInt(value) <= int64Max, 'out of range'),
    /** The same key with the same request answers the first result; with another it is refused. */
    idempotencyKey: z.string().trim().min(1).max(120),
  })
  .refine((request) => (request.from === 'main') !== (request.to === 'main'), {
    message: 'one end is the main wallet, the other a vendor wallet',
    path: ['to'],
  });
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const walletTransferSchema = z.object({
  journalId: z.string(),
  replayed: z.boolean(),
  /** Balances right after the transfer. */
  main: minorUnits,
  vendor: z.string(),
  vendorBalance: minorUnits,
  currency: z.string(),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

/**
 * POST /wps/relay/wallet/vendors/collect: every vendor wallet's balance back to the main wallet, in
 * one journal (on a single-wallet brand the only way out of a vendor wallet). The same key answers
 * the first result.
 */
export const collectVendorWalletsRequestSchema = z.object({
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type CollectVendorWalletsRequest = z.infer<typeof collectVendorWalletsRequestSchema>;

export const vendorWalletsCollectedSchema = z.object({
  /** Null: the vendor wallets held nothing, nothing was written. */
  journalId: z.string().nullable(),
  replayed: z.boolean(),
  /** What came back, per vendor wallet, and in all. */
  vendors: z.array(z.object({ vendor: z.string(), amount: minorUnits })),
  moved: minorUnits,
  /** The main balance right after. */
  main: minorUnits,
  currency: z.string(),
});
export type VendorWalletsCollected = z.infer<typeof vendorWalletsCollectedSchema>;
