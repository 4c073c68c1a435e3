import {
  feedbackAnswerSchema,
  feedbackDecisionSchema,
  feedbackPathSchema,
  operatorFeedbackPageSchema,
  operatorFeedbackQuerySchema,
  operatorFeedbackSchema,
} from '@lotus/contract/feedback/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { FeedbackOperator } from './operator.ts';

/** Operator calls of feedback (behind the operator key of /admin): the queue, answer, close. */
export function adminFeedbackRoutes(deps: { feedbackOperator: FeedbackOperator }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['operator: feedback'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/feedback',
      {
        schema: {
          ...base,
          summary:
            'Feedback, newest first, by status, question type and/or username; overdue=true keeps the open ones past 24 hours',
          querystring: operatorFeedbackQuerySchema,
          response: responses(operatorFeedbackPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.feedbackOperator.list(request.query));
      },
    );

    app.get(
      '/admin/feedback/:id',
      {
        schema: {
          ...base,
          summary: 'One feedback, with its member and whether it is overdue',
          params: feedbackPathSchema,
          response: responses(operatorFeedbackSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.feedbackOperator.get(BigInt(request.params.id)));
      },
    );

    app.post(
      '/admin/feedback/:id/answer',
      {
        schema: {
          ...base,
          summary:
            'Answer a feedback (status answered, inbox message feedback_replied); the same reply again answers replayed; a closed one error_feedback_closed',
          params: feedbackPathSchema,
          body: feedbackAnswerSchema,
          response: responses(feedbackDecisionSchema),
        },
      },
      async (request) =>
        ok(
          await deps.feedbackOperator.answer(BigInt(request.params.id), request.body.reply, {
            requestId: request.id,
          }),
        ),
    );

    app.post(
      '/admin/feedback/:id/close',
      {
        schema: {
          ...base,
          summary: 'Close a feedback, answered or not; closing it again answers replayed',
          params: feedbackPathSchema,
          response: responses(feedbackDecisionSchema),
        },
      },
      async (request) =>
        ok(await deps.feedbackOperator.close(BigInt(request.params.id), { requestId: request.id })),
    );
  };
}
