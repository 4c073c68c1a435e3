import { hotGameSchema } from '@lotus/contract/content/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { GamesService } from './service.ts';

/** Public game-list calls (the spec's relay calls). */
export function gamesRoutes(deps: { games: GamesService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/relay/hotGames',
      {
        schema: {
          tags: ['games'],
          summary: 'The HOT GAMES list, in order, each with the member-site address that opens it',
          response: responses(z.array(hotGameSchema)),
        },
      },
      async () => ok(await deps.games.hotGames()),
    );
  };
}
