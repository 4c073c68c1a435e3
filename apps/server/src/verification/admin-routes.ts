import { listEmailOutbox, listSmsOutbox } from '@lotus/contract/verification';
import type { FastifyInstance } from 'fastify';
import type { Email } from '../platform/email/create.ts';
import { registerCall } from '../platform/http/calls.ts';
import type { Sms } from '../platform/sms/create.ts';

/** Operator calls of the SMS and email gateways: what the development gateways "sent" (codes included). */
export function adminVerificationRoutes(deps: { sms: Pick<Sms, 'outbox'>; email: Pick<Email, 'outbox'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listSmsOutbox, async ({ query: { to, page, size } }) =>
      deps.sms.outbox({ to, page, size }),
    );
    await registerCall(app, listEmailOutbox, async ({ query: { to, page, size } }) =>
      deps.email.outbox({ to, page, size }),
    );
  };
}
