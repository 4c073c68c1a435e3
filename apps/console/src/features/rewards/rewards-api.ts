import { pathOf } from '@lotus/contract/call';
import type { ApplicationStatus, ApproveApplication, PromotionInput } from '@lotus/contract/promotions';
import {
  approveApplication,
  createPromotion,
  getApplicationImage,
  listApplications,
  listOperatorPromotions,
  rejectApplication,
  updatePromotion,
} from '@lotus/contract/promotions';
import { consoleClient as client } from '../../lib/api-client.ts';
import { operatorToken } from '../../lib/session-store.ts';

/**
 * An application's image as a blob. The call answers the image's bytes, not the envelope, and the
 * console's session is a header an <img src> cannot send: the page fetches it and shows a blob URL.
 */
async function applicationImage(id: string, signal: AbortSignal): Promise<Blob> {
  const token = operatorToken();
  const response = await fetch(`${window.location.origin}${pathOf(getApplicationImage.path, { id })}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok) throw new Error(`application image ${id}: ${response.status}`);
  return response.blob();
}

/** The operator's promotion calls (docs/promotions.md), one function each, from their declarations. */
export const rewardsApi = {
  promotions: () => client.call(listOperatorPromotions, { query: {} }),
  createPromotion: (body: PromotionInput) => client.call(createPromotion, { body }),
  updatePromotion: (id: string, body: PromotionInput) =>
    client.call(updatePromotion, { params: { id }, body }),

  applications: (query: { status: ApplicationStatus; page: number; size: number }) =>
    client.call(listApplications, { query }),
  approve: (id: string, body: ApproveApplication) =>
    client.call(approveApplication, { params: { id }, body }),
  reject: (id: string, remark: string) =>
    client.call(rejectApplication, { params: { id }, body: { remark } }),
  image: applicationImage,
};

/** The query keys of the feature: the applications (by status and page), the promotions. */
export const applicationsKey = ['console', 'rewards', 'applications'] as const;
export const promotionsKey = ['console', 'rewards', 'promotions'] as const;
