import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { exchangeStatuses, pointsRateTypes, productKinds } from './kinds.ts';
export { exchangeStatuses, pointsRateTypes, productKinds, shippedKinds } from './kinds.ts';
export type { ExchangeStatus, PointsRateType, ProductKind } from './kinds.ts';

/**
 * Points and the points mall (issue 20, docs/points.md). Points are whole numbers in the ledger's
 * own unit (PTS), never expiring. Money is minor units of the brand's currency as a decimal string.
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const wholePoints = z.string().regex(/^\d{1,18}$/, 'whole points');
/** A change of points: negative when points left the member. */
const signedPoints = z.string().regex(/^-?\d{1,18}$/, 'whole points, signed');

/**
 * One row of the exchange-rate table: `money` (minor units) for `points`. Earning types: every
 * `money` of valid bets (or deposits) in an hour earns `points`, whole points only. `redeem`:
 * `points` convert into `money`.
 */
export const pointsRateSchema = z.object({
  type: z.enum(pointsRateTypes),
  money: z.string().regex(/^[1-9]\d{0,17}$/, 'a positive amount'),
  points: z.string().regex(/^[1-9]\d{0,17}$/, 'a positive number of points'),
});
export type PointsRate = z.infer<typeof pointsRateSchema>;

/** GET /wps/member/points: the member's points and the table they are earned and spent by. */
export const pointsSummarySchema = z.object({
  points: wholePoints,
  /** The brand's currency, for the table's money. */
  currency: z.string(),
  rates: z.array(pointsRateSchema),
  /** Points earned and spent since the account opened. */
  earned: wholePoints,
  spent: wholePoints,
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** What moved a member's points. */
/** `prize`: won in a campaign draw (red envelope, wheel, lucky ticket); `other`: an operator's adjustment. */
export const pointsEntryKinds = ['earned', 'exchanged', 'converted', 'returned', 'prize', 'other'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

export const pointsEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(pointsEntryKinds),
  /** For earned points: the rate type that earned them, and the hour (`HR-YYYY-MM-DD-HH`, brand time). */
  type: z.enum(pointsRateTypes).nullable(),
  periodKey: z.string().nullable(),
  /** For earned points: the valid bets or deposits that earned them. */
  base: minorUnits.nullable(),
  /** The exchange the points left or came back for: its id, transaction number and product (reader's language). */
  exchangeId: idSchema.nullable(),
  exchangeNumber: z.string().nullable(),
  productName: z.string().nullable(),
  /** For a prize: the campaign that drew it (reader's language). */
  campaignName: z.string().nullable(),
  change: signedPoints,
  balanceAfter: wholePoints,
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsDetailQuerySchema = pageQuerySchema;
export const pointsDetailPageSchema = pageOf(pointsEntrySchema);
export type PointsDetailPage = z.infer<typeof pointsDetailPageSchema>;

/** A product's words in each of the brand's languages (`vi`, `en`); the reader's, else the first. */
const productTextsSchema = z.partialRecord(
  z.enum(['vi', 'en']),
  z.object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500).default(''),
  }),
);

export const productSchema = z.object({
  id: idSchema,
  kind: z.enum(productKinds),
  /** In the reader's language. */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points one unit takes. */
  points: wholePoints,
  /** Money one unit also takes from the main wallet ('0': points only). */
  amount: minorUnits,
  /** A cash product: the money one unit pays into the main wallet. */
  cashValue: minorUnits,
  /** The unit a quantity counts ("cái", "phiếu"), in the reader's language. */
  unit: z.string(),
  stock: z.number().int().min(0),
  /** The most units one exchange takes. */
  maxPerExchange: z.number().int().min(1),
});
export type Product = z.infer<typeof productSchema>;

