import { sendOperatorMail } from '@lotus/contract/operator-mail';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { OperatorMailService } from './service.ts';

/** The operator's mail (on the operator listener, with the permission each declares): a new_mail to one member, a group or all. */
export function adminMailRoutes(deps: { operatorMail: OperatorMailService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, sendOperatorMail, async ({ body, caller }) =>
      deps.operatorMail.send(body, caller),
    );
  };
}
