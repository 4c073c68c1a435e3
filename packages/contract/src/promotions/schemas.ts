import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { multiLineText } from '../free-text-schemas.ts';
import { feedbackContentLength } from '../values.ts';
import {
  applicationCommentMax,
  applicationImagesMax,
  applicationStatuses,
  promotionRules,
  promotionStatuses,
  promotionTypes,
} from './kinds.ts';
export {
  applicationCommentMax,
  applicationImageMaxBytes,
  applicationImagesMax,
  applicationStatuses,
  promotionRules,
  promotionStatuses,
  promotionTypes,
} from './kinds.ts';
export type { ApplicationStatus, PromotionRule, PromotionStatus, PromotionType } from './kinds.ts';

/**
 * Promotions and the activity centre (issue 20, docs/promotions.md). Money is minor units of the
 * brand's currency as a decimal string. Every bonus a promotion pays carries a turnover requirement
 * (valid bets to make before a withdrawal) that the cashier's withdrawal check honours.
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const positiveUnits = z.string().regex(/^[1-9]\d{0,17}$/, 'a positive amount');
/** How many times the bonus (or the deposit and the bonus) must be bet before a withdrawal: 0-100. */
const turnoverMultiplier = z.number().int().min(0).max(100);

/** Each rule's parameters, as the operator sets them and the member reads them. */
export const promotionTermsSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('registration_bonus'),
    /** Paid to a member who registered while the promotion ran, once, on claim. */
    amount: positiveUnits,
    turnoverMultiplier,
  }),
  z.object({
    rule: z.literal('first_deposit_match'),
    /** Per cent of the member's first credited deposit (made while the promotion runs). */
    percent: z.number().int().min(1).max(500),
    maxBonus: positiveUnits,
    minDeposit: minorUnits,
    /** On the deposit and the bonus together. */
    turnoverMultiplier,
  }),
  z.object({
    rule: z.literal('reload_bonus'),
    /** Per cent of the day's largest credited deposit that is not the member's first, once a day. */
    percent: z.number().int().min(1).max(500),
    maxBonus: positiveUnits,
    minDeposit: minorUnits,
    /** On the deposit and the bonus together. */
    turnoverMultiplier,
  }),
  z.object({
    rule: z.literal('daily_sign_in'),
    /** Day 1, 2, ... of an unbroken run of days signed in (brand clock); after the last, the last again. */
    amounts: z.array(positiveUnits).min(1).max(7),
    /** Valid bets the member must have made the day before to sign in ('0': none). */
    minValidBets: minorUnits,
    turnoverMultiplier,
  }),
  z.object({
    rule: z.literal('turnover_challenge'),
    /** Valid bets to make between joining and the promotion's end. */
    target: positiveUnits,
    reward: positiveUnits,
    turnoverMultiplier,
  }),
  z.object({
    rule: z.literal('application'),
    /** The operator grants up to this amount on approving an application. */
    maxAmount: positiveUnits,
    turnoverMultiplier,
  }),
]);
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

