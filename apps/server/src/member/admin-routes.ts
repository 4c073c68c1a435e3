import {
  firstTimeLoginSchema,
  memberParamsSchema,
  setFirstTimeLoginSchema,
} from '@lotus/contract/auth/schemas';
import { operatorMemberProfileSchema } from '@lotus/contract/profile/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberService } from './service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';

/** Operator calls of the member domain. */
export function adminMemberRoutes(deps: { members: MemberService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.put(
      '/admin/members/:username/first-time-login',
      {
        schema: {
          tags: ['operator: members'],
          security: [{ operatorKey: [] }],
          summary: 'Make an account choose a new password at its next login (or release it)',
          params: memberParamsSchema,
          body: setFirstTimeLoginSchema,
          response: responses(firstTimeLoginSchema),
        },
      },
      async (request) =>
        ok(
          await deps.members.setFirstTimeLogin(request.params.username, request.body.enabled, {
            requestId: request.id,
          }),
        ),
    );

    app.get(
      '/admin/members/:username/profile',
      {
        schema: {
          tags: ['operator: members'],
          security: [{ operatorKey: [] }],
          summary: 'A member’s whole profile, contacts unmasked, for KYC review (the read is audited)',
          params: memberParamsSchema,
          response: responses(operatorMemberProfileSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.members.operatorProfile(request.params.username, { requestId: request.id }));
      },
    );
  };
}
