import {
  addFavouriteGame,
  launchGame,
  listCatalogGames,
  listCatalogVendors,
  listFavouriteGames,
  listPopularGames,
  listPvpRooms,
  listRecentGames,
  listVassalageGroups,
  listVendorLanes,
  removeFavouriteGame,
  searchCatalog,
} from '@lotus/contract/games-catalog';
import type { CatalogLanguage, CatalogQuery } from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { ApiClient } from './client.ts';

/** The filters of `GET /lgw/games`, as the lobby passes them (page and size default to 1 and 20). */
export type CatalogFilter = Partial<CatalogQuery>;

/** The games catalog: lobbies, vendor lanes, favourites, recent games, PVP rooms and the launch call. */
export function gamesCatalogApi(client: ApiClient) {
  return {
    /** Paged games; `isFav` is filled when the member is logged in. */
    list: (filter: CatalogFilter = {}) => client.call(listCatalogGames, { query: filter }),
    /** The header's search: games, vendors and categories, accent-blind, a typo forgiven. */
    search: (q: string, lang?: CatalogLanguage) => client.call(searchCatalog, { query: { q, lang } }),
    popular: (options: { category?: GameType; limit?: number; lang?: CatalogLanguage } = {}) =>
      client.call(listPopularGames, { query: options }),
    vendors: (category?: GameType) => client.call(listCatalogVendors, { query: { category } }),
    vendorLanes: (options: { category?: GameType; perLane?: number; lang?: CatalogLanguage } = {}) =>
      client.call(listVendorLanes, { query: options }),
    gameType: (key: 'RNG' | 'ALL' = 'RNG', lang?: CatalogLanguage) =>
      client.call(listVassalageGroups, { query: { key, lang } }),
    favourites: (lang?: CatalogLanguage) => client.call(listFavouriteGames, { query: { lang } }),
    /** Answers the member's favourite id list, to keep in session storage. */
    addFavourite: (nodeId: number) => client.call(addFavouriteGame, { query: { nodeId } }),
    removeFavourite: (nodeId: number) => client.call(removeFavouriteGame, { query: { nodeId } }),
    recent: (lang?: CatalogLanguage) => client.call(listRecentGames, { query: { lang } }),
    pvpRooms: () => client.call(listPvpRooms),
    /** How to open a game (route, frame, popup or lottery flow); needs a token. */
    launch: (code: string, lang: CatalogLanguage) => client.call(launchGame, { query: { code, lang } }),
  };
}

export type GamesCatalogApi = ReturnType<typeof gamesCatalogApi>;
