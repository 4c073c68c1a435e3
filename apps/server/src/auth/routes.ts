import {
  captchaSchema,
  encryptedBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readEncryptedBody } from '../platform/http/encrypted-body.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { AuthService } from './service.ts';

/** Password guessing is slowed per client on top of the per-account lock. */
export const credentialRateLimit = { max: 20, timeWindow: 60_000 } as const;

export function authRoutes(deps: { auth: AuthService; payloadKey: string }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    app.get(
      '/wps/captcha',
      {
        schema: {
          tags,
          summary: 'A new captcha image (valid 5 minutes, single use)',
          response: responses(captchaSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.auth.issueCaptcha());
      },
    );

    app.post(
      '/wps/session/login',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: 'Log in (encrypted body); answers the session token',
          body: encryptedBodySchema,
          response: responses(loginResponseSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const login = readEncryptedBody(request.body.data, deps.payloadKey, loginRequestSchema);
        return ok(
          await deps.auth.login(login, {
            site: request.site,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        );
      },
    );

    app.delete(
      '/wps/session/logout',
      { schema: { tags, summary: 'Log out: the token stops working', response: responses(logoutSchema) } },
      async (request) => {
        const { sessionId } = await deps.auth.authenticate(request);
        await deps.auth.revokeSession(sessionId);
        return ok({ loggedOut: true as const });
      },
    );
  };
}
