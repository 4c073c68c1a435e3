import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { gameTypes } from '../values.ts';
import { vendorCodeSchema } from '../vendor-wallet/schemas.ts';
import { hotGameSchema, setHotGamesSchema } from '../content/schemas.ts';
import { singleLineText } from '../free-text-schemas.ts';

/** The HOT GAMES list is the games domain's; its schemas live with the home page's content. */
export { hotGameSchema, setHotGamesSchema };

/**
 * The games catalog: games and vendors, the lobby calls (`/lgw/games`, the relay game calls),
 * favourites, recent games, PVP rooms, the launch call and the operator's catalog calls. Money is
 * minor units as decimal strings; RTP is basis points (9650 = 96.50 %); times are ISO 8601 UTC.
 * docs/games-catalog.md describes every call.
 */

const gameCategorySchema = z.enum(gameTypes);
/** A game's code: lower-case letters, digits, `-` and `_`, 1-64 characters (also the URL of a house game). */
const gameCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a-z, 0-9, - and _, 1-64 characters');
/** A tag (baccarat, sicbo, roulette, dragon_tiger, blackjack, poker, ...): data, not a fixed list. */
const gameTagSchema = z.string().regex(/^[a-z0-9_]{1,32}$/, 'a-z, 0-9 and _, 1-32 characters');
/** The languages a game may have a name in (English is the fallback). */
export const catalogLanguages = ['en', 'vi'] as const;
export const catalogLanguageSchema = z.enum(catalogLanguages);
export type CatalogLanguage = z.infer<typeof catalogLanguageSchema>;

const minorUnits = z.string().regex(/^\d{1,18}$/, 'minor units as a decimal string');
/** A game's id in the catalog (the spec's nodeId), as the favourites calls name it. */
const nodeIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

// ---------------------------------------------------------------------------------------------
// Member view

/** One game as the lobbies show it; `name` is in the asked language (English when it has none). */
const catalogGameSchema = z.object({
  nodeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  category: gameCategorySchema,
  tags: z.array(z.string()),
  /** Absolute: kept; relative: prefixed with the first of the status' imageCDNs (same site when none). */
  imageUrl: z.string(),
  minBet: minorUnits,
  lines: z.number().int().nullable(),
  /** Basis points (9650 = 96.50 %); null for live casino, sports and the like. */
  rtp: z.number().int().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  /** False for an entry that only opens a list (a VASSALAGE group). */
  isGame: z.boolean(),
  vassalage: z.string().nullable(),
  /** The asking member's favourite; false without a token. */
  isFav: z.boolean(),
});
export type CatalogGame = z.infer<typeof catalogGameSchema>;

/** `GET /lgw/games` and `GET /wps/relay/games/list`: filters are ANDed; `q` matches any name or the code. */
export const catalogQuerySchema = pageQuerySchema.extend({
  category: gameCategorySchema.optional(),
  vendor: vendorCodeSchema.optional(),
  tag: gameTagSchema.optional(),
  q: z.string().trim().max(64).optional(),
  /** Games whose minimum bet is at least this (minor units). */
  minBet: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** Games with at least this many lines. */
  minLines: z.coerce.number().int().min(0).max(100_000).optional(),
  lang: catalogLanguageSchema.optional(),
});
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;
export const catalogPageSchema = pageOf(catalogGameSchema);
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/** `GET /lgw/games/popular`: most played over the last 7 days, then the configured order. */
export const popularGamesQuerySchema = z.object({
  category: gameCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  lang: catalogLanguageSchema.optional(),
});
export const popularGamesSchema = z.array(catalogGameSchema);

/** `GET /wps/relay/games/vendors`: enabled vendors by sort, with their enabled games per category. */
const catalogVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  laneTitle: z.string(),
  sort: z.number().int(),
  gameCount: z.number().int(),
  counts: z.partialRecord(gameCategorySchema, z.number().int()),
});
export type CatalogVendor = z.infer<typeof catalogVendorSchema>;
export const catalogVendorsQuerySchema = z.object({ category: gameCategorySchema.optional() });
export const catalogVendorsSchema = z.array(catalogVendorSchema);

/** `GET /wps/relay/games/vendorLanes`: one lane per vendor with games of the category (slots by default). */
export const vendorLanesQuerySchema = z.object({
  category: gameCategorySchema.default('slots'),
  /** Cards per lane (the lane's "more" opens `/lgw/games?vendor=`). */
  perLane: z.coerce.number().int().min(1).max(100).default(20),
  lang: catalogLanguageSchema.optional(),
});
const vendorLaneSchema = z.object({
  title: z.string(),
  vendor: z.string(),
  total: z.number().int(),
  cards: z.array(catalogGameSchema),
});
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorLanes = z.infer<typeof vendorLanesSchema>;

