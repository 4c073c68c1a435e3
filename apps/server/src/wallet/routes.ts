import { getJackpot, getWalletBalance, topUpPlayMoney } from '@lotus/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import { houseAccounts } from './service.ts';
import type { WalletService } from './service.ts';
import type { PlayMoney } from './play-money/service.ts';

/**
 * The member's balance (a free-play guest's is play money), the guest's play-money top-up, and the
 * public jackpot pool (the spec's relay call).
 */
export function walletRoutes(deps: {
  wallet: Pick<WalletService, 'houseAccountBalance' | 'memberBalance'>;
  playMoney: Pick<PlayMoney, 'topUp'>;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getJackpot, async () => {
      const pool = await deps.wallet.houseAccountBalance(houseAccounts.jackpotPool);
      return {
        // A decimal string: a bigint past 2^53 would lose digits as a JSON number.
        amount: pool.balance.toString(),
        currency: pool.currency,
        updatedAt: pool.updatedAt.toISOString(),
      };
    });
    await registerCall(app, getWalletBalance, async ({ caller }) => deps.wallet.memberBalance(caller.member));
    await registerCall(app, topUpPlayMoney, async ({ caller, body }) =>
      deps.playMoney.topUp(caller.member, body),
    );
  };
}
