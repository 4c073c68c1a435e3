import {
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getSecurityOverview,
  resetPaymentPassword,
  sendEmailBindCode,
  sendMobileBindCode,
  sendPaymentPasswordCode,
  setPaymentPassword,
} from '@lotus/contract/security-centre';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { MemberContacts } from '../contacts/service.ts';
import type { MemberCodes, MemberRateLimits } from '../needs.ts';
import type { PaymentPasswords } from '../payment-password/service.ts';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The security centre: bound number and address, payment password. Free-play accounts are refused. */
export function securityCentreRoutes(deps: {
  contacts: MemberContacts;
  paymentPasswords: PaymentPasswords;
  codes: Pick<MemberCodes, 'codeSent'>;
  rateLimits: MemberRateLimits;
}) {
  const { contacts, paymentPasswords, codes } = deps;
  const credential = { rateLimit: deps.rateLimits.credential };
  const code = { rateLimit: deps.rateLimits.code };
  const saved = { saved: true as const };

  return async (app: FastifyInstance) => {
    await registerCall(app, getSecurityOverview, async ({ caller }) => contacts.overview(caller.member.id));

    await registerCall(
      app,
      sendMobileBindCode,
      async ({ caller, body }, request) => {
        await contacts.sendMobileCode(caller.member.id, body.mobileNum, languageOf(request));
        return codes.codeSent;
      },
      code,
    );

    await registerCall(
      app,
      bindMobile,
      async ({ caller, body }) => {
        await contacts.bindMobile(caller.member.id, body);
        return contacts.overview(caller.member.id);
      },
      credential,
    );

    await registerCall(
      app,
      sendEmailBindCode,
      async ({ caller, body }, request) => {
        await contacts.sendEmailCode(caller.member.id, body.email, languageOf(request));
        return codes.codeSent;
      },
      code,
    );

    await registerCall(
      app,
      bindEmail,
      async ({ caller, body }, request) => {
        await contacts.bindEmail(caller.member.id, body, languageOf(request));
        return contacts.overview(caller.member.id);
      },
      credential,
    );

    await registerCall(
      app,
      setPaymentPassword,
      async ({ caller, body }, request) => {
        await paymentPasswords.setPaymentPassword(caller.member.id, body, languageOf(request));
        return saved;
      },
      credential,
    );

    await registerCall(
      app,
      changePaymentPassword,
      async ({ caller, body }, request) => {
        await paymentPasswords.changePaymentPassword(caller.member.id, body, languageOf(request));
        return saved;
      },
      credential,
    );

    await registerCall(
      app,
      sendPaymentPasswordCode,
      async ({ caller, body }, request) => {
        await paymentPasswords.sendResetCode(caller.member.id, body.channel, languageOf(request));
        return codes.codeSent;
      },
      code,
    );

    await registerCall(
      app,
      resetPaymentPassword,
      async ({ caller, body }, request) => {
        await paymentPasswords.resetPaymentPassword(caller.member.id, body, languageOf(request));
        return saved;
      },
      credential,
    );
  };
}
