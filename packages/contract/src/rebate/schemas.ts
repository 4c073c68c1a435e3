import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { rebateGameTypes } from '../vip/schemas.ts';
import { rebateKinds, rebateModes, rebateStatuses } from './kinds.ts';
export { rebateKinds, rebateModes, rebateStatuses } from './kinds.ts';
export type { RebateKind, RebateMode, RebateStatus } from './kinds.ts';

/**
 * Rebate and cashback (issue 20, docs/vip-and-rebate.md): per brand day, game type and the member's
 * VIP level, rebate is a rate on valid bets and cashback a rate on net loss. Money is minor units
 * of the brand's currency as a decimal string; rates are basis points (100 = 1 %).
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a brand day: YYYY-MM-DD');

export const rebateSchema = z.object({
  id: idSchema,
  /** The brand day (YYYY-MM-DD) it was computed on. */
  periodKey: z.string(),
  gameType: z.enum(rebateGameTypes),
  kind: z.enum(rebateKinds),
  level: z.number().int(),
  /** Valid bets (rebate) or net loss (cashback) of the day on that game type. */
  base: minorUnits,
  rateBps: z.number().int(),
  amount: minorUnits,
  status: z.enum(rebateStatuses),
  currency: z.string(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type Rebate = z.infer<typeof rebateSchema>;

export const rebateHistoryQuerySchema = pageQuerySchema.extend({
  status: z.enum(rebateStatuses).optional(),
});
export const rebatePageSchema = pageOf(rebateSchema);
export type RebatePage = z.infer<typeof rebatePageSchema>;

/** GET /wps/member/rebate: the rates of the member's level, the brand's mode, what waits to be claimed. */
export const myRebateSchema = z.object({
  level: z.number().int(),
  levelName: z.string(),
  mode: z.enum(rebateModes),
  rates: z.array(
    z.object({
      gameType: z.enum(rebateGameTypes),
      rebateBps: z.number().int(),
      cashbackBps: z.number().int(),
    }),
  ),
  claimable: minorUnits,
  currency: z.string(),
});
export type MyRebate = z.infer<typeof myRebateSchema>;

export const rebateParamsSchema = z.object({ id: idSchema });

// The operator's side.

export const rebateRateSchema = z.object({
  level: z.number().int().min(0).max(99),
  gameType: z.enum(rebateGameTypes),
  kind: z.enum(rebateKinds),
  rateBps: z.number().int().min(1).max(10_000),
});
export type RebateRate = z.infer<typeof rebateRateSchema>;

export const rebateSettingsSchema = z.object({
  mode: z.enum(rebateModes),
  /** The whole table: a (level, game type, kind) left out gives nothing. */
  rates: z.array(rebateRateSchema).max(100 * rebateGameTypes.length * rebateKinds.length),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;
export const operatorRebateSettingsSchema = rebateSettingsSchema.extend({ currency: z.string() });
export type OperatorRebateSettings = z.infer<typeof operatorRebateSettingsSchema>;
export const rebateSettingsQuerySchema = operatorQuery(z.object({}));

export const operatorRebatesQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    periodKey: daySchema.optional(),
    status: z.enum(rebateStatuses).optional(),
    username: z.string().trim().min(1).max(64).optional(),
  }),
);
export const operatorRebateSchema = rebateSchema.extend({ account: z.string() });
export type OperatorRebate = z.infer<typeof operatorRebateSchema>;
export const operatorRebatePageSchema = pageOf(operatorRebateSchema).extend({
  /** What the filtered rows add up to. */
  totalAmount: minorUnits,
});
export type OperatorRebatePage = z.infer<typeof operatorRebatePageSchema>;

/** POST /admin/rebate/periods: compute an ended brand day now (or answer that it was computed). */
export const giveRebatePeriodSchema = z.object({ periodKey: daySchema });
export const rebateRunSchema = z.object({
  periodKey: z.string(),
  /** The day had been computed already (by the job or an earlier call): nothing was done now. */
  alreadyGiven: z.boolean(),
  mode: z.enum(rebateModes),
  members: z.number().int(),
  amount: minorUnits,
});
export type RebateRun = z.infer<typeof rebateRunSchema>;
