import { listHotGames } from '@lotus/contract/games-catalog';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { GamesService } from './service.ts';

/** Public game-list calls (the spec's relay calls). */
export function gamesRoutes(deps: { games: GamesService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listHotGames, async () => deps.games.hotGames());
  };
}
