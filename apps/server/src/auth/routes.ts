import {
  captchaSchema,
  encryptedBodySchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutSchema,
  mobileLoginRequestSchema,
} from '@lotus/contract/auth/schemas';
import { loginResultSchema } from '@lotus/contract/login-challenge/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decryptPayload, decryptText } from '../platform/crypto/payload.ts';
import { AppError } from '../platform/http/app-error.ts';
import { checkPlainBody } from '../platform/http/encrypted-body.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { AuthService } from './service.ts';

/** Password guessing is slowed per client on top of the per-account lock. */
export const credentialRateLimit = { max: 20, timeWindow: 60_000 } as const;

/** Each free-play call creates an account: few per client. */
export const freePlayRateLimit = { max: 10, timeWindow: 60_000 } as const;

function isMobileForm(plain: unknown): boolean {
  return typeof plain === 'object' && plain !== null && 'mobileNum' in plain && !('username' in plain);
}

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
          summary: 'Log in (encrypted body) by username and password, or by mobile number and SMS code',
          body: encryptedBodySchema,
          response: responses(loginResultSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const plain = decryptPayload(request.body.data, deps.payloadKey);
        const context = { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
        // Two forms (anyLoginRequestSchema): a body with a number and no username is the SMS-code one,
        // checked on its own so a refusal names that form's fields.
        if (isMobileForm(plain)) {
          return ok(await deps.auth.loginByCode(checkPlainBody(plain, mobileLoginRequestSchema), context));
        }
        return ok(await deps.auth.login(checkPlainBody(plain, loginRequestSchema), context));
      },
    );

    app.post(
      '/wps/session/login/freeplay',
      {
        config: { rateLimit: freePlayRateLimit },
        schema: {
          tags,
          summary: 'Free play (switch login.freePlay): a new guest account, logged in on the member site',
          body: freePlayRequestSchema,
          response: responses(loginResponseSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // The random value must open with the payload key: only the site's own client makes guests.
        // A wrong key now and then still passes the padding check; its plaintext is not printable text.
        if (!/^[\x20-\x7e]{1,512}$/.test(decryptText(request.body.random, deps.payloadKey))) {
          throw new AppError('error_decrypt_failed');
        }
        const context = { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
        return ok(await deps.auth.freePlay(context));
      },
    );

    app.delete(
      '/wps/session/logout',
      { schema: { tags, summary: 'Log out: the token stops working', response: responses(logoutSchema) } },
      async (request) => {
        const { sessionId } = await deps.auth.authenticate(request, { duringPasswordChange: true });
        await deps.auth.revokeSession(sessionId);
        return ok({ loggedOut: true as const });
      },
    );
  };
}
