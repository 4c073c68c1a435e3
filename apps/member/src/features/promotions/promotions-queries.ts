import { apiClient } from '@lotus/app-shell';
import type {
  Application,
  ApplicationImage,
  ApplicationInput,
  Promotion,
  PromotionList,
  PromotionType,
  RewardCentre,
} from '@lotus/contract/promotions';
import {
  applyToPromotion,
  claimPromotion,
  getRewardCentre,
  joinPromotion,
  listOwnApplications,
  listPromotions,
  listPublicPromotions,
  uploadApplicationImage,
} from '@lotus/contract/promotions';

/** The promotions calls (docs/promotions.md), over the site's one API client. */
export const promotionsApi = {
  /** The member's list (with its status in each) when signed in, else the visitor's. */
  list: (type: PromotionType | undefined, signedIn: boolean): Promise<PromotionList> => {
    const query = type ? { type } : {};
    return signedIn
      ? apiClient.call(listPromotions, { query })
      : apiClient.call(listPublicPromotions, { query });
  },
  join: (id: string, idempotencyKey: string): Promise<Promotion> =>
    apiClient.call(joinPromotion, { params: { id }, body: { idempotencyKey } }),
  claim: (id: string, idempotencyKey: string): Promise<Promotion> =>
    apiClient.call(claimPromotion, { params: { id }, body: { idempotencyKey } }),
  upload: (data: string): Promise<ApplicationImage> =>
    apiClient.call(uploadApplicationImage, { body: { data } }),
  apply: (id: string, body: ApplicationInput): Promise<Application> =>
    apiClient.call(applyToPromotion, { params: { id }, body }),
  applications: (): Promise<{ applications: Application[] }> => apiClient.call(listOwnApplications),
  rewards: (query: { page: number; size: number }): Promise<RewardCentre> =>
    apiClient.call(getRewardCentre, { query }),
};

/** Everything promotions: a join, a claim or an application invalidates `all`. */
export const promotionsQueryKeys = {
  all: ['promotions'] as const,
  list: (type: PromotionType | undefined, signedIn: boolean) =>
    ['promotions', 'list', signedIn ? 'member' : 'visitor', type ?? 'all'] as const,
  applications: ['promotions', 'applications'] as const,
  rewards: (filter: object) => ['promotions', 'rewards', filter] as const,
};

export const grantsPageSize = 10;