/** `GET /wps/relay/games/gameType?key=RNG`: the VASSALAGE groups (key RNG = slots; ALL = every category). */
export const gameTypeQuerySchema = z.object({
  key: z.enum(['RNG', 'ALL']).default('RNG'),
  lang: catalogLanguageSchema.optional(),
});
const vassalageGroupSchema = z.object({
  vassalage: z.string(),
  /** The group's own entry (isGame false): its name and artwork. */
  name: z.string(),
  vendor: z.string(),
  category: gameCategorySchema,
  imageUrl: z.string(),
  gameCount: z.number().int(),
});
export type VassalageGroup = z.infer<typeof vassalageGroupSchema>;
export const gameTypeAnswerSchema = z.object({
  vassGameType: z.array(vassalageGroupSchema),
  allVassGameType: z.array(vassalageGroupSchema),
});
export type GameTypeAnswer = z.infer<typeof gameTypeAnswerSchema>;

/** `GET /wps/relay/games/favourites` (token): the member's favourites, newest first, and their ids. */
export const favouritesSchema = z.object({
  ids: z.array(z.number().int()),
  content: z.array(catalogGameSchema),
});
export type Favourites = z.infer<typeof favouritesSchema>;
/** `GET /wps/relay/games/favourites/add|remove?nodeId=` (token): answers the id list to keep in session storage. */
export const favouriteQuerySchema = z.object({ nodeId: nodeIdSchema });
export const favouriteIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;
export const langQuerySchema = z.object({ lang: catalogLanguageSchema.optional() });

/** `GET /wps/relay/games/recent` (token): the member's last 20 launched games, newest first. */
const recentGameSchema = catalogGameSchema.extend({ launchedAt: z.string() });
export type RecentGame = z.infer<typeof recentGameSchema>;
export const recentGamesSchema = z.array(recentGameSchema);

/** `GET /wps/relay/games/pvpRooms`: the house multiplayer rooms (PAPPU, the Crash room). */
const pvpRoomSchema = z.object({
  code: z.string(),
  name: z.string(),
  gameCode: z.string(),
  route: z.string(),
  /** Null when the room does not count its players. */
  playersOnline: z.number().int().nullable(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomsSchema = z.object({ rooms: z.array(pvpRoomSchema) });

// ---------------------------------------------------------------------------------------------
// Launch

/** `GET /wps/game/launchGame?code=&lang=` (token; without one: error_not_logged_in). */
export const launchGameQuerySchema = z.object({
  code: gameCodeSchema,
  lang: catalogLanguageSchema.default('vi'),
});

/** The spec's lottery launch payload. */
const lotteryLaunchSchema = z.object({
  lottoArea: z.literal('VN'),
  launchMode: z.literal('LOTT'),
  lottoPrizeMode: z.string(),
  lottoGameCode: z.string(),
  lottoView: z.enum(['betting', 'lobby']),
  device: z.literal('WEB'),
  backUrl: z.string(),
  language: z.string(),
});
export type LotteryLaunch = z.infer<typeof lotteryLaunchSchema>;

/**
 * How to open the game. `route`: a page of the member site (house games, /vnlottery, /lottery);
 * `frame`: the vendor's page in an embedded frame; `popup`: the VASSALAGE group's game list;
 * `lottery-flow`: the TCG_SEA lottery flow. Lottery games carry `lottery` and `gameUrl`.
 */
export const launchGameSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('route'),
    code: z.string(),
    route: z.string(),
    lottery: lotteryLaunchSchema.nullable(),
    gameUrl: z.string().nullable(),
  }),
  z.object({
    mode: z.literal('frame'),
    code: z.string(),
    url: z.string(),
    lottery: lotteryLaunchSchema.nullable(),
  }),
  z.object({
    mode: z.literal('popup'),
    code: z.string(),
    vassalage: z.string(),
    games: z.array(catalogGameSchema),
  }),
  z.object({
    mode: z.literal('lottery-flow'),
    code: z.string(),
    gameUrl: z.string(),
    lottery: lotteryLaunchSchema,
  }),
]);
export type LaunchGame = z.infer<typeof launchGameSchema>;

// ---------------------------------------------------------------------------------------------
// Operator

const gameNamesSchema = z
  .object({ en: singleLineText({ min: 1, max: 120 }), vi: singleLineText({ min: 1, max: 120 }).optional() })
  .strict();

/** `GET /media/games/art/:kind/:file`: a game's generated art, `<code>.svg` of a kind. */
export const gameArtPathSchema = z.object({
  kind: gameCategorySchema,
  file: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}\.svg$/, '<game code>.svg'),
});
/** The SVG document itself (not the envelope). */
export const gameArtSchema = z.string();

/** A game's image: an absolute https URL, or a site path starting with `/`. */
const imagePathSchema = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'an https URL or a path starting with /');

