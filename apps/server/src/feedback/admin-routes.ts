import {
  answerFeedback,
  closeFeedback,
  getFeedbackForOperator,
  listFeedbackForOperator,
} from '@lotus/contract/feedback';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { FeedbackOperator } from './operator.ts';

/** Operator calls of feedback: the queue, one feedback, answer, close. */
export function adminFeedbackRoutes(deps: { feedbackOperator: FeedbackOperator }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listFeedbackForOperator, async ({ query }) => deps.feedbackOperator.list(query));
    await registerCall(app, getFeedbackForOperator, async ({ params }) =>
      deps.feedbackOperator.get(BigInt(params.id)),
    );
    await registerCall(app, answerFeedback, async ({ params, body, caller }) =>
      deps.feedbackOperator.answer(BigInt(params.id), body.reply, caller),
    );
    await registerCall(app, closeFeedback, async ({ params, caller }) =>
      deps.feedbackOperator.close(BigInt(params.id), caller),
    );
  };
}