export const productsQuerySchema = z.object({ kind: z.enum(productKinds).optional() });
export const productListSchema = z.object({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/, 'a phone number');

/** POST /wps/member/points/exchanges, encrypted (`{ data }`), decrypted. */
export const redeemSchema = z.object({
  productId: idSchema,
  quantity: z.number().int().min(1).max(100),
  paymentPassword: z.string().max(64),
  /** Goods only: where to send them and whom to call. */
  address: z.string().trim().min(5).max(200).optional(),
  phone: phoneSchema.optional(),
  remark: z.string().trim().max(140).optional(),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type Redeem = z.infer<typeof redeemSchema>;

/** POST /wps/member/points/convert, encrypted: points into money at the redeem rate, at once. */
export const convertSchema = z.object({
  points: wholePoints,
  paymentPassword: z.string().max(64),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type ConvertPoints = z.infer<typeof convertSchema>;

/** An exchange record, with every field of the spec's. */
export const exchangeSchema = z.object({
  id: idSchema,
  /** The transaction number a member quotes to support. */
  number: z.string(),
  createdAt: z.string(),
  /** A product's kind, or `convert` for points turned into money. */
  type: z.union([z.enum(productKinds), z.literal('convert')]),
  productName: z.string().nullable(),
  quantity: z.number().int(),
  pointsRequired: wholePoints,
  amountRequired: minorUnits,
  status: z.enum(exchangeStatuses),
  /** The member's remark, and the operator's when it decided or shipped. */
  remark: z.string().nullable(),
  operatorRemark: z.string().nullable(),
  unit: z.string(),
  /** The redeem rate in force: `points` for `money`. */
  ratio: z.object({ points: wholePoints, money: minorUnits }).nullable(),
  /** Money paid into the main wallet (cash products and conversions, once approved). */
  redeemAmount: minorUnits,
  /** Points that came back to the member (a rejected exchange returns them). */
  pointsEarned: wholePoints,
  /** The wallet money came from or went to. */
  paymentAccount: z.literal('main'),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** What the exchange did to the member's points in all (negative: taken). */
  pointsChange: signedPoints,
  currency: z.string(),
  decidedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangesQuerySchema = pageQuerySchema.extend({ status: z.enum(exchangeStatuses).optional() });
export const exchangePageSchema = pageOf(exchangeSchema);
export type ExchangePage = z.infer<typeof exchangePageSchema>;

// The operator's side.

export const setPointsRatesSchema = z.object({
  rates: z.array(pointsRateSchema).max(pointsRateTypes.length),
});
export type SetPointsRates = z.infer<typeof setPointsRatesSchema>;
/** The table, with the brand's currency its money is in. */
export const pointsRatesSchema = z.object({ rates: z.array(pointsRateSchema), currency: z.string() });
export type PointsRates = z.infer<typeof pointsRatesSchema>;

export const productInputSchema = z.object({
  kind: z.enum(productKinds),
  texts: productTextsSchema,
  units: z.partialRecord(z.enum(['vi', 'en']), z.string().trim().min(1).max(20)),
  imageUrl: z.string().url().max(500).nullable().default(null),
  points: wholePoints,
  amount: minorUnits.default('0'),
  cashValue: minorUnits.default('0'),
  stock: z.number().int().min(0).max(1_000_000),
  maxPerExchange: z.number().int().min(1).max(100).default(1),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const operatorProductSchema = productInputSchema.extend({
  id: idSchema,
  createdAt: z.string(),
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;
/** The products, with the brand's currency their money is in. */
export const operatorProductListSchema = z.object({
  products: z.array(operatorProductSchema),
  currency: z.string(),
});
export const productParamsSchema = z.object({ id: idSchema });
export const operatorProductsQuerySchema = operatorQuery(z.object({}));

export const operatorExchangesQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    status: z.enum(exchangeStatuses).optional(),
    username: z.string().trim().min(1).max(64).optional(),
  }),
);
export const operatorExchangeSchema = exchangeSchema.extend({ account: z.string() });
export type OperatorExchange = z.infer<typeof operatorExchangeSchema>;
export const operatorExchangePageSchema = pageOf(operatorExchangeSchema);
export const exchangeParamsSchema = z.object({ id: idSchema });
export const decideExchangeSchema = z.object({ remark: z.string().trim().max(200).optional() });

/** POST /admin/points/earnings: give an ended hour's points now (or answer that it was given). */
export const giveEarningsSchema = z.object({
  periodKey: z.string().regex(/^HR-\d{4}-\d{2}-\d{2}-\d{2}$/, 'an hour key: HR-YYYY-MM-DD-HH'),
});
export type GiveEarnings = z.infer<typeof giveEarningsSchema>;
export const earningRunSchema = z.object({
  periodKey: z.string(),
  /** The hour had been given already (by the job or an earlier call): nothing was given now. */
  alreadyGiven: z.boolean(),
  members: z.number().int(),
  points: wholePoints,
});
export type EarningRunValue = z.infer<typeof earningRunSchema>;
