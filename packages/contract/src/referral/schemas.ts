import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { referralFriendStatuses } from './kinds.ts';
export { referralFriendStatuses } from './kinds.ts';
export type { ReferralFriendStatus } from './kinds.ts';

/**
 * The referral programme (issue 20, part 7; docs/referral.md): a member invites friends with its
 * code; the operator's rules pay the member a reward for each friend whose credited deposits and
 * valid bets reach the rules' figures. Money is minor units of the brand's currency as a decimal
 * string. A reward carries a turnover requirement the withdrawal check honours.
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const positiveUnits = z.string().regex(/^[1-9]\d{0,17}$/, 'a positive amount');

/** The operator's rules, as it sets them and the member reads them. */
export const referralRulesSchema = z.object({
  /** Paid to the member for each friend who qualifies, once. */
  reward: positiveUnits,
  /** The friend's credited deposits since joining must reach this. */
  minDeposit: minorUnits,
  /** The friend's valid bets since joining must reach this. */
  minValidBets: minorUnits,
  /** The reward's turnover: reward x this, bet before a withdrawal (0-100). */
  turnoverMultiplier: z.number().int().min(0).max(100),
  /** Off: nothing can be claimed (friends still join and are counted). */
  active: z.boolean(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const referralTotalsSchema = z.object({
  friends: z.number().int(),
  pending: z.number().int(),
  qualified: z.number().int(),
  claimed: z.number().int(),
  /** What the programme has paid the member. */
  earned: minorUnits,
  /** What the member can claim now (qualified friends x the reward; 0 while the programme is off). */
  claimable: minorUnits,
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

/** GET /wps/member/referral: the member's code and link, the rules in force, and its totals. */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** `<member site>/register?ref=CODE`. */
  link: z.string(),
  currency: z.string(),
  /** Null until the operator has set rules. */
  rules: referralRulesSchema.nullable(),
  totals: referralTotalsSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** A friend the member referred, as the member sees it: never its name in full nor its figures. */
export const referralFriendSchema = z.object({
  id: idSchema,
  /** Masked as the winners list masks players: `ng***n`. */
  username: z.string(),
  joinedAt: z.string(),
  depositsReached: z.boolean(),
  betsReached: z.boolean(),
  status: z.enum(referralFriendStatuses),
  /** What this friend earned the member ('0' until claimed). */
  earned: minorUnits,
  claimedAt: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const referralFriendsQuerySchema = pageQuerySchema;
export const referralFriendPageSchema = pageOf(referralFriendSchema);
export type ReferralFriendPage = z.infer<typeof referralFriendPageSchema>;

export const referralFriendParamsSchema = z.object({ id: idSchema });

/** A claim's key: the same key again answers the first claim. */
export const referralClaimSchema = z.object({ idempotencyKey: z.string().trim().min(1).max(120) });
export type ReferralClaim = z.infer<typeof referralClaimSchema>;

/** What claiming every qualified friend at once paid. */
export const referralClaimAllSchema = z.object({
  claimed: z.number().int(),
  amount: minorUnits,
  currency: z.string(),
});
export type ReferralClaimAll = z.infer<typeof referralClaimAllSchema>;

// The operator's side.

export const operatorReferralRulesSchema = z.object({
  rules: referralRulesSchema.nullable(),
  currency: z.string(),
});
export type OperatorReferralRules = z.infer<typeof operatorReferralRulesSchema>;
export const operatorReferralRulesQuerySchema = operatorQuery(z.object({}));

/** One referral as the operator sees it: both members, the friend's figures and the reward. */
export const operatorReferralSchema = z.object({
  friendId: idSchema,
  friendUsername: z.string(),
  referrerId: idSchema,
  referrerUsername: z.string(),
  joinedAt: z.string(),
  deposits: minorUnits,
  validBets: minorUnits,
  status: z.enum(referralFriendStatuses),
  amount: minorUnits,
  claimedAt: z.string().nullable(),
});
export type OperatorReferral = z.infer<typeof operatorReferralSchema>;
export const operatorReferralsQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    /** Only this referrer's friends (its username). */
    referrer: z.string().trim().min(1).max(64).optional(),
    claimed: z.enum(['true', 'false']).optional(),
  }),
);
export const operatorReferralPageSchema = pageOf(operatorReferralSchema);
export type OperatorReferralPage = z.infer<typeof operatorReferralPageSchema>;
