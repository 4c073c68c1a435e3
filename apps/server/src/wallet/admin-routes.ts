import { adjustMemberWallet, getWalletReconciliation } from '@lotus/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { WalletService } from './service.ts';

/** Operator calls of the wallet domain: manual adjustments and the reconciliation report. */
export function adminWalletRoutes(deps: { wallet: Pick<WalletService, 'adjust' | 'reconciliation'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, adjustMemberWallet, async ({ body, caller }) => deps.wallet.adjust(body, caller));
    await registerCall(app, getWalletReconciliation, async () => deps.wallet.reconciliation());
  };
}
