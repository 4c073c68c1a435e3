import { z } from 'zod';
import { memberParamsSchema } from '../auth/schemas.ts';

/** The operator names a member by username, as every operator call about a member does. */
export { memberParamsSchema };

/**
 * Player protection (responsible gaming): deposit and loss limits per rolling window, time-outs,
 * self-exclusions and the reality-check reminder. Money is minor units as decimal strings.
 */

/** The rolling windows a limit counts over: the last 24 hours, 7 days, 30 days. */
export const protectionPeriods = ['24h', '7d', '30d'] as const;
export type ProtectionPeriod = (typeof protectionPeriods)[number];

export const protectionLimitKinds = ['deposit', 'loss'] as const;
export type ProtectionLimitKind = (typeof protectionLimitKinds)[number];

/** Time-out: 1 day to 6 weeks. Self-exclusion: 6 months to 5 years. */
export const timeOutDays = { min: 1, max: 42 } as const;
export const selfExclusionMonths = { min: 6, max: 60 } as const;
/** The reality-check reminder: every N minutes, off (null) by default. */
export const realityCheckMinutes = { min: 5, max: 480 } as const;

const minorUnits = z.string().regex(/^\d+$/);
const signedMinorUnits = z.string().regex(/^-?\d+$/);
/** A limit as the member sets it: a whole number of minor units, at most 18 digits (fits int64). */
const limitAmount = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})$/, 'a whole number of minor units (at most 18 digits)');

/** One limit of one window: in force, how much of it the window has used, and a raise waiting. */
const protectionLimitSchema = z.object({
  /** The limit in force; null: none. */
  limit: minorUnits.nullable(),
  /** Deposits in the window, or the net loss (stakes minus wins, never below zero). */
  used: minorUnits,
  /** What is left before the limit; null when there is no limit. */
  remaining: minorUnits.nullable(),
  /** A raise or a removal waiting its 24 hours: the value it takes (null: removed) and when. */
  pending: z.object({ limit: minorUnits.nullable(), effectiveAt: z.string() }).nullable(),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

const byPeriod = <T extends z.ZodType>(item: T) => z.object({ '24h': item, '7d': item, '30d': item });

/** `GET /wps/relay/responsible-gaming/limits`: both kinds of limit, each window. */
export const protectionLimitsSchema = z.object({
  currency: z.string(),
  deposit: byPeriod(protectionLimitSchema),
  loss: byPeriod(protectionLimitSchema),
});
export type ProtectionLimits = z.infer<typeof protectionLimitsSchema>;

const limitChanges = z
  .strictObject({
    '24h': limitAmount.nullable().optional(),
    '7d': limitAmount.nullable().optional(),
    '30d': limitAmount.nullable().optional(),
  })
  .optional();

/**
 * `PUT /wps/relay/responsible-gaming/limits`: a window left out stays as it is; null removes its
 * limit (after 24 hours); a lower value applies at once, a higher one after 24 hours.
 */
export const setProtectionLimitsRequestSchema = z.strictObject({ deposit: limitChanges, loss: limitChanges });
export type SetProtectionLimitsRequest = z.infer<typeof setProtectionLimitsRequestSchema>;

const protectionBreakKinds = ['time_out', 'self_exclusion'] as const;
export type ProtectionBreakKind = (typeof protectionBreakKinds)[number];

/** `POST /wps/relay/responsible-gaming/time-out`. */
export const timeOutRequestSchema = z.strictObject({
  days: z.number().int().min(timeOutDays.min).max(timeOutDays.max),
});

/** `POST /wps/relay/responsible-gaming/self-exclusion` (encrypted body): the login password and a yes. */
export const selfExclusionRequestSchema = z.strictObject({
  months: z.number().int().min(selfExclusionMonths.min).max(selfExclusionMonths.max),
  password: z.string().min(1).max(128),
  /** The member has read that nobody can lift it before it ends. */
  confirm: z.literal(true),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;

/** A break taken: in force from now; every session has ended. */
export const protectionBreakSchema = z.object({
  kind: z.enum(protectionBreakKinds),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ProtectionBreak = z.infer<typeof protectionBreakSchema>;

/** `GET /wps/relay/responsible-gaming/reality-check`: the setting, and the session so far. */
export const realityCheckSchema = z.object({
  /** Remind every N minutes; null: off. */
  intervalMinutes: z.number().int().nullable(),
  /** When this session began (the login). */
  sessionStartedAt: z.string(),
  /** Wins minus stakes since then (negative: a loss), minor units. */
  netResult: signedMinorUnits,
  currency: z.string(),
  /** The server's clock, so the reminder counts from the same time as the session start. */
  serverTime: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** `PUT /wps/relay/responsible-gaming/reality-check`. */
export const setRealityCheckRequestSchema = z.strictObject({
  intervalMinutes: z.number().int().min(realityCheckMinutes.min).max(realityCheckMinutes.max).nullable(),
});
export const realityCheckSettingSchema = z.object({ intervalMinutes: z.number().int().nullable() });

/** `GET /admin/members/{username}/protection`: what an operator sees (and cannot change). */
export const operatorProtectionSchema = z.object({
  username: z.string(),
  limits: protectionLimitsSchema,
  /** The break in force now, if any. */
  inForce: protectionBreakSchema.nullable(),
  /** Every break the member took, newest first (at most 50). */
  breaks: z.array(protectionBreakSchema.extend({ active: z.boolean() })),
  noMarketing: z.boolean(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type OperatorProtection = z.infer<typeof operatorProtectionSchema>;
