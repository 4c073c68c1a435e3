import { operatorMailRequestSchema, operatorMailSchema } from '@lotus/contract/operator-mail/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { OperatorMailService } from './service.ts';

/** The operator's mail (behind the operator key of /admin): a new_mail to one member, a group or all. */
export function adminMailRoutes(deps: { operatorMail: OperatorMailService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/admin/messages/mail',
      {
        schema: {
          tags: ['operator: messages'],
          security: [{ operatorKey: [] }],
          summary:
            'Send a mail (new_mail) to one member, a list of usernames, an account’s downline or all members; idempotent by key; answers how many received it',
          body: operatorMailRequestSchema,
          response: responses(operatorMailSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.operatorMail.send(request.body, { requestId: request.id }));
      },
    );
  };
}
