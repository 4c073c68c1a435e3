import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { Queryable } from '../../platform/database/pool.ts';

/** A game as the lobbies read it, with its vendor and whether the asking member marked it. */
export interface CatalogGameRow {
  id: number;
  code: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  category: GameType;
  tags: string[];
  image_path: string;
  min_bet: string;
  lines: number | null;
  rtp_bp: number | null;
  default_play_type: string | null;
  account_type_name: string | null;
  is_game: boolean;
  vassalage: string | null;
  is_fav: boolean;
}

/** What the asking member and language are: they change isFav and the name, not which rows match. */
export interface Viewer {
  memberId: bigint | null;
  language: CatalogLanguage;
}

/** `like` takes `%`, `_` and `\` as patterns: a search for "100%" must match the text itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The select list and joins every member-facing query shares. $1 brand, $2 member (or null),
 * $3 language; the name falls back to English.
 */
const gameColumns = `
  g.id, g.code, coalesce(g.names ->> $3::text, g.names ->> 'en') as name,
  v.code as vendor_code, v.name as vendor_name, g.category, g.tags, g.image_path,
  g.min_bet::text as min_bet, g.lines, g.rtp_bp, g.default_play_type, g.account_type_name,
  g.is_game, g.vassalage,
  ($2::bigint is not null and exists (
    select 1 from game_favourites f where f.member_id = $2::bigint and f.game_id = g.id
  )) as is_fav`;
const gameFrom = `from games g join vendors v on v.id = g.vendor_id
  where g.brand_id = $1 and g.enabled and v.enabled`;
const lobbyOrder = 'v.sort, v.code, g.sort, name, g.id';

/** The games most played over the last 7 days (rounds in `bets`), then the lobby's order. */
export async function selectPopularGames(
  db: Queryable,
  brandId: number,
  viewer: Viewer,
  filter: { category?: GameType | undefined; limit: number },
): Promise<CatalogGameRow[]> {
  const params: unknown[] = [brandId, viewer.memberId?.toString() ?? null, viewer.language, filter.limit];
  if (filter.category !== undefined) params.push(filter.category);
  const { rows } = await db.query<CatalogGameRow>(
    `with played as (
       select game_code, count(*) as rounds from bets
       where brand_id = $1 and placed_at > now() - interval '7 days' group by game_code
     )
     select ${gameColumns} ${gameFrom} and g.is_game${filter.category === undefined ? '' : ' and g.category = $5'}
     order by (select rounds from played p where p.game_code = g.code) desc nulls last, ${lobbyOrder}
     limit $4`,
    params,
  );
  return rows;
}

/** The games with the given ids, in the lobby's order (favourites, recent games). */
export async function selectGamesByIds(
  db: Queryable,
  brandId: number,
  viewer: Viewer,
  ids: readonly number[],
): Promise<CatalogGameRow[]> {
  const { rows } = await db.query<CatalogGameRow>(
    `select ${gameColumns} ${gameFrom} and g.id = any($4::int[])`,
    [brandId, viewer.memberId?.toString() ?? null, viewer.language, ids],
  );
  return rows;
}

export interface VendorCountRow {
  code: string;
  name: string;
  lane_title: string | null;
  sort: number;
  category: GameType | null;
  games: string;
}

/** Enabled vendors by sort, with their enabled games per category (one row per vendor and category). */
export async function selectVendorCounts(db: Queryable, brandId: number): Promise<VendorCountRow[]> {
  const { rows } = await db.query<VendorCountRow>(
    `select v.code, v.name, v.lane_title, v.sort, g.category, count(g.id) as games
     from vendors v left join games g on g.vendor_id = v.id and g.enabled and g.is_game
     where v.brand_id = $1 and v.enabled
     group by v.id, g.category order by v.sort, v.code, g.category`,
    [brandId],
  );
  return rows;
}

/**
 * The codes of the brand's switched-on vendors with at least one switched-on game, leaving out
 * `except` (the house's own vendor, whose games play on the site's pages from the main wallet).
 */
