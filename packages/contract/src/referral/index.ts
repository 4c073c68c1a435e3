import { defineCall } from '../call.ts';

// The referral programme (issue 20, part 7; docs/referral.md). Its zod schemas are in ./schemas.ts.
export type {
  OperatorReferral,
  OperatorReferralPage,
  OperatorReferralRules,
  ReferralClaim,
  ReferralClaimAll,
  ReferralFriend,
  ReferralFriendPage,
  ReferralFriendStatus,
  ReferralRules,
  ReferralSummary,
  ReferralTotals,
} from './schemas.ts';
export { referralFriendStatuses } from './kinds.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'referral';
const operatorTag = 'operator referral';

export const getReferral = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/referral',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s referral code and link, the rules in force, and its friends’ totals',
  errors: [],
  schemas: (s) => ({ value: s.referralSummarySchema }),
});

export const listReferralFriends = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/referral/friends',
  scope: 'member',
  tag: memberTag,
  summary:
    'The friends the member referred, newest first: masked name, joined, figures reached, status, earned',
  errors: [],
  schemas: (s) => ({ query: s.referralFriendsQuerySchema, value: s.referralFriendPageSchema }),
});

export const claimReferralReward = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/referral/friends/:id/claim',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary:
    'Claim the reward of a qualified friend: paid once into the main wallet with its turnover requirement',
  errors: [
    'error_not_found',
    'error_referral_closed',
    'error_referral_not_qualified',
    'error_referral_already_claimed',
    'error_conflict',
  ],
  schemas: (s) => ({
    params: s.referralFriendParamsSchema,
    body: s.referralClaimSchema,
    value: s.referralFriendSchema,
  }),
});

export const claimAllReferralRewards = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/referral/claim-all',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary: 'Claim the reward of every qualified friend at once (each paid once)',
  errors: ['error_referral_closed', 'error_conflict'],
  schemas: (s) => ({ body: s.referralClaimSchema, value: s.referralClaimAllSchema }),
});

export const getReferralRules = defineCall(schemas, {
  method: 'GET',
  path: '/admin/referral/rules',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'The referral programme’s rules (null until set)',
  errors: [],
  schemas: (s) => ({ query: s.operatorReferralRulesQuerySchema, value: s.operatorReferralRulesSchema }),
});

export const setReferralRules = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/referral/rules',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Set the referral programme’s rules (reward, deposits and valid bets to reach, turnover, on/off); audited',
  errors: [],
  schemas: (s) => ({ body: s.referralRulesSchema, value: s.operatorReferralRulesSchema }),
});

export const listReferrals = defineCall(schemas, {
  method: 'GET',
  path: '/admin/referral/referrals',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'Every referral, newest first, with the friend’s figures, its status and the reward paid',
  errors: [],
  schemas: (s) => ({ query: s.operatorReferralsQuerySchema, value: s.operatorReferralPageSchema }),
});