/** A promotion as the activity centre shows it, in the reader's language, with the member's status. */
export const promotionSchema = z.object({
  id: idSchema,
  type: z.enum(promotionTypes),
  terms: promotionTermsSchema,
  title: z.string(),
  summary: z.string(),
  /** The rules as the operator wrote them (plain text, paragraphs split by blank lines). */
  body: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(promotionStatuses),
  /** Why `closed` when the promotion is live (e.g. `registered_before`, `deposit_too_small`); else null. */
  reason: z.string().nullable(),
  /** What claiming now would pay ('claim' only). */
  claimable: minorUnits.nullable(),
  /** A challenge's valid bets since joining and its target; a sign-in's run of days. */
  progress: z.object({ done: minorUnits, target: minorUnits }).nullable(),
  /**
   * daily_sign_in only: the day of the unbroken run that today's sign-in makes (once signed in today,
   * or while it waits to be claimed), else the run so far.
   */
  streak: z.number().int().min(0).nullable(),
  currency: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsQuerySchema = z.object({ type: z.enum(promotionTypes).optional() });
export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;
export const promotionParamsSchema = z.object({ id: idSchema });

/** The home page's teaser: the live registration bonus, or none (then no figure is shown). */
export const registrationBonusSchema = z.object({
  amount: positiveUnits.nullable(),
  currency: z.string(),
  promotionId: idSchema.nullable(),
});
export type RegistrationBonus = z.infer<typeof registrationBonusSchema>;

/** POST join and claim: the key answers the first request. */
export const promotionActionSchema = z.object({ idempotencyKey: z.string().trim().min(1).max(120) });
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** An image for an application, as base64 of its bytes (png or jpg, at most 5 MB, checked by content). */
export const applicationImageUploadSchema = z.object({
  data: z
    .string()
    .max(7_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export const applicationImageSchema = z.object({
  id: idSchema,
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
});
export type ApplicationImage = z.infer<typeof applicationImageSchema>;

/** An application: a comment and up to 3 uploaded images. */
export const applicationInputSchema = z.object({
  comment: multiLineText({
    min: 1,
    max: applicationCommentMax,
    count: feedbackContentLength,
    maxUnits: 2000,
  }),
  imageIds: z.array(idSchema).max(applicationImagesMax),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const grantStatuses = ['claimed', 'issued'] as const;

/** A bonus a promotion paid the member (the reward centre). */
export const grantSchema = z.object({
  id: idSchema,
  promotionId: idSchema,
  promotionTitle: z.string(),
  rule: z.enum(promotionRules),
  amount: minorUnits,
  /** Valid bets this bonus asked for before a withdrawal. */
  turnoverRequired: minorUnits,
  /** `claimed` by the member, or `issued` by the operator (an application). */
  status: z.enum(grantStatuses),
  /** The day a daily reward was for (brand clock), or null. */
  day: z.string().nullable(),
  createdAt: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;

/** GET /wps/member/rewards: the reward centre. */
export const rewardCentreSchema = z.object({
  /** Valid bets still to make before a withdrawal, across every bonus. */
  turnoverRemaining: minorUnits,
  totalBonuses: minorUnits,
  currency: z.string(),
  grants: z.array(grantSchema),
  total: z.number().int(),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;
export const rewardCentreQuerySchema = pageQuerySchema;

export const applicationSchema = z.object({
  id: idSchema,
  promotionId: idSchema,
  promotionTitle: z.string(),
  comment: z.string(),
  images: z.array(applicationImageSchema),
  status: z.enum(applicationStatuses),
  amount: minorUnits.nullable(),
  operatorRemark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.object({ applications: z.array(applicationSchema) });
export type ApplicationList = z.infer<typeof applicationListSchema>;

// The operator's side.

/** An image's bytes travel as the image itself; this names the answer for the API reference. */
export const imageBytesSchema = z.string().describe('the image (image/png or image/jpeg)');

const promotionTextsSchema = z.partialRecord(
  z.enum(['vi', 'en']),
  z.object({
    title: z.string().trim().min(1).max(80),
    summary: z.string().trim().max(200).default(''),
    body: z.string().trim().max(4000).default(''),
  }),
);

export const promotionInputSchema = z
  .object({
    type: z.enum(promotionTypes),
    terms: promotionTermsSchema,
    texts: promotionTextsSchema,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** Shown in the activity centre; a hidden promotion pays nothing new. */
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'ends after it starts',
    path: ['endsAt'],
  })
  .refine((input) => Object.keys(input.texts).length > 0, { message: 'a title', path: ['texts'] });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const operatorPromotionSchema = z.object({
  id: idSchema,
  type: z.enum(promotionTypes),
  terms: promotionTermsSchema,
  texts: promotionTextsSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** What it has paid, and to how many members. */
  paid: minorUnits,
  grants: z.number().int(),
  currency: z.string(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;
export const operatorPromotionListSchema = z.object({ promotions: z.array(operatorPromotionSchema) });
export const operatorPromotionsQuerySchema = operatorQuery(z.object({}));

export const operatorApplicationSchema = applicationSchema.extend({
  memberId: idSchema,
  username: z.string(),
  maxAmount: minorUnits,
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;
export const operatorApplicationsQuerySchema = operatorQuery(
  pageQuerySchema.extend({ status: z.enum(applicationStatuses).optional() }),
);
export const operatorApplicationPageSchema = pageOf(operatorApplicationSchema);

export const approveApplicationSchema = z.object({
  amount: positiveUnits,
  remark: z.string().trim().max(200).optional(),
});
export type ApproveApplication = z.infer<typeof approveApplicationSchema>;
export const rejectApplicationSchema = z.object({ remark: z.string().trim().min(1).max(200) });
export type RejectApplication = z.infer<typeof rejectApplicationSchema>;
