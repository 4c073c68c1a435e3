import { smsCodeRequestSchema, smsNoLoginRequestSchema, smsSentSchema } from '@lotus/contract/auth/schemas';
import { featureSwitches } from '@lotus/contract/system/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../platform/http/app-error.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { SystemService } from '../system/service.ts';
import type { VerificationService } from './service.ts';

/** Each message costs money and reaches someone's phone: few per client, on top of the per-number limits. */
export const smsRateLimit = { max: 10, timeWindow: 60_000 } as const;

export function verificationRoutes(deps: { verification: VerificationService; system: SystemService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['verification'];

    app.post(
      '/wps/verification/sms/register',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary: 'Send a registration code by SMS (switch register.mobile.sms)',
          body: smsCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        if (!(await deps.system.isFeatureOn(featureSwitches.smsRegistrationVerification))) {
          throw new AppError('error_operation_not_allowed');
        }
        const language = pickLanguage(request.headers['accept-language']);
        await deps.verification.sendCode(request.body.mobileNum, 'register', language);
        return ok(deps.verification.codeSent);
      },
    );

    app.post(
      '/wps/verification/sms/noLogin',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary:
            'Send a login or password-reset code by SMS; the answer never tells if the number has an account',
          body: smsNoLoginRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        const { mobileNum, purpose } = request.body;
        if (purpose === 'login' && !(await deps.system.isFeatureOn(featureSwitches.verificationCodeLogin))) {
          throw new AppError('error_operation_not_allowed');
        }
        const language = pickLanguage(request.headers['accept-language']);
        const { delivered } = await deps.verification.sendCode(mobileNum, purpose, language);
        if (!delivered) request.log.info({ purpose }, 'SMS code not sent: no active account has this number');
        return ok(deps.verification.codeSent);
      },
    );
  };
}
