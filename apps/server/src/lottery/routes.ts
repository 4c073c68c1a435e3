import {
  getLotteryGameMenu,
  getLotteryOdds,
  listLotteryResults,
  listMyLotteryBets,
  listOpenLotteryDraws,
  listRecentLotteryGames,
  placeLotterySlip,
} from '@lotus/contract/lottery';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { LotteryBets } from './bets/service.ts';
import type { LotteryReads } from './member-reads.ts';

/** The member site's lottery calls: the games, the open draws, the odds, the results, the slip, my bets. */
export function lotteryRoutes(deps: { reads: LotteryReads; bets: LotteryBets }) {
  const { reads, bets } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getLotteryGameMenu, async () => reads.gameMenu());
    await registerCall(app, listOpenLotteryDraws, async ({ query }) => reads.openDraws(query));
    await registerCall(app, listLotteryResults, async ({ query }) => reads.results(query));
    await registerCall(app, listRecentLotteryGames, async ({ caller }) => bets.recentGames(caller.member.id));
    await registerCall(app, getLotteryOdds, async ({ query }) => bets.odds(query));
    await registerCall(app, placeLotterySlip, async ({ body, caller }) =>
      bets.placeSlip(caller.member.id, body),
    );
    await registerCall(app, listMyLotteryBets, async ({ query, caller }) =>
      bets.myBets(caller.member.id, query),
    );
  };
}
