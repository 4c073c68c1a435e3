import { encryptedBodySchema, memberParamsSchema } from '@lotus/contract/auth/schemas';
import {
  operatorProtectionSchema,
  protectionBreakSchema,
  protectionLimitsSchema,
  realityCheckSchema,
  realityCheckSettingSchema,
  selfExclusionRequestSchema,
  setProtectionLimitsRequestSchema,
  setRealityCheckRequestSchema,
  timeOutRequestSchema,
} from '@lotus/contract/protection/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialRateLimit } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { readEncryptedBody } from '../platform/http/encrypted-body.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { ProtectionService } from './service.ts';

const base = '/wps/relay/responsible-gaming';

/** The member's responsible-gaming calls: limits, time-out, self-exclusion, reality check. */
export function protectionRoutes(deps: {
  protection: ProtectionService;
  auth: Pick<AuthService, 'authenticate' | 'activeSessions'>;
  payloadKey: string;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['responsible gaming'];

    app.get(
      `${base}/limits`,
      {
        schema: {
          tags,
          summary:
            'Deposit and loss limits per window (24h, 7d, 30d): in force, used in the window, left, and a raise waiting its 24 hours',
          response: responses(protectionLimitsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.protection.limits(member.id));
      },
    );

    app.put(
      `${base}/limits`,
      {
        schema: {
          tags,
          summary:
            'Change limits (minor-unit strings; null removes; a window left out is unchanged): lower applies at once, higher or removed after 24 hours',
          body: setProtectionLimitsRequestSchema,
          response: responses(protectionLimitsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.protection.setLimits(member.id, request.body));
      },
    );

    app.post(
      `${base}/time-out`,
      {
        schema: {
          tags,
          summary:
            'Take a break of 1-42 days: in force at once, every session ends, logins are refused until it ends; it cannot be shortened',
          body: timeOutRequestSchema,
          response: responses(protectionBreakSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.protection.takeTimeOut(member.id, request.body.days));
      },
    );

    app.post(
      `${base}/self-exclusion`,
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Self-exclude for 6-60 months (encrypted body: months, the login password, confirm: true): in force at once, every session ends, no marketing; nobody can lift it',
          body: encryptedBodySchema,
          response: responses(protectionBreakSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, selfExclusionRequestSchema);
        return ok(await deps.protection.selfExclude(member.id, form));
      },
    );

    app.get(
      `${base}/reality-check`,
      {
        schema: {
          tags,
          summary:
            'The reality-check reminder (every N minutes, or off) with this session’s start and its net result (wins minus stakes)',
          response: responses(realityCheckSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member, sessionId } = await deps.auth.authenticate(request);
        const current = (await deps.auth.activeSessions(member.id, sessionId)).find((entry) => entry.current);
        const startedAt = current ? new Date(current.createdAt) : new Date();
        return ok(await deps.protection.realityCheck(member.id, startedAt));
      },
    );

    app.put(
      `${base}/reality-check`,
      {
        schema: {
          tags,
          summary: 'Set the reality-check reminder: every 5-480 minutes, or null for off',
          body: setRealityCheckRequestSchema,
          response: responses(realityCheckSettingSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        await deps.protection.setRealityCheck(member.id, request.body.intervalMinutes);
        return ok({ intervalMinutes: request.body.intervalMinutes });
      },
    );
  };
}

/** The operator's read-only view of a member's protection (limits, breaks, flags). */
export function adminProtectionRoutes(deps: { protection: ProtectionService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/admin/members/:username/protection',
      {
        schema: {
          tags: ['operator: members'],
          security: [{ operatorKey: [] }],
          summary:
            'A member’s limits, breaks (time-outs, self-exclusions) and no-marketing flag; read only, the read is audited',
          params: memberParamsSchema,
          response: responses(operatorProtectionSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.protection.operatorView(request.params.username, { requestId: request.id }));
      },
    );
  };
}
