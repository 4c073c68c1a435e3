import { getConsolidatedFunds, getMerchantWallet } from '@lotus/contract/wallet-records';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { ConsolidatedFundsService } from './service.ts';

/** The consolidated funds (spec) and the merchant-wallet mode (spec relay call, public). */
export function consolidatedRoutes(deps: {
  funds: Pick<ConsolidatedFundsService, 'consolidated' | 'merchantWallet'>;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getConsolidatedFunds, async ({ caller }) =>
      deps.funds.consolidated(caller.member.id),
    );
    await registerCall(app, getMerchantWallet, async () => deps.funds.merchantWallet());
  };
}
