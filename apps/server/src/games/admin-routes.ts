import { hotGameSchema, setHotGamesSchema } from '@lotus/contract/content/schemas';
import {
  operatorCatalogVendorPathSchema,
  operatorCatalogVendorSchema,
  operatorCatalogVendorsSchema,
  operatorCatalogVendorUpdateSchema,
  operatorGameInputSchema,
  operatorGamePageSchema,
  operatorGamePathSchema,
  operatorGameSchema,
  operatorGamesQuerySchema,
  operatorGameUpdateSchema,
} from '@lotus/contract/games-catalog/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogAdmin } from './catalog/admin-service.ts';
import type { GamesService } from './service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';

/** Operator calls of the games domain: the HOT GAMES list, the catalog's games and vendors. */
export function adminGamesRoutes(deps: { games: GamesService; gameCatalog: CatalogAdmin }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: games'], security: [{ operatorKey: [] }] };

    app.put(
      '/admin/hot-games',
      {
        schema: {
          ...schemaBase,
          summary: 'Replace the HOT GAMES list, in the given order',
          body: setHotGamesSchema,
          response: responses(z.array(hotGameSchema)),
        },
      },
      async (request) => ok(await deps.games.setHotGames(request.body.games, { requestId: request.id })),
    );

    app.get(
      '/admin/games',
      {
        schema: {
          ...schemaBase,
          summary: 'Every game of the catalog (switched-off ones too), paged',
          querystring: operatorGamesQuerySchema,
          response: responses(operatorGamePageSchema),
        },
      },
      async (request) => ok(await deps.gameCatalog.listGames(request.query)),
    );
    app.post(
      '/admin/games',
      {
        schema: {
          ...schemaBase,
          summary: 'Adds a game to a vendor',
          body: operatorGameInputSchema,
          response: responses(operatorGameSchema),
        },
      },
      async (request) => ok(await deps.gameCatalog.createGame(request.body, { requestId: request.id })),
    );
    app.patch(
      '/admin/games/:code',
      {
        schema: {
          ...schemaBase,
          summary: 'Changes the given fields of a game',
          params: operatorGamePathSchema,
          body: operatorGameUpdateSchema,
          response: responses(operatorGameSchema),
        },
      },
      async (request) =>
        ok(await deps.gameCatalog.changeGame(request.params.code, request.body, { requestId: request.id })),
    );
    app.post(
      '/admin/games/:code/disable',
      {
        schema: {
          ...schemaBase,
          summary: 'Switches a game off: gone from the lobbies, its launch refused',
          params: operatorGamePathSchema,
          response: responses(operatorGameSchema),
        },
      },
      async (request) =>
        ok(await deps.gameCatalog.disableGame(request.params.code, { requestId: request.id })),
    );

    app.get(
      '/admin/games/vendors',
      {
        schema: {
          ...schemaBase,
          summary: 'The vendors with their catalog fields and game counts',
          response: responses(operatorCatalogVendorsSchema),
        },
      },
      async () => ok(await deps.gameCatalog.listVendors()),
    );
    app.patch(
      '/admin/games/vendors/:vendor',
      {
        schema: {
          ...schemaBase,
          summary: 'Changes a vendor’s name, lane title, sort, switch or launch address template',
          params: operatorCatalogVendorPathSchema,
          body: operatorCatalogVendorUpdateSchema,
          response: responses(operatorCatalogVendorSchema),
        },
      },
      async (request) =>
        ok(
          await deps.gameCatalog.changeVendor(request.params.vendor, request.body, { requestId: request.id }),
        ),
    );
  };
}
