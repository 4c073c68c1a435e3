import {
  walletAdjustmentRequestSchema,
  walletAdjustmentSchema,
  walletReconciliationSchema,
} from '@lotus/contract/wallet/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { WalletService } from './service.ts';

/** Operator calls of the wallet domain: manual adjustments and the reconciliation report. */
export function adminWalletRoutes(deps: { wallet: WalletService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: wallet'], security: [{ operatorKey: [] }] };

    app.post(
      '/admin/wallet/adjustments',
      {
        schema: {
          ...schemaBase,
          summary:
            'Credit (positive) or debit (negative) a member’s main wallet against the house account, with a reason; audited, idempotent by key',
          body: walletAdjustmentRequestSchema,
          response: responses(walletAdjustmentSchema),
        },
      },
      async (request) => ok(await deps.wallet.adjust(request.body, { requestId: request.id })),
    );

    app.get(
      '/admin/wallet/reconciliation',
      {
        schema: {
          ...schemaBase,
          summary:
            'Every account’s balance against the sum of its postings, the total per currency (zero), negative member balances',
          response: responses(walletReconciliationSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.wallet.reconciliation());
      },
    );
  };
}
