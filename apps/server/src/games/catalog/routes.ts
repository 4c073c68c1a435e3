import {
  addFavouriteGame,
  launchGame,
  listCatalogGames,
  listCatalogVendors,
  listFavouriteGames,
  listPopularGames,
  listPvpRooms,
  listRecentGames,
  listRelayGames,
  listVassalageGroups,
  listVendorLanes,
  removeFavouriteGame,
  searchCatalog,
} from '@lotus/contract/games-catalog';
import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorCaller } from '../../platform/http/calls.ts';
import { registerCall } from '../../platform/http/calls.ts';
import type { LobbyViewer } from './lobby-games.ts';
import type { CatalogService } from './service.ts';
import type { Viewer } from './tables.ts';
import type { GameLauncher } from '../launch/service.ts';
import type { MemberGames } from '../member-games/service.ts';

/** `lang` of the query, else the Accept-Language (names fall back to English anyway). */
function languageOf(request: FastifyRequest, lang: CatalogLanguage | undefined): CatalogLanguage {
  if (lang !== undefined) return lang;
  return pickLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'vi';
}

/** The member behind the token if it is a good one; a public call never fails for a stale token. */
async function viewerOf(
  caller: VisitorCaller,
  request: FastifyRequest,
  lang: CatalogLanguage | undefined,
): Promise<Viewer> {
  const language = languageOf(request, lang);
  const session = await caller.signedIn();
  return { memberId: session === null ? null : session.member.id, language };
}

/**
 * The asker of a lobby page: the member behind a good token is looked up while the lobby reads its
 * games (a stale token is a visitor), so a member's page waits for one round trip less.
 */
function lobbyViewerOf(
  caller: VisitorCaller,
  request: FastifyRequest,
  lang: CatalogLanguage | undefined,
): LobbyViewer {
  const memberId = caller.signedIn().then((session) => (session === null ? null : session.member.id));
  return { language: languageOf(request, lang), memberId };
}

/**
 * The lobby's catalog calls (public: a token only fills isFav), the member's favourites and recent
 * games, the PVP rooms, and the launch call.
 */
export function catalogRoutes(deps: {
  catalog: CatalogService;
  memberGames: MemberGames;
  launcher: GameLauncher;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listCatalogGames, async ({ query, caller }, request) =>
      deps.catalog.page(query, lobbyViewerOf(caller, request, query.lang)),
    );
    await registerCall(app, listRelayGames, async ({ query, caller }, request) =>
      deps.catalog.page(query, lobbyViewerOf(caller, request, query.lang)),
    );
    await registerCall(app, searchCatalog, async ({ query }, request) =>
      deps.catalog.search(query, languageOf(request, query.lang)),
    );
    await registerCall(app, listPopularGames, async ({ query, caller }, request) =>
      deps.catalog.popular(
        { category: query.category, limit: query.limit },
        await viewerOf(caller, request, query.lang),
      ),
    );
    await registerCall(app, listCatalogVendors, async ({ query }) => deps.catalog.vendors(query.category));
    await registerCall(app, listVendorLanes, async ({ query, caller }, request) =>
      deps.catalog.vendorLanes(query.category, query.perLane, await viewerOf(caller, request, query.lang)),
    );
    await registerCall(app, listVassalageGroups, async ({ query, caller }, request) =>
      deps.catalog.gameType(query.key, await viewerOf(caller, request, query.lang)),
    );
    await registerCall(app, listPvpRooms, async () => deps.catalog.rooms());

    await registerCall(app, listFavouriteGames, async ({ query, caller }, request) =>
      deps.memberGames.favourites(caller.member.id, languageOf(request, query.lang)),
    );
    await registerCall(app, addFavouriteGame, async ({ query, caller }) =>
      deps.memberGames.addFavourite(caller.member.id, query.nodeId),
    );
    await registerCall(app, removeFavouriteGame, async ({ query, caller }) =>
      deps.memberGames.removeFavourite(caller.member.id, query.nodeId),
    );
    await registerCall(app, listRecentGames, async ({ query, caller }, request) =>
      deps.memberGames.recent(caller.member.id, languageOf(request, query.lang)),
    );

    await registerCall(app, launchGame, async ({ query, caller }) =>
      deps.launcher.launch(caller.member.id, query.code, query.lang),
    );
  };
}
