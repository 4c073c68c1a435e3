import { z } from 'zod';
import { operatorQuery } from '../envelope.ts';
import { rebateGameTypes } from './kinds.ts';
export { rebateGameTypes } from './kinds.ts';
export type { RebateGameType } from './kinds.ts';

/**
 * VIP levels (issue 20, docs/vip-and-rebate.md). Money is minor units of the brand's currency as a
 * decimal string; rates are basis points (100 = 1 %) by the points table's five game types.
 */

const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const positiveUnits = z.string().regex(/^[1-9]\d{0,17}$/, 'a positive amount');

/** A rate per game type, in basis points (100 = 1 %); a type left out gives nothing. */
export const gameTypeRatesSchema = z.partialRecord(
  z.enum(rebateGameTypes),
  z.number().int().min(1).max(10_000),
);
export type GameTypeRates = z.infer<typeof gameTypeRatesSchema>;

/** What a level asks and gives, as the member reads it. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  /** In the reader's language. */
  name: z.string(),
  /** Deposits and valid bets over the period that reach the level (both). */
  depositsNeeded: minorUnits,
  betsNeeded: minorUnits,
  /** Deposits and valid bets over a period that keep it (else it drops one level at the review). */
  keepDeposits: minorUnits,
  keepBets: minorUnits,
  upgradeBonus: minorUnits,
  weeklyBonus: minorUnits,
  monthlyBonus: minorUnits,
  birthdayBonus: minorUnits,
  /** The level's withdrawals a day; null: the brand's rule. */
  withdrawDailyCount: z.number().int().nullable(),
  withdrawDailyAmount: minorUnits.nullable(),
  rebateRates: gameTypeRatesSchema,
  cashbackRates: gameTypeRatesSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLevelsSchema = z.object({
  levels: z.array(vipLevelSchema),
  periodDays: z.number().int(),
  currency: z.string(),
});
export type VipLevels = z.infer<typeof vipLevelsSchema>;

/** GET /wps/member/vip/me: the member's level and its progress over the current period. */
export const myVipSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  reachedAt: z.string().nullable(),
  currency: z.string(),
  period: z.object({
    days: z.number().int(),
    /** The period the figures are counted over: the last `days` brand days to now. */
    from: z.string(),
    to: z.string(),
    /** Days until the keep-level review of the member's level (0: at the next review). */
    daysLeft: z.number().int(),
  }),
  deposits: minorUnits,
  validBets: minorUnits,
  /** The next level and what it still needs; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      depositsNeeded: minorUnits,
      betsNeeded: minorUnits,
      depositsLeft: minorUnits,
      betsLeft: minorUnits,
    })
    .nullable(),
  /** What keeps the level at its review, since it was reached or last kept; null at the lowest. */
  keep: z
    .object({
      deposits: minorUnits,
      validBets: minorUnits,
      depositsNeeded: minorUnits,
      betsNeeded: minorUnits,
    })
    .nullable(),
});
export type MyVip = z.infer<typeof myVipSchema>;

// The operator's side.

export const vipLevelInputSchema = z.object({
  level: z.number().int().min(0).max(99),
  names: z.partialRecord(z.enum(['vi', 'en']), z.string().trim().min(1).max(40)),
  depositsNeeded: minorUnits.default('0'),
  betsNeeded: minorUnits.default('0'),
  keepDeposits: minorUnits.default('0'),
  keepBets: minorUnits.default('0'),
  upgradeBonus: minorUnits.default('0'),
  weeklyBonus: minorUnits.default('0'),
  monthlyBonus: minorUnits.default('0'),
  birthdayBonus: minorUnits.default('0'),
  withdrawDailyCount: z.number().int().min(1).max(1000).nullable().default(null),
  withdrawDailyAmount: positiveUnits.nullable().default(null),
});
export type VipLevelInput = z.input<typeof vipLevelInputSchema>;

export const setVipLevelsSchema = z.object({
  periodDays: z.number().int().min(1).max(365).default(30),
  levels: z.array(vipLevelInputSchema).min(1).max(20),
});
export type SetVipLevels = z.input<typeof setVipLevelsSchema>;

export const operatorVipLevelsSchema = z.object({
  periodDays: z.number().int(),
  levels: z.array(vipLevelInputSchema),
  currency: z.string(),
});
export type OperatorVipLevels = z.infer<typeof operatorVipLevelsSchema>;
export const operatorVipLevelsQuerySchema = operatorQuery(z.object({}));

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a brand day: YYYY-MM-DD');

/** POST /admin/vip/reviews: review a brand day now (or answer that it was reviewed). */
export const runVipReviewSchema = z.object({ day: daySchema });
export const vipReviewRunSchema = z.object({
  day: z.string(),
  /** The day had been reviewed already (by the job or an earlier call): nothing was done now. */
  alreadyReviewed: z.boolean(),
  upgraded: z.number().int(),
  dropped: z.number().int(),
  bonuses: z.number().int(),
  amount: minorUnits,
});
export type VipReviewRun = z.infer<typeof vipReviewRunSchema>;
