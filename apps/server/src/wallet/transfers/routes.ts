import {
  vendorWalletsSchema,
  walletTransferRequestSchema,
  walletTransferSchema,
} from '@lotus/contract/wallet-records/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { WalletTransfers } from './service.ts';

/** The member's vendor wallets and the transfer between them and the main wallet (spec relay call). */
export function walletTransferRoutes(deps: {
  transfers: WalletTransfers;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    app.get(
      '/wps/relay/wallet/vendors',
      {
        schema: {
          tags,
          summary:
            'The member’s main wallet and their wallet at each of the brand’s vendors, with the wallet mode',
          response: responses(vendorWalletsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.transfers.vendorWallets(member.id));
      },
    );

    app.post(
      '/wps/relay/wallet/transfer',
      {
        schema: {
          tags,
          summary:
            'Move money between the main wallet and one vendor wallet (from or to is "main"); idempotent by key; refused (error_single_wallet) on a single-wallet brand',
          body: walletTransferRequestSchema,
          response: responses(walletTransferSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.transfers.transfer(member.id, request.body));
      },
    );
  };
}
