import { z } from 'zod';
import { betStatuses, gameTypes } from '../values.ts';

/**
 * The member's betting record and profit and loss, over the bets (one row per round). Money is
 * minor units as decimal strings; days are calendar dates in the brand's time zone.
 */

export { betStatuses, gameTypes } from '../values.ts';
export type { BetStatus, GameType } from '../values.ts';

const gameTypeSchema = z.enum(gameTypes);
const betStatusSchema = z.enum(betStatuses);

const minorUnits = z.string().regex(/^\d+$/);
const signedMinorUnits = z.string().regex(/^-?\d+$/);

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'a date that exists')
  .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', 'a date between 2000 and 2999');

/** The longest range one query may span, in days (a year and a day: "the last 12 months" fits). */
export const betQueryMaxDays = 366;

/** From and to, both inclusive, in the brand's time zone; left out: the last 7 days up to today. */
const dateRange = {
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
};

/** `GET /wps/relay/bets`: the member's own rounds placed in the range, newest first. */
export const betRecordQuerySchema = z.object({
  ...dateRange,
  gameType: gameTypeSchema.optional(),
  status: betStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetRecordQuery = z.infer<typeof betRecordQuerySchema>;

/** One round of the betting record. */
export const betRecordSchema = z.object({
  /** A decimal string (bigserial). */
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  roundId: z.string(),
  status: betStatusSchema,
  /** What the round's standing bets add up to (0 once every bet is rolled back). */
  stake: minorUnits,
  /** Stakes of the round's bets that were rolled back (returned to the member). */
  rolledBackStake: minorUnits,
  payout: minorUnits,
  /** Payout minus stake once settled (the member's win, negative a loss); null until then. */
  net: signedMinorUnits.nullable(),
  currency: z.string(),
  /** ISO 8601, UTC. */
  placedAt: z.string(),
  /** ISO 8601, UTC; null until settled. */
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordPageSchema = z.object({
  content: z.array(betRecordSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** The range the answer covers (the defaults filled in), in `timeZone`. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** `GET /wps/relay/bets/profit-loss`: settled rounds by the day they settled. */
export const profitLossQuerySchema = z.object(dateRange);
export type ProfitLossQuery = z.infer<typeof profitLossQuerySchema>;

const profitLossFigures = {
  /** How many rounds settled. */
  rounds: z.number().int().min(0),
  stake: minorUnits,
  payout: minorUnits,
  /** Payout minus stake: the member's profit (negative: a loss). */
  net: signedMinorUnits,
};

export const profitLossSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /** Days with settled rounds, newest first. */
  days: z.array(z.object({ date: z.string(), ...profitLossFigures })),
  /** Game types with settled rounds, in the order of `gameTypes`. */
  gameTypes: z.array(z.object({ gameType: gameTypeSchema, ...profitLossFigures })),
  total: z.object(profitLossFigures),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;