export async function selectVendorsWithGames(
  db: Queryable,
  brandId: number,
  except: string,
): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `select v.code from vendors v
      where v.brand_id = $1 and v.enabled and v.code <> $2
        and exists (select 1 from games g where g.vendor_id = v.id and g.enabled and g.is_game)
      order by v.sort, v.code`,
    [brandId, except],
  );
  return rows.map((row) => row.code);
}

/** The first `perLane` games of each vendor in a category, with the vendor's count in it. */
export async function selectLaneGames(
  db: Queryable,
  brandId: number,
  viewer: Viewer,
  category: GameType,
  perLane: number,
): Promise<Array<CatalogGameRow & { lane_total: string; lane_title: string }>> {
  const { rows } = await db.query<CatalogGameRow & { lane_total: string; lane_title: string; rank: string }>(
    `select * from (
       select ${gameColumns}, coalesce(v.lane_title, v.name) as lane_title,
         row_number() over (partition by v.id order by g.sort, g.names ->> 'en', g.id) as rank,
         count(*) over (partition by v.id) as lane_total, v.sort as vendor_sort
       ${gameFrom} and g.category = $4 and g.is_game
     ) lane where rank <= $5
     order by vendor_sort, vendor_code, rank`,
    [brandId, viewer.memberId?.toString() ?? null, viewer.language, category, perLane],
  );
  return rows;
}

export interface VassalageRow {
  vassalage: string;
  name: string;
  vendor_code: string;
  category: GameType;
  image_path: string;
  games: string;
}

/** The VASSALAGE groups (their own entries, is_game false) with how many enabled sub-games each has. */
export async function selectVassalageGroups(
  db: Queryable,
  brandId: number,
  language: CatalogLanguage,
): Promise<VassalageRow[]> {
  const { rows } = await db.query<VassalageRow>(
    `select g.vassalage, coalesce(g.names ->> $2::text, g.names ->> 'en') as name, v.code as vendor_code,
       g.category, g.image_path,
       (select count(*) from games s where s.brand_id = g.brand_id and s.vassalage = g.vassalage
          and s.is_game and s.enabled) as games
     from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and g.enabled and v.enabled and not g.is_game and g.vassalage is not null
     order by v.sort, g.sort, g.code`,
    [brandId, language],
  );
  return rows;
}

/** A game by code whatever its switches, with its vendor's (for the launch call). */
export interface LaunchRow {
  id: number;
  code: string;
  category: GameType;
  enabled: boolean;
  is_game: boolean;
  vassalage: string | null;
  default_play_type: string | null;
  account_type_name: string | null;
  vendor_code: string;
  vendor_enabled: boolean;
  launch_url_template: string | null;
}

export async function selectLaunchRow(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<LaunchRow | undefined> {
  const { rows } = await db.query<LaunchRow>(
    `select g.id, g.code, g.category, g.enabled, g.is_game, g.vassalage, g.default_play_type,
       g.account_type_name, v.code as vendor_code, v.enabled as vendor_enabled, v.launch_url_template
     from games g join vendors v on v.id = g.vendor_id where g.brand_id = $1 and g.code = $2`,
    [brandId, code],
  );
  return rows[0];
}

/** The id of an enabled game of the brand, or undefined. */
export async function selectEnabledGameId(
  db: Queryable,
  brandId: number,
  id: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `select g.id from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and g.id = $2 and g.enabled and v.enabled`,
    [brandId, id],
  );
  return rows[0]?.id;
}

export async function selectCdnUrls(
  db: Queryable,
  brandId: number,
): Promise<{ image: string[]; launch: string[] }> {
  const { rows } = await db.query<{ kind: 'image' | 'launch'; url: string }>(
    'select kind, url from cdns where brand_id = $1 order by sort, id',
    [brandId],
  );
  return {
    image: rows.filter((row) => row.kind === 'image').map((row) => row.url),
    launch: rows.filter((row) => row.kind === 'launch').map((row) => row.url),
  };
}
