import {
  approveWithdrawal,
  changeWithdrawalSettings,
  getWithdrawalForOperator,
  getWithdrawalProof,
  getWithdrawalSettings,
  listWithdrawalsForOperator,
  rejectWithdrawal,
} from '@lotus/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { WithdrawalOperator } from './operator.ts';
import type { WithdrawalSettingsService } from './settings.ts';

/** Operator calls of withdrawals: the queue, pay or reject, the member's proof, the brand's settings. */
export function adminWithdrawalRoutes(deps: {
  operator: WithdrawalOperator;
  settings: WithdrawalSettingsService;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listWithdrawalsForOperator, async ({ query }) => deps.operator.list(query));
    await registerCall(app, getWithdrawalForOperator, async ({ params }) =>
      deps.operator.get(BigInt(params.id)),
    );
    await registerCall(app, approveWithdrawal, async ({ params, caller }) =>
      deps.operator.approve(BigInt(params.id), caller),
    );
    await registerCall(app, rejectWithdrawal, async ({ params, body, caller }) =>
      deps.operator.reject(BigInt(params.id), body.reason, caller),
    );
    // The image itself, not an envelope (the operator scope has already made it no-store).
    await registerCall(app, getWithdrawalProof, async ({ params, caller }, _request, reply) => {
      const proof = await deps.operator.proof(BigInt(params.id), caller);
      return reply
        .header('content-disposition', `inline; filename="withdrawal-${params.id}-proof"`)
        .header('x-content-type-options', 'nosniff')
        .type(proof.mediaType)
        .send(proof.image);
    });
    await registerCall(app, getWithdrawalSettings, async () => deps.settings.current());
    await registerCall(app, changeWithdrawalSettings, async ({ body, caller }) =>
      deps.settings.update(body, caller),
    );
  };
}
