import { pageOf, pageQuerySchema } from '@lotus/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { Sms } from '../platform/sms/create.ts';

const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.iso.datetime(),
});

/** Operator calls of the SMS gateway: what the development gateway "sent" (codes included). */
export function adminSmsRoutes(deps: { sms: Sms }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/sms/outbox',
      {
        schema: {
          tags: ['operator: sms'],
          security: [{ operatorKey: [] }],
          summary: 'Messages of the development SMS gateway, newest first',
          querystring: pageQuerySchema.extend({ to: z.string().max(20).optional() }),
          response: responses(pageOf(outboxMessageSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { to, page, size } = request.query;
        return ok(await deps.sms.outbox({ to, page, size }));
      },
    );
  };
}
