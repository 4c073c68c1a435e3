import type { Feedback } from '@lotus/contract/feedback';
import type { FeedbackQuestionType } from '@lotus/contract/values';
import type { ApiClient } from './client.ts';

/** The feedback form as the member site sends it. */
export interface FeedbackForm {
  questionType: FeedbackQuestionType;
  /** 10 to 140 characters as a person sees them (the server trims and counts the same way). */
  content: string;
  /** Optional: how the operator can reach the member. */
  contact?: string;
  /** One per submission: a retry with the same key answers the first feedback. */
  idempotencyKey: string;
}

export interface FeedbackPage {
  content: Feedback[];
  page: number;
  size: number;
  total: number;
}

/** Feedback and complaints: send one (a reply is promised within 24 hours), follow one's own. */
export function feedbackApi(client: ApiClient) {
  return {
    send: (form: FeedbackForm) => client.post<Feedback>('/wps/feedback', { json: form }),
    list: (page: { page: number; size: number }) =>
      client.get<FeedbackPage>('/wps/relay/feedback', { searchParams: page }),
    get: (id: string) => client.get<Feedback>(`/wps/relay/feedback/${encodeURIComponent(id)}`),
  };
}

export type FeedbackApi = ReturnType<typeof feedbackApi>;
