import { getCaptcha, logInAsGuest, logOut } from '@lotus/contract/auth';
import { loginRequestSchema, mobileLoginRequestSchema } from '@lotus/contract/auth/schemas';
import { logIn } from '@lotus/contract/login-challenge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decryptText } from '../platform/crypto/payload.ts';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import { checkPlainBody } from '../platform/http/encrypted-body.ts';
import type { AuthService } from './service.ts';

/** Password guessing is limited per client on top of the delays per source (throttle/). */
export const credentialRateLimit = { max: 20, timeWindow: 60_000 } as const;

/** Each captcha is a stored challenge that cost a key to make: plenty for a person, few for a flood. */
export const captchaRateLimit = { max: 30, timeWindow: 60_000 } as const;

/** Each free-play call creates an account: few per client. */
export const freePlayRateLimit = { max: 10, timeWindow: 60_000 } as const;

/** Where a login comes from: its site, address and browser (the history and the challenge keep them). */
export function loginContext(request: FastifyRequest) {
  return { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
}

function isMobileForm(plain: unknown): boolean {
  return typeof plain === 'object' && plain !== null && 'mobileNum' in plain && !('username' in plain);
}

/** The login (both forms), free play, logout and the captcha. */
export function authRoutes(deps: { auth: AuthService; payloadKey: string }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getCaptcha, async ({ query }) => deps.auth.issueCaptcha(query.purpose), {
      rateLimit: captchaRateLimit,
    });

    await registerCall(
      app,
      logIn,
      async ({ body }, request) =>
        'username' in body
          ? deps.auth.login(body, loginContext(request))
          : deps.auth.loginByCode(body, loginContext(request)),
      {
        rateLimit: credentialRateLimit,
        // Two forms (anyLoginRequestSchema): a body with a number and no username is the SMS-code one,
        // checked on its own so a refusal names that form's fields.
        checkBody: (plain) =>
          isMobileForm(plain)
            ? checkPlainBody(plain, mobileLoginRequestSchema)
            : checkPlainBody(plain, loginRequestSchema),
      },
    );

    await registerCall(
      app,
      logInAsGuest,
      async ({ body }, request) => {
        // The random value must open with the payload key: only the site's own client makes guests.
        // A wrong key now and then still passes the padding check; its plaintext is not printable text.
        if (!/^[\x20-\x7e]{1,512}$/.test(decryptText(body.random, deps.payloadKey))) {
          throw new AppError('error_decrypt_failed');
        }
        return deps.auth.freePlay(loginContext(request));
      },
      { rateLimit: freePlayRateLimit },
    );

    await registerCall(app, logOut, async ({ caller }) => {
      await deps.auth.revokeSession(caller.sessionId);
      return { loggedOut: true as const };
    });
  };
}