/** `POST /admin/games`: a new game of an existing vendor. */
export const operatorGameInputSchema = z.object({
  code: gameCodeSchema,
  vendor: vendorCodeSchema,
  names: gameNamesSchema,
  category: gameCategorySchema,
  tags: z.array(gameTagSchema).max(20).default([]),
  /** Absolute https URL, or a site path starting with `/`; none: the art generated from the kind and code. */
  imagePath: imagePathSchema.optional(),
  minBet: minorUnits.default('0'),
  lines: z.number().int().min(1).max(100_000).nullable().default(null),
  rtp: z.number().int().min(0).max(10_000).nullable().default(null),
  defaultPlayType: z.string().max(64).nullable().default(null),
  accountTypeName: z.string().max(64).nullable().default(null),
  isGame: z.boolean().default(true),
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type OperatorGameInput = z.infer<typeof operatorGameInputSchema>;
/** `PATCH /admin/games/:code`: any of the fields but the code. */
export const operatorGameUpdateSchema = z
  .object({
    vendor: vendorCodeSchema,
    names: gameNamesSchema,
    category: gameCategorySchema,
    tags: z.array(gameTagSchema).max(20),
    /** null: back to the art generated from the kind and code. */
    imagePath: imagePathSchema.nullable(),
    minBet: minorUnits,
    lines: z.number().int().min(1).max(100_000).nullable(),
    rtp: z.number().int().min(0).max(10_000).nullable(),
    defaultPlayType: z.string().max(64).nullable(),
    accountTypeName: z.string().max(64).nullable(),
    isGame: z.boolean(),
    vassalage: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    enabled: z.boolean(),
    sort: z.number().int().min(-1_000_000).max(1_000_000),
  })
  .partial();
export type OperatorGameUpdate = z.infer<typeof operatorGameUpdateSchema>;
export const operatorGamePathSchema = z.object({ code: gameCodeSchema });
export const operatorGamesQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    vendor: vendorCodeSchema.optional(),
    category: gameCategorySchema.optional(),
    q: z.string().trim().max(64).optional(),
  }),
);
export const operatorGameSchema = z.object({
  nodeId: z.number().int(),
  code: z.string(),
  vendor: z.string(),
  names: z.record(z.string(), z.string()),
  category: gameCategorySchema,
  tags: z.array(z.string()),
  imagePath: z.string(),
  minBet: minorUnits,
  lines: z.number().int().nullable(),
  rtp: z.number().int().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  isGame: z.boolean(),
  vassalage: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;
export const operatorGamePageSchema = pageOf(operatorGameSchema);

/** `PATCH /admin/games/vendors/:vendor`: a vendor's catalog fields (create it with `POST /admin/vendors`). */
export const operatorCatalogVendorUpdateSchema = z
  .object({
    name: singleLineText({ min: 1, max: 80 }),
    laneTitle: singleLineText({ min: 1, max: 80 }),
    sort: z.number().int().min(-1_000_000).max(1_000_000),
    enabled: z.boolean(),
    /** `{vendor}`, `{game}`, `{token}`, `{lang}`, `{player}` are filled in; https URL or a path starting with `/`. */
    launchUrlTemplate: z
      .string()
      .max(500)
      .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'an https URL or a path starting with /'),
  })
  .partial();
export type OperatorCatalogVendorUpdate = z.infer<typeof operatorCatalogVendorUpdateSchema>;
export const operatorCatalogVendorPathSchema = z.object({ vendor: vendorCodeSchema });
export const operatorCatalogVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  laneTitle: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  launchUrlTemplate: z.string(),
  gameCount: z.number().int(),
});
export type OperatorCatalogVendor = z.infer<typeof operatorCatalogVendorSchema>;
export const operatorCatalogVendorsSchema = z.array(operatorCatalogVendorSchema);

// ---------------------------------------------------------------------------------------------
// Search (the member site's header)

/**
 * `GET /lgw/search`: one search over the whole catalog. The text is matched accent-blind and
 * case-blind in every language (`rong` finds `Rồng Hổ`, `đ` is `d`), with one typo allowed in a
 * word of 4 letters or more. 1-64 characters after trimming.
 */
export const catalogSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(64),
  lang: catalogLanguageSchema.optional(),
  /** At most this many games (vendors and categories are at most 5 each). */
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuerySchema>;

/** A game found: enough to show it and start the launch flow (its code and name). */
const searchGameSchema = catalogGameSchema.pick({
  nodeId: true,
  code: true,
  name: true,
  vendor: true,
  vendorName: true,
  category: true,
  imageUrl: true,
  isGame: true,
});
/** A vendor found, with the category most of its games are in: its lobby is that category's, filtered by it. */
const searchVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: gameCategorySchema,
  gameCount: z.number().int(),
});
/** A category found (by its name in any language or its code); its name is the site's to word. */
const searchCategorySchema = z.object({ category: gameCategorySchema, gameCount: z.number().int() });

/** Each group best match first: exact name, then name prefix, then a word's prefix, then a typo away. */
export const catalogSearchSchema = z.object({
  games: z.array(searchGameSchema),
  vendors: z.array(searchVendorSchema),
  categories: z.array(searchCategorySchema),
});
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
export type CatalogSearchGame = z.infer<typeof searchGameSchema>;
export type CatalogSearchVendor = z.infer<typeof searchVendorSchema>;
