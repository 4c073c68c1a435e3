import { getLotteryGameMenu, listLotteryResults, listOpenLotteryDraws } from '@lotus/contract/lottery';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { LotteryReads } from './member-reads.ts';

/** The member site's lottery reads: the games, the open draws, the final results. */
export function lotteryRoutes(deps: { reads: LotteryReads }) {
  const { reads } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getLotteryGameMenu, async () => reads.gameMenu());
    await registerCall(app, listOpenLotteryDraws, async ({ query }) => reads.openDraws(query));
    await registerCall(app, listLotteryResults, async ({ query }) => reads.results(query));
  };
}
