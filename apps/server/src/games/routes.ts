import { listHotGames } from '@lotus/contract/games-catalog';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { GamesService } from './service.ts';

/** Public game-list calls (the spec's relay calls). */
export function gamesRoutes(deps: { games: GamesService }) {
  return async (app: FastifyInstance) => {
    // Named in the reader's language: the sites send their interface language as Accept-Language.
    await registerCall(app, listHotGames, async (_input, request, reply) => {
      reply.header('vary', 'accept-language');
      return deps.games.hotGames(pickLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'vi');
    });
  };
}
