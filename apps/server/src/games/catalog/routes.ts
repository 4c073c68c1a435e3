import {
  catalogPageSchema,
  catalogQuerySchema,
  catalogVendorsQuerySchema,
  catalogVendorsSchema,
  favouriteIdsSchema,
  favouriteQuerySchema,
  favouritesSchema,
  gameTypeAnswerSchema,
  gameTypeQuerySchema,
  langQuerySchema,
  launchGameQuerySchema,
  launchGameSchema,
  popularGamesQuerySchema,
  popularGamesSchema,
  pvpRoomsSchema,
  recentGamesSchema,
  vendorLanesQuerySchema,
  vendorLanesSchema,
} from '@lotus/contract/games-catalog/schemas';
import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { responses } from '../../platform/http/responses.ts';
import type { CatalogService } from './service.ts';
import type { Viewer } from './tables.ts';
import type { GameLauncher } from '../launch/service.ts';
import type { MemberGames } from '../member-games/service.ts';

/** `lang` of the query, else the Accept-Language (names fall back to English anyway). */
function languageOf(request: FastifyRequest, lang: CatalogLanguage | undefined): CatalogLanguage {
  if (lang !== undefined) return lang;
  return pickLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'vi';
}

/**
 * The lobby's catalog calls (public: a token only fills isFav), the member's favourites and recent
 * games (token), the PVP rooms, and the launch call (token).
 */
export function catalogRoutes(deps: {
  catalog: CatalogService;
  memberGames: MemberGames;
  launcher: GameLauncher;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['games'];

    /** The member behind the token if it is a good one; a public call never fails for a stale token. */
    async function viewerOf(request: FastifyRequest, lang: CatalogLanguage | undefined): Promise<Viewer> {
      const language = languageOf(request, lang);
      if (request.headers.authorization === undefined) return { memberId: null, language };
      try {
        return { memberId: (await deps.auth.authenticate(request)).member.id, language };
      } catch (error) {
        if (error instanceof AppError) return { memberId: null, language };
        throw error;
      }
    }
    const memberOf = async (request: FastifyRequest) => (await deps.auth.authenticate(request)).member.id;

    const listSchema = {
      tags,
      querystring: catalogQuerySchema,
      response: responses(catalogPageSchema),
    };
    app.get(
      '/lgw/games',
      { schema: { ...listSchema, summary: 'The catalog, paged and filtered, in the lobby order' } },
      async (request) =>
        ok(await deps.catalog.page(request.query, await viewerOf(request, request.query.lang))),
    );
    app.get(
      '/wps/relay/games/list',
      { schema: { ...listSchema, summary: 'The game list (the same answer as GET /lgw/games)' } },
      async (request) =>
        ok(await deps.catalog.page(request.query, await viewerOf(request, request.query.lang))),
    );

    app.get(
      '/lgw/games/popular',
      {
        schema: {
          tags,
          summary: 'The games most played over the last 7 days, then the configured order',
          querystring: popularGamesQuerySchema,
          response: responses(popularGamesSchema),
        },
      },
      async (request) =>
        ok(
          await deps.catalog.popular(
            { category: request.query.category, limit: request.query.limit },
            await viewerOf(request, request.query.lang),
          ),
        ),
    );

    app.get(
      '/wps/relay/games/vendors',
      {
        schema: {
          tags,
          summary: 'The enabled vendors by sort, with their game counts per category',
          querystring: catalogVendorsQuerySchema,
          response: responses(catalogVendorsSchema),
        },
      },
      async (request) => ok(await deps.catalog.vendors(request.query.category)),
    );

    app.get(
      '/wps/relay/games/vendorLanes',
      {
        schema: {
          tags,
          summary: 'One lane per vendor with its first games of a category (the slots page)',
          querystring: vendorLanesQuerySchema,
          response: responses(vendorLanesSchema),
        },
      },
      async (request) =>
        ok(
          await deps.catalog.vendorLanes(
            request.query.category,
            request.query.perLane,
            await viewerOf(request, request.query.lang),
          ),
        ),
    );

    app.get(
      '/wps/relay/games/gameType',
      {
        schema: {
          tags,
          summary: 'The VASSALAGE game groups (key RNG: the slots ones)',
          querystring: gameTypeQuerySchema,
          response: responses(gameTypeAnswerSchema),
        },
      },
      async (request) =>
        ok(await deps.catalog.gameType(request.query.key, await viewerOf(request, request.query.lang))),
    );

    app.get(
      '/wps/relay/games/pvpRooms',
      { schema: { tags, summary: 'The house multiplayer rooms', response: responses(pvpRoomsSchema) } },
      async () => ok(await deps.catalog.rooms()),
    );

    const memberSchema = { tags, security: [{ bearer: [] }] };
    app.get(
      '/wps/relay/games/favourites',
      {
        schema: {
          ...memberSchema,
          summary: 'The member’s favourite games, newest first, and their ids',
          querystring: langQuerySchema,
          response: responses(favouritesSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(
          await deps.memberGames.favourites(await memberOf(request), languageOf(request, request.query.lang)),
        );
      },
    );
    app.get(
      '/wps/relay/games/favourites/add',
      {
        schema: {
          ...memberSchema,
          summary: 'Adds a game to the member’s favourites; answers the id list',
          querystring: favouriteQuerySchema,
          response: responses(favouriteIdsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.memberGames.addFavourite(await memberOf(request), request.query.nodeId));
      },
    );
    app.get(
      '/wps/relay/games/favourites/remove',
      {
        schema: {
          ...memberSchema,
          summary: 'Removes a game from the member’s favourites; answers the id list',
          querystring: favouriteQuerySchema,
          response: responses(favouriteIdsSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.memberGames.removeFavourite(await memberOf(request), request.query.nodeId));
      },
    );
    app.get(
      '/wps/relay/games/recent',
      {
        schema: {
          ...memberSchema,
          summary: 'The member’s last 20 launched games, newest first',
          querystring: langQuerySchema,
          response: responses(recentGamesSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(
          await deps.memberGames.recent(await memberOf(request), languageOf(request, request.query.lang)),
        );
      },
    );

    app.get(
      '/wps/game/launchGame',
      {
        schema: {
          ...memberSchema,
          summary: 'How to open a game: its page, an embedded frame, the VASSALAGE popup or a lottery flow',
          querystring: launchGameQuerySchema,
          response: responses(launchGameSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const memberId = await memberOf(request);
        return ok(await deps.launcher.launch(memberId, request.query.code, request.query.lang));
      },
    );
  };
}
