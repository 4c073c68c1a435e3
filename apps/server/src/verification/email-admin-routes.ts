import { pageOf, pageQuerySchema } from '@lotus/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Email } from '../platform/email/create.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';

const emailOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.iso.datetime(),
});

/** Operator calls of the email gateway: what the development gateway "sent" (codes included). */
export function adminEmailRoutes(deps: { email: Email }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/email/outbox',
      {
        schema: {
          tags: ['operator: email'],
          security: [{ operatorKey: [] }],
          summary: 'Emails of the development email gateway, newest first',
          querystring: pageQuerySchema.extend({ to: z.string().max(128).optional() }),
          response: responses(pageOf(emailOutboxMessageSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { to, page, size } = request.query;
        return ok(await deps.email.outbox({ to, page, size }));
      },
    );
  };
}
