import {
  activeSessionSchema,
  loginHistoryEntrySchema,
  sessionEndedSchema,
  sessionParamsSchema,
} from '@lotus/contract/auth/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { AuthService } from '../service.ts';

/** The logged-in member's own sessions and login history. */
export function securityRoutes(deps: { auth: AuthService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    app.get(
      '/wps/member/security/sessions',
      {
        schema: {
          tags,
          summary: "The member's active sessions, newest first; `current` marks the caller's",
          response: responses(z.array(activeSessionSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member, sessionId } = await deps.auth.authenticate(request);
        return ok(await deps.auth.activeSessions(member.id, sessionId));
      },
    );

    app.delete(
      '/wps/member/security/sessions/:id',
      {
        schema: {
          tags,
          summary: "Ends one of the member's own sessions (any other id is error_not_found)",
          params: sessionParamsSchema,
          response: responses(sessionEndedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        await deps.auth.endSession(member.id, request.params.id);
        return ok({ ended: true as const });
      },
    );

    app.get(
      '/wps/member/security/logins',
      {
        schema: {
          tags,
          summary: "The member's last 20 logins and failed attempts, newest first",
          response: responses(z.array(loginHistoryEntrySchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.auth.loginHistory(member.id));
      },
    );
  };
}
