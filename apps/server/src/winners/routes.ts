import { getLeaderboard, getWinnersBoard, listWinners } from '@lotus/contract/winners';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { WinnersService } from './service.ts';

/** The public winners board, winners list and leaderboard (masked players): no login needed, like the jackpot counter. */
export function winnersRoutes(deps: { winners: WinnersService }) {
  const { winners } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getWinnersBoard, async () => winners.board());
    await registerCall(app, listWinners, async ({ query }) => winners.list(query));
    await registerCall(app, getLeaderboard, async ({ query }) => winners.leaderboard(query));
  };
}
