import { jackpotSchema } from '@lotus/contract/content/schemas';
import { walletBalanceSchema } from '@lotus/contract/wallet/schemas';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import { houseAccounts } from './service.ts';
import type { WalletService } from './service.ts';

/** The member's wallet calls, and the public ones (the spec's relay calls). */
export function walletRoutes(deps: { wallet: WalletService; auth: Pick<AuthService, 'authenticate'> }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/relay/jackpot',
      {
        schema: {
          tags: ['wallet'],
          summary: 'The progressive jackpot pool as the ledger holds it, in minor units',
          response: responses(jackpotSchema),
        },
      },
      async (_request, reply) => {
        // The pool moves with every bet: a cached figure would be a wrong figure.
        reply.header('cache-control', 'no-store');
        const pool = await deps.wallet.houseAccountBalance(houseAccounts.jackpotPool);
        return ok({
          // A decimal string: a bigint past 2^53 would lose digits as a JSON number.
          amount: pool.balance.toString(),
          currency: pool.currency,
          updatedAt: pool.updatedAt.toISOString(),
        });
      },
    );

    app.get(
      '/wps/v2/wallets/balance',
      {
        schema: {
          tags: ['wallet'],
          summary: 'The logged-in member’s main balance and points, in minor units (decimal strings)',
          response: responses(walletBalanceSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.wallet.memberBalance(member.id));
      },
    );
  };
}
