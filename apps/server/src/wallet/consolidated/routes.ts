import { consolidatedFundsSchema, merchantWalletSchema } from '@lotus/contract/wallet-records/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { ConsolidatedFundsService } from './service.ts';

/** The consolidated funds (spec) and the merchant-wallet mode (spec relay call). */
export function consolidatedRoutes(deps: {
  funds: ConsolidatedFundsService;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    app.get(
      '/wps/member/info/funds/consolidated',
      {
        schema: {
          tags,
          summary:
            'The member’s funds: main balance, points, vendor wallets’ sum, and the contract fields (null: no contract)',
          response: responses(consolidatedFundsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.funds.consolidated(member.id));
      },
    );

    app.get(
      '/wps/relay/wallet/merchant',
      {
        schema: {
          tags,
          summary:
            'The merchant wallet: isSingle true when vendors play from the main balance (no transfers)',
          response: responses(merchantWalletSchema),
        },
      },
      // Public: the site needs it before login to know whether to show transfers; it names no member.
      async () => ok(await deps.funds.merchantWallet()),
    );
  };
}

/** The operator's switch of the merchant-wallet mode. */
export function adminMerchantWalletRoutes(deps: { funds: ConsolidatedFundsService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.put(
      '/admin/wallet/merchant',
      {
        schema: {
          tags: ['operator: wallet'],
          security: [{ operatorKey: [] }],
          summary:
            'Set the merchant-wallet mode (isSingle true: one seamless wallet; false: a wallet per vendor, with transfers); audited',
          body: merchantWalletSchema,
          response: responses(merchantWalletSchema),
        },
      },
      async (request) =>
        ok(await deps.funds.setMerchantWallet(request.body.isSingle, { requestId: request.id })),
    );
  };
}
