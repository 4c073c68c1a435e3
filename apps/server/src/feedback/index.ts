import type { MessageService } from '../messages/index.ts';
import type { Pool } from '../platform/database/pool.ts';
import { adminFeedbackRoutes } from './admin-routes.ts';
import { createFeedbackOperator } from './operator.ts';
import { feedbackRoutes } from './routes.ts';
import { createFeedbackService } from './service.ts';

export type { FeedbackOperator } from './operator.ts';
export type { FeedbackService } from './service.ts';

export interface FeedbackNeeds {
  pool: Pool;
  brandId: number;
  /** The messages domain's inbox: an answer lands there in the answer's own transaction. */
  messages: Pick<MessageService, 'sendWithin'>;
}

/** Feedback and complaints: the member's side and the operator's (list, answer, close). */
export function createFeedbackDomain(needs: FeedbackNeeds) {
  const { pool, brandId, messages } = needs;
  const service = createFeedbackService({ pool, brandId });
  const operator = createFeedbackOperator({ pool, brandId, messages });
  return {
    service,
    operator,
    /** The member's calls: send, list and read one's own. */
    routes: feedbackRoutes({ feedback: service }),
    /** The operator's queue: list, read, answer, close. */
    adminRoutes: adminFeedbackRoutes({ feedbackOperator: operator }),
  };
}

export type FeedbackDomain = ReturnType<typeof createFeedbackDomain>;
