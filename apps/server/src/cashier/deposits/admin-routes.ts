import {
  depositChannelInputSchema,
  depositChannelPathSchema,
  depositChannelUpdateSchema,
  depositDecisionSchema,
  depositNotificationListQuerySchema,
  depositNotificationPageSchema,
  depositPathSchema,
  operatorDepositChannelListSchema,
  operatorDepositChannelSchema,
  operatorDepositListQuerySchema,
  operatorDepositPageSchema,
  operatorDepositSchema,
  rejectDepositRequestSchema,
} from '@lotus/contract/deposits/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { DepositService } from './service.ts';

/** Operator calls of deposits: channels (audited), the deposits to act on, gateway notifications. */
export function adminDepositRoutes(deps: { deposits: DepositService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: deposits'], security: [{ operatorKey: [] }] };
    const { deposits } = deps;

    app.get(
      '/admin/cashier/deposit-channels',
      {
        schema: {
          ...schemaBase,
          summary: 'Every deposit channel, enabled or not, in the order members see them',
          response: responses(operatorDepositChannelListSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deposits.channels.listForOperator());
      },
    );

    app.post(
      '/admin/cashier/deposit-channels',
      {
        schema: {
          ...schemaBase,
          summary:
            'Add a channel: a bank transfer (receiving bank BIN and account) or a payment gateway; audited',
          body: depositChannelInputSchema,
          response: responses(operatorDepositChannelSchema),
        },
      },
      async (request) => ok(await deposits.channels.create(request.body, { requestId: request.id })),
    );

    app.patch(
      '/admin/cashier/deposit-channels/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Change some fields of a channel (not its kind); audited with before and after',
          params: depositChannelPathSchema,
          body: depositChannelUpdateSchema,
          response: responses(operatorDepositChannelSchema),
        },
      },
      async (request) =>
        ok(
          await deposits.channels.update(BigInt(request.params.id), request.body, { requestId: request.id }),
        ),
    );

    app.post(
      '/admin/cashier/deposit-channels/:id/disable',
      {
        schema: {
          ...schemaBase,
          summary: 'Stop offering a channel (its deposits stay as they are); audited',
          params: depositChannelPathSchema,
          response: responses(operatorDepositChannelSchema),
        },
      },
      async (request) =>
        ok(await deposits.channels.disable(BigInt(request.params.id), { requestId: request.id })),
    );

    app.get(
      '/admin/cashier/deposits',
      {
        schema: {
          ...schemaBase,
          summary:
            'Deposits by status (pending oldest first, the others newest first), optionally of one member',
          querystring: operatorDepositListQuerySchema,
          response: responses(operatorDepositPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deposits.operatorDeposits(request.query));
      },
    );

    app.get(
      '/admin/cashier/deposits/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'One deposit',
          params: depositPathSchema,
          response: responses(operatorDepositSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deposits.operatorDeposit(BigInt(request.params.id)));
      },
    );

    app.post(
      '/admin/cashier/deposits/:id/confirm',
      {
        schema: {
          ...schemaBase,
          summary:
            'The bank transfer arrived: credit the member (once, whoever else clicks); refused after a reject; audited',
          params: depositPathSchema,
          response: responses(depositDecisionSchema),
        },
      },
      async (request) => ok(await deposits.confirm(BigInt(request.params.id), { requestId: request.id })),
    );

    app.post(
      '/admin/cashier/deposits/:id/reject',
      {
        schema: {
          ...schemaBase,
          summary:
            'No such transfer arrived: reject with a reason the member reads; refused after a credit; audited',
          params: depositPathSchema,
          body: rejectDepositRequestSchema,
          response: responses(depositDecisionSchema),
        },
      },
      async (request) =>
        ok(await deposits.reject(BigInt(request.params.id), request.body.reason, { requestId: request.id })),
    );

    app.get(
      '/admin/cashier/deposit-notifications',
      {
        schema: {
          ...schemaBase,
          summary: 'Payment gateway notifications as they arrived and what each did, newest first',
          querystring: depositNotificationListQuerySchema,
          response: responses(depositNotificationPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deposits.notifications(request.query));
      },
    );
  };
}
