import { pageQuerySchema } from '@lotus/contract/envelope';
import {
  feedbackPageSchema,
  feedbackPathSchema,
  feedbackRequestSchema,
  feedbackSchema,
} from '@lotus/contract/feedback/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { FeedbackService } from './service.ts';

/**
 * The member's feedback: `POST /wps/feedback` (the spec's call) and the member's own list under the
 * relay calls. No member id travels in these paths: every call reads only the session's own feedback.
 */
export function feedbackRoutes(deps: { feedback: FeedbackService; auth: Pick<AuthService, 'authenticate'> }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['feedback'];

    app.post(
      '/wps/feedback',
      {
        schema: {
          tags,
          summary:
            'Send feedback or a complaint (question type, 10-140 characters, contact); a reply is promised within 24 hours. The same idempotencyKey again answers the first',
          body: feedbackRequestSchema,
          response: responses(feedbackSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.feedback.submit(member.id, request.body));
      },
    );

    app.get(
      '/wps/relay/feedback',
      {
        schema: {
          tags,
          summary: 'The logged-in member’s feedback, newest first, with status and reply',
          querystring: pageQuerySchema,
          response: responses(feedbackPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.feedback.list(member.id, request.query));
      },
    );

    app.get(
      '/wps/relay/feedback/:id',
      {
        schema: {
          tags,
          summary: 'One of the logged-in member’s feedback (another member’s is error_not_found)',
          params: feedbackPathSchema,
          response: responses(feedbackSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.feedback.one(member.id, BigInt(request.params.id)));
      },
    );
  };
}
