import { catalogLanguages } from '@lotus/contract/games-catalog/schemas';
import type { GameType } from '@lotus/contract/values';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';

/**
 * One game the lobby lists (enabled, of an enabled vendor), as the read model keeps it. `names` and
 * `ranks` follow `catalogLanguages`: the name in that language (English when it has none) and the
 * game's place in the lobby's order for that language, numbered by the database itself so the order
 * is its collation's, exactly as an `order by` would give.
 */
export interface LobbyRow {
  id: number;
  code: string;
  names: string[];
  ranks: number[];
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
  search_text: string;
}

/** The name in language $n, English when the game has none: the same expression orders and shows it. */
const nameIn = (placeholder: string) => `coalesce(g.names ->> ${placeholder}::text, g.names ->> 'en')`;
const placeholders = catalogLanguages.map((_, index) => `$${index + 2}`);
/** The lobby's order: the vendor's sort, the game's sort, the name in the language, the id. */
const rankIn = (placeholder: string) =>
  `(row_number() over (order by v.sort, v.code, g.sort, ${nameIn(placeholder)}, g.id))::int`;

/** The catalog's version: the database bumps it with every change the lobby shows (migration 0036). */
async function selectCatalogVersion(db: Queryable): Promise<bigint> {
  const { rows } = await db.query<{ version: bigint }>('select version from catalog_version');
  return rows[0]?.version ?? 0n;
}

/**
 * What a lobby answer reads before anything else, in one round trip: the catalog's version (is the
 * snapshot fresh?) and the image CDNs (the system's `cdns`, in their order). A named statement: each
 * connection plans it once.
 */
export async function selectLobbyState(
  db: Queryable,
  brandId: number,
): Promise<{ version: bigint; imageCdns: string[] }> {
  const { rows } = await db.query<{ version: bigint; image_cdns: string[] }>({
    name: 'catalog-lobby-state',
    text: `select (select version from catalog_version) as version,
             array(select url from cdns where brand_id = $1 and kind = 'image' order by sort, id) as image_cdns`,
    values: [brandId],
  });
  const row = rows[0];
  return { version: row?.version ?? 0n, imageCdns: row?.image_cdns ?? [] };
}

/**
 * Every game the lobby lists, with the version they are at: both read in one snapshot (repeatable
 * read), so the version names exactly these rows.
 */
export async function selectLobbyGames(
  pool: Pool,
  brandId: number,
): Promise<{ version: bigint; rows: LobbyRow[] }> {
  return inTransaction(
    pool,
    async (client) => {
      const version = await selectCatalogVersion(client);
      const { rows } = await client.query<LobbyRow>(
        `select g.id, g.code, array[${placeholders.map(nameIn).join(', ')}] as names,
           array[${placeholders.map(rankIn).join(', ')}] as ranks,
           v.code as vendor_code, v.name as vendor_name, g.category, g.tags, g.image_path,
           g.min_bet::text as min_bet, g.lines, g.rtp_bp, g.default_play_type, g.account_type_name,
           g.is_game, g.vassalage, g.search_text
         from games g join vendors v on v.id = g.vendor_id
         where g.brand_id = $1 and g.enabled and v.enabled`,
        [brandId, ...catalogLanguages],
      );
      return { version, rows };
    },
    { isolation: 'repeatable read' },
  );
}

/** Which of `gameIds` the member marked as favourites. */
export async function selectFavouritesAmong(
  db: Queryable,
  memberId: bigint,
  gameIds: readonly number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ game_id: number }>(
    'select game_id from game_favourites where member_id = $1 and game_id = any($2::int[])',
    [memberId.toString(), gameIds],
  );
  return new Set(rows.map((row) => row.game_id));
}
