import { smsSentSchema } from '@lotus/contract/auth/schemas';
import { emailResetCodeRequestSchema } from '@lotus/contract/security-centre/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import { smsRateLimit } from '../../verification/routes.ts';
import type { EmailReset } from './service.ts';
import type { VerificationService } from '../../verification/service.ts';

/** The first step of the reset by email; the second is POST /wps/member/password/verification. */
export function emailResetRoutes(deps: { emailReset: EmailReset; verification: VerificationService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/wps/member/password/email',
      {
        // The spec sends this one as a form (application/x-www-form-urlencoded); JSON works too.
        config: { rateLimit: smsRateLimit, formBody: true },
        schema: {
          tags: ['member'],
          summary:
            "A password-reset code to the account's bound email (form: username, email); the answer never tells if the account exists",
          body: emailResetCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        const language = pickLanguage(request.headers['accept-language']);
        const { delivered } = await deps.emailReset.sendCode(request.body, language);
        if (!delivered) request.log.info('reset email not sent: no active account has this name and address');
        return ok(deps.verification.codeSent);
      },
    );
  };
}
