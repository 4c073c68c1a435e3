import { getBetRound } from '@lotus/contract/bet-rounds';
import { getProfitLoss, listBetRecord } from '@lotus/contract/bets';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { BetRoundsService } from '../bet-rounds/service.ts';
import type { BetsService } from './service.ts';

/** The member's betting record, each round's details, and profit and loss: only the session's own rounds, ever. */
export function betsRoutes(deps: { bets: BetsService; rounds: Pick<BetRoundsService, 'round'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listBetRecord, async ({ caller, query }) =>
      deps.bets.record(caller.member.id, query),
    );
    await registerCall(app, getProfitLoss, async ({ caller, query }) =>
      deps.bets.profitLoss(caller.member.id, query),
    );
    // `/wps/relay/bets/profit-loss` is never taken for an id: the router prefers a static segment.
    await registerCall(app, getBetRound, async ({ caller, params }) =>
      deps.rounds.round(caller.member.id, params.id),
    );
  };
}
