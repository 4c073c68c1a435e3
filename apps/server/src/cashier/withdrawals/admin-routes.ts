import {
  operatorWithdrawalListQuerySchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  rejectWithdrawalRequestSchema,
  withdrawalDecisionSchema,
  withdrawalPathSchema,
  withdrawalSettingsSchema,
} from '@lotus/contract/withdrawals/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { WithdrawalOperator } from './operator.ts';
import type { WithdrawalSettingsService } from './settings.ts';

/** Operator calls of withdrawals: the queue, pay or reject, the member's proof, the brand's settings. */
export function adminWithdrawalRoutes(deps: {
  operator: WithdrawalOperator;
  settings: WithdrawalSettingsService;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['operator: withdrawals'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/cashier/withdrawals',
      {
        schema: {
          ...base,
          summary: 'Withdrawals, newest first, by status and/or username, with the members’ confirmations',
          querystring: operatorWithdrawalListQuerySchema,
          response: responses(operatorWithdrawalPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.operator.list(request.query));
      },
    );

    app.get(
      '/admin/cashier/withdrawals/:id',
      {
        schema: {
          ...base,
          summary: 'One withdrawal: the account to pay, its state, the member’s confirmation',
          params: withdrawalPathSchema,
          response: responses(operatorWithdrawalSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.operator.get(BigInt(request.params.id)));
      },
    );

    app.post(
      '/admin/cashier/withdrawals/:id/approve',
      {
        schema: {
          ...base,
          summary:
            'Pay a pending withdrawal (ledger withdrawal_paid, message withdrawal_approved); a repeat answers replayed; after a rejection error_withdrawal_already_rejected',
          params: withdrawalPathSchema,
          response: responses(withdrawalDecisionSchema),
        },
      },
      async (request) =>
        ok(await deps.operator.approve(BigInt(request.params.id), { requestId: request.id })),
    );

    app.post(
      '/admin/cashier/withdrawals/:id/reject',
      {
        schema: {
          ...base,
          summary:
            'Reject a pending withdrawal with a reason (ledger withdrawal_release, message withdrawal_rejected); after payment error_withdrawal_already_paid',
          params: withdrawalPathSchema,
          body: rejectWithdrawalRequestSchema,
          response: responses(withdrawalDecisionSchema),
        },
      },
      async (request) =>
        ok(
          await deps.operator.reject(BigInt(request.params.id), request.body.reason, {
            requestId: request.id,
          }),
        ),
    );

    app.get(
      '/admin/cashier/withdrawals/:id/proof',
      {
        schema: {
          ...base,
          summary: 'The member’s proof image of a withdrawal reported not received (png or jpeg bytes)',
          params: withdrawalPathSchema,
        },
      },
      async (request, reply) => {
        const proof = await deps.operator.proof(BigInt(request.params.id), { requestId: request.id });
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename="withdrawal-${request.params.id}-proof"`)
          .header('x-content-type-options', 'nosniff')
          .type(proof.mediaType)
          .send(proof.image);
      },
    );

    app.get(
      '/admin/cashier/withdrawal-settings',
      {
        schema: {
          ...base,
          summary: 'The brand’s withdrawal limits, turnover multiplier and auto-receipt minutes',
          response: responses(withdrawalSettingsSchema),
        },
      },
      async () => ok(await deps.settings.current()),
    );

    app.put(
      '/admin/cashier/withdrawal-settings',
      {
        schema: {
          ...base,
          summary: 'Change the brand’s withdrawal settings (audited)',
          body: withdrawalSettingsSchema,
          response: responses(withdrawalSettingsSchema),
        },
      },
      async (request) => ok(await deps.settings.update(request.body, { requestId: request.id })),
    );
  };
}
