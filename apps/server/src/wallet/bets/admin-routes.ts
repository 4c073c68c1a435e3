import { getBetRoundForOperator, listBetsForOperator } from '@lotus/contract/bet-rounds';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { BetRoundsService } from '../bet-rounds/service.ts';

/** The operator's game history: every round of every game, with seeds. */
export function adminBetsRoutes(deps: { betRounds: Pick<BetRoundsService, 'adminRecord' | 'adminRound'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listBetsForOperator, async ({ query }) => deps.betRounds.adminRecord(query));
    await registerCall(app, getBetRoundForOperator, async ({ params }) =>
      deps.betRounds.adminRound(params.id),
    );
  };
}
