import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { campaignKinds, campaignStatuses, drawPeriods, ineligibleReasons, prizeKinds } from './kinds.ts';

export { campaignKinds, campaignStatuses, drawPeriods, ineligibleReasons, prizeKinds } from './kinds.ts';
export type { CampaignKind, CampaignStatus, DrawPeriod, IneligibleReason, PrizeKind } from './kinds.ts';

/**
 * Campaigns (issue 20, docs/campaigns.md): operator-funded red envelopes, prize wheels and lucky
 * tickets. Each draw is provably fair (decision 0025): HMAC-SHA256(server seed,
 * `client seed:nonce:cursor`) of the member's campaign seed pair, read as the house games read it
 * (`fairFloats` of @lotus/games) and turned into a prize by `campaignPrizeIndex` (./fair-draw.ts).
 * Money is minor units of the brand's currency as a decimal string; points are whole points.
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const wholeAmount = z.string().regex(/^\d{1,15}$/, 'a whole amount');
const instant = z.iso.datetime({ offset: true });

/** One line of the prize table; its chance is its weight over the table's total weight. */
export const prizeSchema = z
  .object({
    kind: z.enum(prizeKinds),
    /** Minor units for money, whole points for points, '0' for nothing. */
    amount: wholeAmount,
    weight: z.number().int().min(1).max(1_000_000),
  })
  .refine((prize) => (prize.kind === 'none') === (prize.amount === '0'), {
    message: 'an amount above 0 for money and points, 0 for nothing',
    path: ['amount'],
  });
export type Prize = z.infer<typeof prizeSchema>;

/** Who may draw: credited deposits and valid bets of at least so much over the last days (null: ever). */
export const eligibilitySchema = z.object({
  minDeposits: wholeAmount.default('0'),
  minValidBets: wholeAmount.default('0'),
  windowDays: z.number().int().min(1).max(365).nullable().default(null),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

const campaignTextsSchema = z.partialRecord(
  z.enum(['vi', 'en']),
  z.object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500).default(''),
  }),
);

