import { sendPasswordResetEmail } from '@lotus/contract/auth';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { MemberCodes, MemberRateLimits } from '../needs.ts';
import type { EmailReset } from './service.ts';

/** The first step of the reset by email; the second is POST /wps/member/password/verification. */
export function emailResetRoutes(deps: {
  emailReset: EmailReset;
  codes: Pick<MemberCodes, 'codeSent'>;
  rateLimits: Pick<MemberRateLimits, 'code'>;
}) {
  return async (app: FastifyInstance) => {
    // The spec sends this one as a form (application/x-www-form-urlencoded); JSON works too.
    await registerCall(
      app,
      sendPasswordResetEmail,
      async ({ body }, request) => {
        const language = pickLanguage(request.headers['accept-language']);
        const { delivered } = await deps.emailReset.sendCode(body, language);
        if (!delivered) request.log.info('reset email not sent: no active account has this name and address');
        return deps.codes.codeSent;
      },
      { rateLimit: deps.rateLimits.code },
    );
  };
}
