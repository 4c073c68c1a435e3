import type { EmailResetPasswordRequest } from '@lotus/contract/auth';
import {
  changePassword,
  getMemberInfo,
  registerMember,
  registerMemberByMobile,
  resetPassword,
} from '@lotus/contract/auth';
import {
  emailResetPasswordRequestSchema,
  mobileRegisterRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@lotus/contract/auth/schemas';
import { featureSwitches } from '@lotus/contract/system/schemas';
import { pickLanguage, translateMessage } from '@lotus/i18n/messages';
import type { CallBody } from '@lotus/contract/call';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import { checkPlainBody } from '../platform/http/encrypted-body.ts';
import type { SystemService } from '../system/index.ts';
import type { EmailReset } from './email-reset/service.ts';
import type { MemberCodes, MemberRateLimits, MemberSessions } from './needs.ts';
import type { MemberService } from './service.ts';

/** The reset's second form: a body with an address and no number is the reset by email. */
function isEmailResetForm(plain: unknown): boolean {
  return typeof plain === 'object' && plain !== null && 'email' in plain && !('mobileNum' in plain);
}

/** Which form the reset's body check read: the SMS form's schema keeps no `email`. */
function readAsEmailForm(form: CallBody<typeof resetPassword>): form is EmailResetPasswordRequest {
  return 'email' in form;
}

/** The registration forms' two checkboxes, in the reader's words rather than the schema's. */
function consentMessages(request: FastifyRequest): Record<string, string> {
  const language = pickLanguage(request.headers['accept-language']);
  return {
    ageConfirmed: translateMessage(language, 'auth.mustConfirmAge'),
    termsAccepted: translateMessage(language, 'auth.mustAcceptTerms'),
  };
}

/** Registration, the member's record and the login password (change, and reset by SMS or email). */
export function memberRoutes(deps: {
  members: MemberService;
  sessions: MemberSessions;
  system: SystemService;
  codes: MemberCodes;
  emailReset: EmailReset;
  rateLimits: MemberRateLimits;
}) {
  const { members, sessions, system, codes } = deps;
  const credential = { rateLimit: deps.rateLimits.credential };

  /** A switched-off form is refused before any of its fields is checked. */
  async function requireSwitch(name: string): Promise<void> {
    if (!(await system.isFeatureOn(name))) throw new AppError('error_operation_not_allowed');
  }

  return async (app: FastifyInstance) => {
    await registerCall(app, getMemberInfo, async ({ caller }) => members.info(caller.member.id));

    await registerCall(
      app,
      registerMember,
      async ({ body: form }, request) => {
        const language = pickLanguage(request.headers['accept-language']);
        await members.checkRegisterForm(form, language);
        // The captcha comes before any look-up, so names cannot be probed in bulk.
        if (await system.isFeatureOn(featureSwitches.registrationCaptcha)) {
          await sessions.checkCaptcha(form.captcha);
        }
        const upline = await members.resolveRegistration(form);
        const referrer = await members.resolveReferrer(form.referralCode);
        const member = await members.createMember(form, upline, referrer);
        const token = await sessions.open(
          member.id,
          { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] },
          { method: 'register' },
        );
        return { token, firstTimeLogin: false, passwordExpired: false, isAgent: String(member.type) };
      },
      {
        ...credential,
        checkBody: async (plain, request) => {
          await requireSwitch(featureSwitches.registration);
          return checkPlainBody(plain, registerRequestSchema, consentMessages(request));
        },
      },
    );

    await registerCall(
      app,
      registerMemberByMobile,
      async ({ body: form }, request) => {
        const language = pickLanguage(request.headers['accept-language']);
        const phone = await codes.phoneOf(form.mobileNum);
        const withPassword = await system.isFeatureOn(featureSwitches.mobileRegistrationWithPassword);
        await members.checkMobileRegisterForm(form, phone, withPassword, language);
        const upline = await members.resolveRegistration({
          username: phone,
          mobileNum: phone,
          affiliateCode: form.affiliateCode,
        });
        const referrer = await members.resolveReferrer(form.referralCode);
        // The code is used last, so a form refused for another reason does not cost the member it.
        if (await system.isFeatureOn(featureSwitches.smsRegistrationVerification)) {
          await codes.consumeCode(phone, 'register', form.verificationCode);
        }
        const member = await members.createMobileMember(
          phone,
          withPassword ? (form.password ?? null) : null,
          upline,
          referrer,
        );
        const token = await sessions.open(
          member.id,
          { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] },
          { method: 'register', mustChangePassword: !withPassword },
        );
        return {
          token,
          firstTimeLogin: !withPassword,
          passwordExpired: false,
          isAgent: String(member.type),
        };
      },
      {
        ...credential,
        checkBody: async (plain, request) => {
          await requireSwitch(featureSwitches.mobileRegistration);
          return checkPlainBody(plain, mobileRegisterRequestSchema, consentMessages(request));
        },
      },
    );

    await registerCall(
      app,
      changePassword,
      async ({ body: form, caller }, request) => {
        const language = pickLanguage(request.headers['accept-language']);
        await members.changePassword(caller.member.id, form, language);
        await sessions.passwordChanged(caller.member.id, caller.sessionId);
        return { changed: true as const };
      },
      credential,
    );

    await registerCall(
      app,
      resetPassword,
      async ({ body: form }, request) => {
        const language = pickLanguage(request.headers['accept-language']);
        if (readAsEmailForm(form)) {
          await sessions.revokeAll(await deps.emailReset.resetPassword(form, language));
          return { reset: true as const };
        }
        const phone = await codes.phoneOf(form.mobileNum);
        // The rules come before the code, so a refused password does not cost the member the code.
        await members.checkNewPassword(form.newPassword, form.confirmPassword, language);
        await codes.consumeCode(phone, 'reset', form.verificationCode);
        const memberId = await members.resetPassword(phone, form);
        // Never tell whether the number has an account: no account answers as a wrong code.
        if (memberId === undefined) throw new AppError('error_code_invalid');
        await sessions.revokeAll(memberId);
        return { reset: true as const };
      },
      {
        ...credential,
        checkBody: (plain) =>
          isEmailResetForm(plain)
            ? checkPlainBody(plain, emailResetPasswordRequestSchema)
            : checkPlainBody(plain, resetPasswordRequestSchema),
      },
    );
  };
}
