import { endOwnSession, listOwnLogins, listOwnSessions } from '@lotus/contract/auth';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { AuthService } from '../service.ts';

/** The logged-in member's own sessions and login history. */
export function securityRoutes(deps: { auth: AuthService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listOwnSessions, async ({ caller }) =>
      deps.auth.activeSessions(caller.member.id, caller.sessionId),
    );
    await registerCall(app, endOwnSession, async ({ caller, params }) => {
      await deps.auth.endSession(caller.member.id, params.id);
      return { ended: true as const };
    });
    await registerCall(app, listOwnLogins, async ({ caller }) => deps.auth.loginHistory(caller.member.id));
  };
}
