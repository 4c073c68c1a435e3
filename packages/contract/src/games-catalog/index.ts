import { defineCall } from '../call.ts';
import type { ErrorCode } from '../errors.ts';

// The games-catalog calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/games-catalog/schemas).
export type {
  CatalogGame,
  CatalogLanguage,
  CatalogPage,
  CatalogQuery,
  CatalogSearch,
  CatalogSearchGame,
  CatalogSearchQuery,
  CatalogSearchVendor,
  CatalogVendor,
  FavouriteIds,
  Favourites,
  GameTypeAnswer,
  LaunchGame,
  LotteryLaunch,
  OperatorCatalogVendor,
  OperatorCatalogVendorUpdate,
  OperatorGame,
  OperatorGameInput,
  OperatorGameUpdate,
  PvpRoom,
  RecentGame,
  VassalageGroup,
  VendorLanes,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'games';
const operatorTag = 'operator: games';

// ---------------------------------------------------------------------------------------------
// The lobbies (public: with a good token, isFav is filled in)

export const listHotGames = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/hotGames',
  scope: 'visitor',
  tag,
  summary: 'The HOT GAMES list, in order, each with the member-site address that opens it',
  errors: [],
  schemas: (s) => ({ value: s.hotGameSchema.array() }),
});

export const listCatalogGames = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/games',
  scope: 'visitor',
  tag,
  summary: 'The catalog, paged and filtered, in the lobby order',
  errors: [],
  schemas: (s) => ({ query: s.catalogQuerySchema, value: s.catalogPageSchema }),
});

export const listRelayGames = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/list',
  scope: 'visitor',
  tag,
  summary: 'The game list (the same answer as GET /lgw/games)',
  errors: [],
  schemas: (s) => ({ query: s.catalogQuerySchema, value: s.catalogPageSchema }),
});

export const listPopularGames = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/games/popular',
  scope: 'visitor',
  tag,
  summary: 'The games most played over the last 7 days, then the configured order',
  errors: [],
  schemas: (s) => ({ query: s.popularGamesQuerySchema, value: s.popularGamesSchema }),
});

export const listCatalogVendors = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/vendors',
  scope: 'visitor',
  tag,
  summary: 'The enabled vendors by sort, with their game counts per category',
  errors: [],
  schemas: (s) => ({ query: s.catalogVendorsQuerySchema, value: s.catalogVendorsSchema }),
});

export const listVendorLanes = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/vendorLanes',
  scope: 'visitor',
  tag,
  summary: 'One lane per vendor with its first games of a category (the slots page)',
  errors: [],
  schemas: (s) => ({ query: s.vendorLanesQuerySchema, value: s.vendorLanesSchema }),
});

export const listVassalageGroups = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/gameType',
  scope: 'visitor',
  tag,
  summary: 'The VASSALAGE game groups (key RNG: the slots ones)',
  errors: [],
  schemas: (s) => ({ query: s.gameTypeQuerySchema, value: s.gameTypeAnswerSchema }),
});

export const searchCatalog = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/search',
  scope: 'visitor',
  tag,
  summary:
    'One search over the catalog: games, vendors and categories, accent- and case-blind in every language, one typo allowed in words of 4+ letters',
  errors: ['error_validation'],
  schemas: (s) => ({ query: s.catalogSearchQuerySchema, value: s.catalogSearchSchema }),
});

export const listPvpRooms = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/pvpRooms',
  scope: 'visitor',
  tag,
  summary: 'The house multiplayer rooms',
  errors: [],
  schemas: (s) => ({ value: s.pvpRoomsSchema }),
});

// ---------------------------------------------------------------------------------------------
// The member's own lists

export const listFavouriteGames = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/favourites',
  scope: 'member',
  tag,
  summary: 'The member’s favourite games, newest first, and their ids',
  errors: [],
  schemas: (s) => ({ query: s.langQuerySchema, value: s.favouritesSchema }),
});

export const addFavouriteGame = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/favourites/add',
  scope: 'member',
  tag,
  summary: 'Adds a game to the member’s favourites; answers the id list',
  errors: ['error_game_not_found'],
  schemas: (s) => ({ query: s.favouriteQuerySchema, value: s.favouriteIdsSchema }),
});

