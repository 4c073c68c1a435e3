import { hotGameSchema, setHotGamesSchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GamesService } from '../games/service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';

/** Operator calls of the games domain: the HOT GAMES list. */
export function adminGamesRoutes(deps: { games: GamesService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.put(
      '/admin/hot-games',
      {
        schema: {
          tags: ['operator: games'],
          security: [{ operatorKey: [] }],
          summary: 'Replace the HOT GAMES list, in the given order',
          body: setHotGamesSchema,
          response: responses(z.array(hotGameSchema)),
        },
      },
      async (request) => ok(await deps.games.setHotGames(request.body.games, { requestId: request.id })),
    );
  };
}