/** POST /admin/campaigns and PUT /admin/campaigns/:id. */
export const campaignInputSchema = z.object({
  kind: z.enum(campaignKinds),
  texts: campaignTextsSchema,
  /** The money the campaign may pay (minor units) and the points it may give. */
  budget: wholeAmount,
  pointsBudget: wholeAmount.default('0'),
  startsAt: instant,
  endsAt: instant,
  eligibility: eligibilitySchema.default({ minDeposits: '0', minValidBets: '0', windowDays: null }),
  drawsAllowed: z.number().int().min(1).max(100),
  drawsPer: z.enum(drawPeriods),
  prizes: z.array(prizeSchema).min(2).max(12),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const memberCampaignSchema = z.object({
  id: idSchema,
  kind: z.enum(campaignKinds),
  /** In the reader's language (else the other). */
  name: z.string(),
  description: z.string(),
  status: z.enum(campaignStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  currency: z.string(),
  prizes: z.array(prizeSchema),
  drawsAllowed: z.number().int(),
  drawsPer: z.enum(drawPeriods),
  /** What this member has left now (this day's, for a daily allowance). */
  drawsLeft: z.number().int().min(0),
  eligible: z.boolean(),
  ineligibleReason: z.enum(ineligibleReasons).nullable(),
  /** The rule and where the member stands (minor units), so a screen can say what is missing. */
  eligibility: eligibilitySchema,
  deposits: wholeAmount,
  validBets: wholeAmount,
});
export type MemberCampaign = z.infer<typeof memberCampaignSchema>;

export const campaignSeedsSchema = z.object({
  /** SHA-256 hex of the current server seed: the commitment shown before a draw. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  nextNonce: z.number().int().nonnegative(),
});
export type CampaignSeeds = z.infer<typeof campaignSeedsSchema>;

export const campaignsQuerySchema = z.object({ kind: z.enum(campaignKinds).optional() });
export const memberCampaignListSchema = z.object({
  campaigns: z.array(memberCampaignSchema),
  seeds: campaignSeedsSchema,
});
export type MemberCampaignList = z.infer<typeof memberCampaignListSchema>;

/** POST /wps/member/campaigns/draws. */
export const drawRequestSchema = z.object({
  campaignId: idSchema,
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type DrawRequest = z.infer<typeof drawRequestSchema>;

/** One draw, with everything needed to recompute it once its server seed is revealed. */
export const drawSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  kind: z.enum(campaignKinds),
  campaignName: z.string(),
  /** The member's draw number in its period (1, 2, …) and the period (`all` or the brand's day). */
  drawNumber: z.number().int().min(1),
  periodKey: z.string(),
  /** The prize table as it stood at the draw, and the line drawn. */
  prizes: z.array(prizeSchema),
  prizeIndex: z.number().int().min(0),
  prize: prizeSchema,
  currency: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  /** Once the member rotated the pair: the server seed, so anyone can recompute the draw. */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export type Draw = z.infer<typeof drawSchema>;

/** A draw's answer: the draw, and what the member has left in the campaign's period after it. */
export const drawResultSchema = drawSchema.extend({ drawsLeft: z.number().int().min(0) });
export type DrawResult = z.infer<typeof drawResultSchema>;

export const myDrawsQuerySchema = pageQuerySchema.extend({ kind: z.enum(campaignKinds).optional() });
export const drawPageSchema = pageOf(drawSchema);
export type DrawPage = z.infer<typeof drawPageSchema>;

/** `PUT /wps/member/campaigns/seeds/client`: 1 to 64 printable ASCII characters (space included). */
export const setCampaignClientSeedSchema = z.object({
  clientSeed: z.string().regex(/^[\x20-\x7e]{1,64}$/, '1 to 64 printable characters'),
});

export const campaignSeedRotationSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** How many draws the pair made: their nonces are 0 … nonceCount − 1. */
    nonceCount: z.number().int().nonnegative(),
  }),
  current: campaignSeedsSchema,
});
export type CampaignSeedRotation = z.infer<typeof campaignSeedRotationSchema>;

// The operator's side.

export const operatorCampaignSchema = z.object({
  id: idSchema,
  kind: z.enum(campaignKinds),
  texts: campaignTextsSchema,
  budget: wholeAmount,
  /** Money paid out of the budget so far, and points given out of the points budget. */
  paid: wholeAmount,
  pointsBudget: wholeAmount,
  pointsPaid: wholeAmount,
  startsAt: z.string(),
  endsAt: z.string(),
  closedAt: z.string().nullable(),
  status: z.enum(campaignStatuses),
  eligibility: eligibilitySchema,
  drawsAllowed: z.number().int(),
  drawsPer: z.enum(drawPeriods),
  prizes: z.array(prizeSchema),
  draws: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type OperatorCampaign = z.infer<typeof operatorCampaignSchema>;
export const operatorCampaignListSchema = z.object({ campaigns: z.array(operatorCampaignSchema) });
export type OperatorCampaignList = z.infer<typeof operatorCampaignListSchema>;
export const operatorCampaignsQuerySchema = operatorQuery(
  z.object({ kind: z.enum(campaignKinds).optional() }),
);
export const campaignParamsSchema = z.object({ id: idSchema });

export const operatorDrawSchema = drawSchema.extend({ account: z.string() });
export type OperatorDraw = z.infer<typeof operatorDrawSchema>;
export const operatorDrawsQuerySchema = operatorQuery(
  pageQuerySchema.extend({ username: z.string().trim().min(1).max(64).optional() }),
);
export const operatorDrawPageSchema = pageOf(operatorDrawSchema).extend({
  /** The whole campaign's (not the page's): draws, members, money paid, points given. */
  totals: z.object({
    draws: z.number().int(),
    members: z.number().int(),
    money: wholeAmount,
    points: wholeAmount,
  }),
});
export type OperatorDrawPage = z.infer<typeof operatorDrawPageSchema>;