export const removeFavouriteGame = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/favourites/remove',
  scope: 'member',
  tag,
  summary: 'Removes a game from the member’s favourites; answers the id list',
  errors: [],
  schemas: (s) => ({ query: s.favouriteQuerySchema, value: s.favouriteIdsSchema }),
});

export const listRecentGames = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/games/recent',
  scope: 'member',
  tag,
  summary: 'The member’s last 20 launched games, newest first',
  errors: [],
  schemas: (s) => ({ query: s.langQuerySchema, value: s.recentGamesSchema }),
});

// ---------------------------------------------------------------------------------------------
// Launch

/** What opening a vendor's game may answer: the game, and the vendor launch token it issues. */
const launchErrors: readonly ErrorCode[] = [
  'error_maintenance',
  'error_game_not_found',
  'error_game_unavailable',
  'error_vendor_not_found',
  'error_vendor_disabled',
  'error_operation_not_allowed',
  'error_free_play_not_offered',
];

export const launchGame = defineCall(schemas, {
  method: 'GET',
  path: '/wps/game/launchGame',
  scope: 'member',
  tag,
  summary: 'How to open a game: its page, an embedded frame, the VASSALAGE popup or a lottery flow',
  closedInMaintenance: true,
  errors: launchErrors,
  schemas: (s) => ({ query: s.launchGameQuerySchema, value: s.launchGameSchema }),
});

export const gameArt = defineCall(schemas, {
  method: 'GET',
  path: '/media/games/art/:kind/:file',
  scope: 'visitor',
  tag,
  summary:
    'A game’s generated tile art (SVG, 400 × 300), drawn from its kind and code (`<code>.svg`): the image of a game that has none of its own',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.gameArtPathSchema, value: s.gameArtSchema }),
});

// ---------------------------------------------------------------------------------------------
// Operator

export const setHotGames = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/hot-games',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Replace the HOT GAMES list, in the given order',
  errors: [],
  schemas: (s) => ({ body: s.setHotGamesSchema, value: s.hotGameSchema.array() }),
});

export const listGamesForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/games',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Every game of the catalog (switched-off ones too), paged',
  errors: [],
  schemas: (s) => ({ query: s.operatorGamesQuerySchema, value: s.operatorGamePageSchema }),
});

export const createGame = defineCall(schemas, {
  method: 'POST',
  path: '/admin/games',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Adds a game to a vendor',
  errors: ['error_vendor_not_found', 'error_game_code_taken', 'error_game_not_found'],
  schemas: (s) => ({ body: s.operatorGameInputSchema, value: s.operatorGameSchema }),
});

export const changeGame = defineCall(schemas, {
  method: 'PATCH',
  path: '/admin/games/:code',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Changes the given fields of a game',
  errors: ['error_game_not_found', 'error_vendor_not_found'],
  schemas: (s) => ({
    params: s.operatorGamePathSchema,
    body: s.operatorGameUpdateSchema,
    value: s.operatorGameSchema,
  }),
});

export const disableGame = defineCall(schemas, {
  method: 'POST',
  path: '/admin/games/:code/disable',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Switches a game off: gone from the lobbies, its launch refused',
  errors: ['error_game_not_found'],
  schemas: (s) => ({ params: s.operatorGamePathSchema, value: s.operatorGameSchema }),
});

export const listCatalogVendorsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/games/vendors',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'The vendors with their catalog fields and game counts',
  errors: [],
  schemas: (s) => ({ value: s.operatorCatalogVendorsSchema }),
});

export const changeCatalogVendor = defineCall(schemas, {
  method: 'PATCH',
  path: '/admin/games/vendors/:vendor',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Changes a vendor’s name, lane title, sort, switch or launch address template',
  errors: ['error_vendor_not_found'],
  schemas: (s) => ({
    params: s.operatorCatalogVendorPathSchema,
    body: s.operatorCatalogVendorUpdateSchema,
    value: s.operatorCatalogVendorSchema,
  }),
});
