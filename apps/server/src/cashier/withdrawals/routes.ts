import {
  confirmWithdrawalReceipt,
  getOwnWithdrawal,
  getWithdrawalOverview,
  listOwnWithdrawals,
  requestWithdrawal,
} from '@lotus/contract/withdrawals';
import { confirmationBodyMaxBytes } from '@lotus/contract/withdrawals/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { WithdrawalConfirmationService } from './confirmation.ts';
import type { Withdrawals } from './service.ts';

/** A withdrawal request tries the payment password: as few per client as the login's tries. */
const paymentPasswordRateLimit = { max: 20, timeWindow: 60_000 } as const;

/** The member's withdrawal calls: overview, request (encrypted, payment password), list, confirmation. */
export function withdrawalRoutes(deps: {
  withdrawals: Withdrawals;
  confirmation: WithdrawalConfirmationService;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getWithdrawalOverview, async ({ caller }) =>
      deps.withdrawals.overview(caller.member.id),
    );
    await registerCall(
      app,
      requestWithdrawal,
      async ({ caller, body }, request) =>
        deps.withdrawals.request(caller.member.id, body, pickLanguage(request.headers['accept-language'])),
      { rateLimit: paymentPasswordRateLimit },
    );
    await registerCall(app, listOwnWithdrawals, async ({ caller, query }) =>
      deps.withdrawals.list(caller.member.id, query),
    );
    await registerCall(app, getOwnWithdrawal, async ({ caller, params }) =>
      deps.withdrawals.get(caller.member.id, BigInt(params.id)),
    );
    await registerCall(
      app,
      confirmWithdrawalReceipt,
      async ({ caller, params, body }, request) =>
        deps.confirmation.confirm(
          caller.member.id,
          BigInt(params.id),
          body,
          pickLanguage(request.headers['accept-language']),
        ),
      { bodyLimit: confirmationBodyMaxBytes },
    );
  };
}
