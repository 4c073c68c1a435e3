import { winnersSchema } from '@lotus/contract/house-games/schemas';
import {
  leaderboardQuerySchema,
  leaderboardSchema,
  winnerPageSchema,
  winnersListQuerySchema,
} from '@lotus/contract/winners/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { WinnersService } from './service.ts';

/** The public winners board, winners list and leaderboard (masked players): no login needed, like the jackpot counter. */
export function winnersRoutes(deps: { winners: WinnersService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/wps/relay/winners',
      {
        schema: {
          tags: ['house games'],
          summary:
            'The 20 latest wins at or above the winners threshold (house and vendor games, jackpots), newest first',
          response: responses(winnersSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.winners.board());
      },
    );

    app.get(
      '/wps/relay/winners/list',
      {
        schema: {
          tags: ['house games'],
          summary:
            'The wins at or above the winners threshold, newest first, paged (the latest 1,000 at most)',
          querystring: winnersListQuerySchema,
          response: responses(winnerPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.winners.list(request.query));
      },
    );

    app.get(
      '/wps/relay/winners/leaderboard',
      {
        schema: {
          tags: ['house games'],
          summary:
            "The 20 biggest single wins of the current day or week (from Monday) in the brand's time zone",
          querystring: leaderboardQuerySchema,
          response: responses(leaderboardSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.winners.leaderboard(request.query));
      },
    );
  };
}
