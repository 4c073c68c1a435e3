import { setMerchantWallet } from '@lotus/contract/wallet-records';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { ConsolidatedFundsService } from './service.ts';

/** The operator's switch of the merchant-wallet mode. */
export function adminMerchantWalletRoutes(deps: {
  funds: Pick<ConsolidatedFundsService, 'setMerchantWallet'>;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, setMerchantWallet, async ({ body, caller }) =>
      deps.funds.setMerchantWallet(body.isSingle, caller),
    );
  };
}
