import {
  collectVendorWallets,
  listVendorWallets,
  transferBetweenWallets,
} from '@lotus/contract/wallet-records';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { WalletTransfers } from './service.ts';

/**
 * The member's vendor wallets, the transfer between them and the main wallet (spec relay call), and
 * every vendor wallet's money back to the main wallet at once.
 */
export function walletTransferRoutes(deps: { transfers: WalletTransfers }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listVendorWallets, async ({ caller }) =>
      deps.transfers.vendorWallets(caller.member.id),
    );
    await registerCall(app, transferBetweenWallets, async ({ caller, body }) =>
      deps.transfers.transfer(caller.member.id, body),
    );
    await registerCall(app, collectVendorWallets, async ({ caller, body }) =>
      deps.transfers.collect(caller.member.id, body),
    );
  };
}
