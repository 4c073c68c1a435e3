import {
  changeCatalogVendor,
  changeGame,
  createGame,
  disableGame,
  listCatalogVendorsForOperator,
  listGamesForOperator,
  setHotGames,
} from '@lotus/contract/games-catalog';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { CatalogAdmin } from './catalog/admin-service.ts';
import type { GamesService } from './service.ts';

/** Operator calls of the games domain: the HOT GAMES list, the catalog's games and vendors. */
export function adminGamesRoutes(deps: { games: GamesService; gameCatalog: CatalogAdmin }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, setHotGames, async ({ body, caller }) =>
      deps.games.setHotGames(body.games, caller),
    );
    await registerCall(app, listGamesForOperator, async ({ query }) => deps.gameCatalog.listGames(query));
    await registerCall(app, createGame, async ({ body, caller }) =>
      deps.gameCatalog.createGame(body, caller),
    );
    await registerCall(app, changeGame, async ({ params, body, caller }) =>
      deps.gameCatalog.changeGame(params.code, body, caller),
    );
    await registerCall(app, disableGame, async ({ params, caller }) =>
      deps.gameCatalog.disableGame(params.code, caller),
    );
    await registerCall(app, listCatalogVendorsForOperator, async () => deps.gameCatalog.listVendors());
    await registerCall(app, changeCatalogVendor, async ({ params, body, caller }) =>
      deps.gameCatalog.changeVendor(params.vendor, body, caller),
    );
  };
}
