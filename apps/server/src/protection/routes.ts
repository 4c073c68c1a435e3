import {
  getProtectionLimits,
  getRealityCheck,
  selfExclude,
  setProtectionLimits,
  setRealityCheck,
  takeTimeOut,
} from '@lotus/contract/protection';
import type { FastifyInstance } from 'fastify';
import type { CallRouteOptions } from '../platform/http/calls.ts';
import { registerCall } from '../platform/http/calls.ts';
import type { ProtectionService } from './service.ts';

/** What the reality check asks of auth: the member's live sessions, the caller's marked current. */
export interface ProtectionSessionList {
  activeSessions(
    memberId: bigint,
    currentId: bigint,
  ): Promise<Array<{ current: boolean; createdAt: string }>>;
}

/** The member's responsible-gaming calls: limits, time-out, self-exclusion, reality check. */
export function protectionRoutes(deps: {
  protection: ProtectionService;
  sessions: ProtectionSessionList;
  /** Auth's limit on calls that check the login password (self-exclusion types it again). */
  credentialRateLimit: CallRouteOptions<unknown>['rateLimit'];
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getProtectionLimits, async ({ caller }) =>
      deps.protection.limits(caller.member.id),
    );
    await registerCall(app, setProtectionLimits, async ({ caller, body }) =>
      deps.protection.setLimits(caller.member.id, body),
    );
    await registerCall(app, takeTimeOut, async ({ caller, body }) =>
      deps.protection.takeTimeOut(caller.member.id, body.days),
    );
    await registerCall(
      app,
      selfExclude,
      async ({ caller, body }) => deps.protection.selfExclude(caller.member.id, body),
      deps.credentialRateLimit === undefined ? {} : { rateLimit: deps.credentialRateLimit },
    );
    await registerCall(app, getRealityCheck, async ({ caller }) => {
      const sessions = await deps.sessions.activeSessions(caller.member.id, caller.sessionId);
      const current = sessions.find((entry) => entry.current);
      const startedAt = current ? new Date(current.createdAt) : new Date();
      return deps.protection.realityCheck(caller.member.id, startedAt);
    });
    await registerCall(app, setRealityCheck, async ({ caller, body }) => {
      await deps.protection.setRealityCheck(caller.member.id, body.intervalMinutes);
      return { intervalMinutes: body.intervalMinutes };
    });
  };
}
