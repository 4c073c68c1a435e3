import {
  disableTotp,
  enableTotp,
  getTotpStatus,
  renewTotpRecoveryCodes,
  setUpTotp,
} from '@lotus/contract/login-challenge';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import { credentialRateLimit } from '../routes.ts';
import type { AuthService } from '../service.ts';

/** The member's authenticator app (TOTP): status, enrolment, recovery codes, removal. */
export function totpRoutes(deps: { auth: AuthService }) {
  return async (app: FastifyInstance) => {
    const { totp } = deps.auth;
    // Each of these checks a code or the password: guessing is slowed like a login's.
    const options = { rateLimit: credentialRateLimit };

    await registerCall(app, getTotpStatus, async ({ caller }) => totp.status(caller.member.id));
    await registerCall(app, setUpTotp, async ({ caller }) =>
      totp.setup(caller.member.id, caller.member.username),
    );
    await registerCall(
      app,
      enableTotp,
      async ({ caller, body }) => totp.enable(caller.member.id, body.code),
      options,
    );
    await registerCall(
      app,
      renewTotpRecoveryCodes,
      async ({ caller, body }) => totp.renewRecoveryCodes(caller.member.id, body.code),
      options,
    );
    await registerCall(
      app,
      disableTotp,
      async ({ caller, body }) => {
        await totp.disable(caller.member.id, body);
        return { disabled: true as const };
      },
      options,
    );
  };
}
