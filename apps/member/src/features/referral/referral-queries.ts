import { apiClient } from '@lotus/app-shell';
import type {
  ReferralClaimAll,
  ReferralFriend,
  ReferralFriendPage,
  ReferralSummary,
} from '@lotus/contract/referral';
import {
  claimAllReferralRewards,
  claimReferralReward,
  getReferral,
  listReferralFriends,
} from '@lotus/contract/referral';

/** The referral calls (docs/referral.md), over the site's one API client. */
export const referralApi = {
  summary: (): Promise<ReferralSummary> => apiClient.call(getReferral),
  friends: (query: { page: number; size: number }): Promise<ReferralFriendPage> =>
    apiClient.call(listReferralFriends, { query }),
  claim: (id: string, idempotencyKey: string): Promise<ReferralFriend> =>
    apiClient.call(claimReferralReward, { params: { id }, body: { idempotencyKey } }),
  claimAll: (idempotencyKey: string): Promise<ReferralClaimAll> =>
    apiClient.call(claimAllReferralRewards, { body: { idempotencyKey } }),
};

/** Everything referral: a claim invalidates `all` (the totals and the friends). */
export const referralQueryKeys = {
  all: ['referral'] as const,
  summary: ['referral', 'summary'] as const,
  friends: (filter: object) => ['referral', 'friends', filter] as const,
};

export const friendsPageSize = 10;
