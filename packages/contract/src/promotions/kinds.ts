// The promotions word lists and bounds, without zod: the member site's pages import them through
// index.ts (a page that imported schemas.ts would carry zod).

/** The activity centre's filter types (spec). */
export const promotionTypes = ['newbie', 'limited', 'special', 'daily', 'high_rebate', 'vip'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** What a promotion pays for: the rule types an operator configures. */
export const promotionRules = [
  'registration_bonus',
  'first_deposit_match',
  'reload_bonus',
  'daily_sign_in',
  'turnover_challenge',
  'application',
] as const;
export type PromotionRule = (typeof promotionRules)[number];

/**
 * A member's status in a promotion (the spec's activity statuses):
 * `coming` not started; `closed` ended, or not open to this member; `join` it can take part
 * (join a challenge, deposit for a match, apply); `signed` joined (a challenge under way, or signed
 * in today); `claim` a reward waits to be claimed; `claimed` claimed; `applying` an application
 * waits for the operator; `rejected` the operator refused it; `issued` the operator granted it;
 * `processing` a deposit it counts on is not credited yet.
 */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
  'coming',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** An application's comment: at most 140 characters, counted as a reader counts them (graphemes). */
export const applicationCommentMax = 140;

export const applicationImagesMax = 3;

/** 5 MB: the largest image an application takes. */
export const applicationImageMaxBytes = 5 * 1024 * 1024;

/** An application as the member and the operator see it. */
export const applicationStatuses = ['applying', 'issued', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
