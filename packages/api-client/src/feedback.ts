import { getOwnFeedback, listOwnFeedback, sendFeedback } from '@lotus/contract/feedback';
import type { Feedback, FeedbackRequest } from '@lotus/contract/feedback';
import type { ApiClient } from './client.ts';

/** The feedback form as the member site sends it (one idempotency key per submission). */
export type FeedbackForm = FeedbackRequest;

export interface FeedbackPage {
  content: Feedback[];
  page: number;
  size: number;
  total: number;
}

/** Feedback and complaints: send one (a reply is promised within 24 hours), follow one's own. */
export function feedbackApi(client: ApiClient) {
  return {
    send: (form: FeedbackForm) => client.call(sendFeedback, { body: form }),
    list: (page: { page: number; size: number }) => client.call(listOwnFeedback, { query: page }),
    get: (id: string) => client.call(getOwnFeedback, { params: { id } }),
  };
}

export type FeedbackApi = ReturnType<typeof feedbackApi>;
