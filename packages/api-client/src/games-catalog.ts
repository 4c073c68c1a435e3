import type {
  CatalogLanguage,
  CatalogPage,
  CatalogQuery,
  CatalogVendor,
  FavouriteIds,
  Favourites,
  GameTypeAnswer,
  LaunchGame,
  PvpRoom,
  RecentGame,
  VendorLanes,
} from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { ApiClient } from './client.ts';

/** The filters of `GET /lgw/games`, as the lobby passes them (page and size default to 1 and 20). */
export type CatalogFilter = Partial<CatalogQuery>;

/** The games catalog: lobbies, vendor lanes, favourites, recent games, PVP rooms and the launch call. */
export function gamesCatalogApi(client: ApiClient) {
  return {
    /** Paged games; `isFav` is filled when the member is logged in. */
    list: (filter: CatalogFilter = {}) =>
      client.get<CatalogPage>('/lgw/games', { searchParams: { ...filter } }),
    popular: (options: { category?: GameType; limit?: number; lang?: CatalogLanguage } = {}) =>
      client.get<CatalogPage['content']>('/lgw/games/popular', { searchParams: { ...options } }),
    vendors: (category?: GameType) =>
      client.get<CatalogVendor[]>('/wps/relay/games/vendors', { searchParams: { category } }),
    vendorLanes: (options: { category?: GameType; perLane?: number; lang?: CatalogLanguage } = {}) =>
      client.get<VendorLanes>('/wps/relay/games/vendorLanes', { searchParams: { ...options } }),
    gameType: (key: 'RNG' | 'ALL' = 'RNG', lang?: CatalogLanguage) =>
      client.get<GameTypeAnswer>('/wps/relay/games/gameType', { searchParams: { key, lang } }),
    favourites: (lang?: CatalogLanguage) =>
      client.get<Favourites>('/wps/relay/games/favourites', { searchParams: { lang } }),
    /** Answers the member's favourite id list, to keep in session storage. */
    addFavourite: (nodeId: number) =>
      client.get<FavouriteIds>('/wps/relay/games/favourites/add', { searchParams: { nodeId } }),
    removeFavourite: (nodeId: number) =>
      client.get<FavouriteIds>('/wps/relay/games/favourites/remove', { searchParams: { nodeId } }),
    recent: (lang?: CatalogLanguage) =>
      client.get<RecentGame[]>('/wps/relay/games/recent', { searchParams: { lang } }),
    pvpRooms: () => client.get<{ rooms: PvpRoom[] }>('/wps/relay/games/pvpRooms'),
    /** How to open a game (route, frame, popup or lottery flow); needs a token. */
    launch: (code: string, lang: CatalogLanguage) =>
      client.get<LaunchGame>('/wps/game/launchGame', { searchParams: { code, lang } }),
  };
}

export type GamesCatalogApi = ReturnType<typeof gamesCatalogApi>;
