import {
  changePasswordRequestSchema,
  encryptedBodySchema,
  loginResponseSchema,
  memberInfoSchema,
  mobileRegisterRequestSchema,
  passwordChangedSchema,
  passwordResetSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@lotus/contract/auth/schemas';
import { emailResetPasswordRequestSchema } from '@lotus/contract/security-centre/schemas';
import { featureSwitches } from '@lotus/contract/system/schemas';
import { pickLanguage, translateMessage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialRateLimit } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { decryptPayload } from '../platform/crypto/payload.ts';
import { AppError } from '../platform/http/app-error.ts';
import { checkPlainBody, readEncryptedBody } from '../platform/http/encrypted-body.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { SystemService } from '../system/service.ts';
import type { VerificationService } from '../verification/service.ts';
import type { EmailReset } from './email-reset/service.ts';
import type { MemberService } from './service.ts';

/** The reset's second form: a body with an address and no number is the reset by email. */
function isEmailResetForm(plain: unknown): boolean {
  return typeof plain === 'object' && plain !== null && 'email' in plain && !('mobileNum' in plain);
}

export function memberRoutes(deps: {
  members: MemberService;
  auth: AuthService;
  system: SystemService;
  verification: VerificationService;
  emailReset: EmailReset;
  payloadKey: string;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['member'];

    app.get(
      '/wps/member/info',
      { schema: { tags, summary: 'The logged-in member', response: responses(memberInfoSchema) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request, { duringPasswordChange: true });
        return ok(await deps.members.info(member.id));
      },
    );

    app.put(
      '/wps/member/register',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: 'Register by username (encrypted body); the new member is logged in',
          body: encryptedBodySchema,
          response: responses(loginResponseSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const language = pickLanguage(request.headers['accept-language']);
        if (!(await deps.system.isFeatureOn(featureSwitches.registration))) {
          throw new AppError('error_operation_not_allowed');
        }
        const form = readEncryptedBody(request.body.data, deps.payloadKey, registerRequestSchema, {
          ageConfirmed: translateMessage(language, 'auth.mustConfirmAge'),
          termsAccepted: translateMessage(language, 'auth.mustAcceptTerms'),
        });
        await deps.members.checkRegisterForm(form, language);
        // The captcha comes before any look-up, so names cannot be probed in bulk.
        if (await deps.system.isFeatureOn(featureSwitches.registrationCaptcha)) {
          await deps.auth.checkCaptcha(form.captcha);
        }
        const uplineId = await deps.members.resolveRegistration(form);
        const member = await deps.members.createMember(form, uplineId);
        const token = await deps.auth.openSession(
          member.id,
          {
            site: request.site,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          },
          { method: 'register' },
        );
        return ok({ token, firstTimeLogin: false, passwordExpired: false, isAgent: String(member.type) });
      },
    );

    app.put(
      '/wps/member/register/mobile',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Register by mobile number (encrypted body; switch register.mobile); the new member is logged in',
          body: encryptedBodySchema,
          response: responses(loginResponseSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const language = pickLanguage(request.headers['accept-language']);
        if (!(await deps.system.isFeatureOn(featureSwitches.mobileRegistration))) {
          throw new AppError('error_operation_not_allowed');
        }
        const form = readEncryptedBody(request.body.data, deps.payloadKey, mobileRegisterRequestSchema, {
          ageConfirmed: translateMessage(language, 'auth.mustConfirmAge'),
          termsAccepted: translateMessage(language, 'auth.mustAcceptTerms'),
        });
        const phone = await deps.verification.phoneOf(form.mobileNum);
        const withPassword = await deps.system.isFeatureOn(featureSwitches.mobileRegistrationWithPassword);
        await deps.members.checkMobileRegisterForm(form, phone, withPassword, language);
        const uplineId = await deps.members.resolveRegistration({
          username: phone,
          mobileNum: phone,
          affiliateCode: form.affiliateCode,
        });
        // The code is used last, so a form refused for another reason does not cost the member it.
        if (await deps.system.isFeatureOn(featureSwitches.smsRegistrationVerification)) {
          await deps.verification.consumeCode(phone, 'register', form.verificationCode);
        }
        const member = await deps.members.createMobileMember(
          phone,
          withPassword ? (form.password ?? null) : null,
          uplineId,
        );
        const token = await deps.auth.openSession(
          member.id,
          { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] },
          { method: 'register', mustChangePassword: !withPassword },
        );
        return ok({
          token,
          firstTimeLogin: !withPassword,
          passwordExpired: false,
          isAgent: String(member.type),
        });
      },
    );

    app.post(
      '/wps/member/password',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: 'Change the password (encrypted body); every other session of the member ends',
          body: encryptedBodySchema,
          response: responses(passwordChangedSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member, sessionId } = await deps.auth.authenticate(request, { duringPasswordChange: true });
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, changePasswordRequestSchema);
        await deps.members.changePassword(member.id, form, language);
        await deps.auth.passwordChanged(member.id, sessionId);
        return ok({ changed: true as const });
      },
    );

    app.post(
      '/wps/member/password/verification',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Reset the password with a code sent by SMS ({ mobileNum, ... }) or by email ({ email, ... }) (encrypted body); every session ends',
          body: encryptedBodySchema,
          response: responses(passwordResetSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const language = pickLanguage(request.headers['accept-language']);
        const plain = decryptPayload(request.body.data, deps.payloadKey);
        if (isEmailResetForm(plain)) {
          const byEmail = checkPlainBody(plain, emailResetPasswordRequestSchema);
          await deps.auth.revokeAllSessions(await deps.emailReset.resetPassword(byEmail, language));
          return ok({ reset: true as const });
        }
        const form = checkPlainBody(plain, resetPasswordRequestSchema);
        const phone = await deps.verification.phoneOf(form.mobileNum);
        // The rules come before the code, so a refused password does not cost the member the code.
        await deps.members.checkNewPassword(form.newPassword, form.confirmPassword, language);
        await deps.verification.consumeCode(phone, 'reset', form.verificationCode);
        const memberId = await deps.members.resetPassword(phone, form);
        // Never tell whether the number has an account: no account answers as a wrong code.
        if (memberId === undefined) throw new AppError('error_code_invalid');
        await deps.auth.revokeAllSessions(memberId);
        return ok({ reset: true as const });
      },
    );
  };
}
