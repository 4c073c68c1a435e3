import { sendLoginOrResetCode, sendRegistrationCode } from '@lotus/contract/auth';
import { featureSwitches } from '@lotus/contract/system/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import type { SystemService } from '../system/index.ts';
import type { VerificationService } from './service.ts';

/** Each message costs money and reaches someone's phone: few per client, on top of the per-number limits. */
export const smsRateLimit = { max: 10, timeWindow: 60_000 } as const;

/** The visitor's SMS codes: to register, and to log in or reset the password. */
export function verificationRoutes(deps: {
  verification: VerificationService;
  system: Pick<SystemService, 'isFeatureOn'>;
}) {
  const { verification, system } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(
      app,
      sendRegistrationCode,
      async ({ body }, request) => {
        if (!(await system.isFeatureOn(featureSwitches.smsRegistrationVerification))) {
          throw new AppError('error_operation_not_allowed');
        }
        const language = pickLanguage(request.headers['accept-language']);
        await verification.sendCode(body.mobileNum, 'register', language);
        return verification.codeSent;
      },
      { rateLimit: smsRateLimit },
    );

    await registerCall(
      app,
      sendLoginOrResetCode,
      async ({ body: { mobileNum, purpose } }, request) => {
        if (purpose === 'login' && !(await system.isFeatureOn(featureSwitches.verificationCodeLogin))) {
          throw new AppError('error_operation_not_allowed');
        }
        const language = pickLanguage(request.headers['accept-language']);
        const { delivered } = await verification.sendCode(mobileNum, purpose, language);
        if (!delivered) request.log.info({ purpose }, 'SMS code not sent: no active account has this number');
        return verification.codeSent;
      },
      { rateLimit: smsRateLimit },
    );
  };
}
