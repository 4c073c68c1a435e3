import { getOwnFeedback, listOwnFeedback, sendFeedback } from '@lotus/contract/feedback';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { FeedbackService } from './service.ts';

/** The member's feedback: send one, list and read one's own (the session's member, never an id). */
export function feedbackRoutes(deps: { feedback: FeedbackService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, sendFeedback, async ({ caller, body }) =>
      deps.feedback.submit(caller.member.id, body),
    );
    await registerCall(app, listOwnFeedback, async ({ caller, query }) =>
      deps.feedback.list(caller.member.id, query),
    );
    await registerCall(app, getOwnFeedback, async ({ caller, params }) =>
      deps.feedback.one(caller.member.id, BigInt(params.id)),
    );
  };
}
