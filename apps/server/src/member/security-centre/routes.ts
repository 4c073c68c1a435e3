import { encryptedBodySchema, smsSentSchema } from '@lotus/contract/auth/schemas';
import {
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  changePaymentPasswordRequestSchema,
  emailBindCodeRequestSchema,
  mobileBindCodeRequestSchema,
  paymentPasswordCodeRequestSchema,
  paymentPasswordSavedSchema,
  resetPaymentPasswordRequestSchema,
  securityOverviewSchema,
  setPaymentPasswordRequestSchema,
} from '@lotus/contract/security-centre/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialRateLimit } from '../../auth/routes.ts';
import type { AuthService } from '../../auth/service.ts';
import { readEncryptedBody } from '../../platform/http/encrypted-body.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import { smsRateLimit } from '../../verification/routes.ts';
import type { VerificationService } from '../../verification/service.ts';
import type { MemberContacts } from '../contacts/service.ts';
import type { PaymentPasswords } from '../payment-password/service.ts';

/** The security centre: bound number and address, payment password. Free-play accounts are refused. */
export function securityCentreRoutes(deps: {
  auth: AuthService;
  contacts: MemberContacts;
  paymentPasswords: PaymentPasswords;
  verification: VerificationService;
  payloadKey: string;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['security centre'];
    const saved = { saved: true as const };

    app.get(
      '/wps/member/security/overview',
      {
        schema: {
          tags,
          summary: 'The bound mobile number and email (masked) and whether a payment password is set',
          response: responses(securityOverviewSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.contacts.overview(member.id));
      },
    );

    app.post(
      '/wps/member/security/mobile/code',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary: "A 'bind' code by SMS to the new number (error_mobile_taken when another account has it)",
          body: mobileBindCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        await deps.contacts.sendMobileCode(member.id, request.body.mobileNum, language);
        return ok(deps.verification.codeSent);
      },
    );

    app.put(
      '/wps/member/security/mobile',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            "Bind the number (encrypted body): login password and the 'bind' code; replaces the old one",
          body: encryptedBodySchema,
          response: responses(securityOverviewSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, bindMobileRequestSchema);
        await deps.contacts.bindMobile(member.id, form);
        return ok(await deps.contacts.overview(member.id));
      },
    );

    app.post(
      '/wps/member/security/email/code',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary:
            "A 'bind' code by email to the new address (error_email_taken when another account has it)",
          body: emailBindCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        await deps.contacts.sendEmailCode(member.id, request.body.email, language);
        return ok(deps.verification.codeSent);
      },
    );

    app.put(
      '/wps/member/security/email',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            "Bind the email (encrypted body): login password and the 'bind' code; replaces the old one",
          body: encryptedBodySchema,
          response: responses(securityOverviewSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, bindEmailRequestSchema);
        await deps.contacts.bindEmail(member.id, form, language);
        return ok(await deps.contacts.overview(member.id));
      },
    );

    app.put(
      '/wps/member/security/payment-password',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: 'Set the payment password the first time (encrypted body; login password required)',
          body: encryptedBodySchema,
          response: responses(paymentPasswordSavedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, setPaymentPasswordRequestSchema);
        await deps.paymentPasswords.setPaymentPassword(member.id, form, language);
        return ok(saved);
      },
    );

    app.post(
      '/wps/member/security/payment-password',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Change the payment password with the old one (encrypted body; wrong tries count to the lock)',
          body: encryptedBodySchema,
          response: responses(paymentPasswordSavedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(
          request.body.data,
          deps.payloadKey,
          changePaymentPasswordRequestSchema,
        );
        await deps.paymentPasswords.changePaymentPassword(member.id, form, language);
        return ok(saved);
      },
    );

    app.post(
      '/wps/member/security/payment-password/code',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary:
            "A 'payment' code to the bound number (sms) or address (email), to reset the payment password",
          body: paymentPasswordCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        await deps.paymentPasswords.sendResetCode(member.id, request.body.channel, language);
        return ok(deps.verification.codeSent);
      },
    );

    app.post(
      '/wps/member/security/payment-password/reset',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: "A new payment password with the 'payment' code (encrypted body); clears the lock",
          body: encryptedBodySchema,
          response: responses(paymentPasswordSavedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, resetPaymentPasswordRequestSchema);
        await deps.paymentPasswords.resetPaymentPassword(member.id, form, language);
        return ok(saved);
      },
    );
  };
}
