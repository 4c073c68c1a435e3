import type { GameType } from '@lotus/contract/values';
import type { PoolClient, Queryable } from '../platform/database/pool.ts';

export interface HotGameRow {
  game_code: string;
  name: string;
  image_url: string;
  /** The catalog game's category (its lobby); null when the code names no game of the catalog. */
  category: GameType | null;
  /** The catalog game's names by language; null when the code names no game of the catalog. */
  catalog_names: Partial<Record<string, string>> | null;
}

export async function selectHotGames(db: Queryable, brandId: number): Promise<HotGameRow[]> {
  const { rows } = await db.query<HotGameRow>(
    `select h.game_code, h.name, h.image_url, g.category, g.names as catalog_names
     from hot_games h left join games g on g.brand_id = h.brand_id and g.code = h.game_code
     where h.brand_id = $1 order by h.sort, h.game_code`,
    [brandId],
  );
  return rows;
}

/** The HOT GAMES list under the lock replaceHotGames takes (the audit's before and after). */
export async function lockHotGames(client: PoolClient, brandId: number): Promise<HotGameRow[]> {
  await client.query('lock table hot_games in share row exclusive mode');
  return selectHotGames(client, brandId);
}

/**
 * Replaces the HOT GAMES list by `games`, in that order. Holds a lock on the table until commit so
 * two replacements at once cannot interleave their deletes and inserts into a mixed list.
 */
export async function replaceHotGames(
  client: PoolClient,
  brandId: number,
  games: ReadonlyArray<{ code: string; name: string; imageUrl: string }>,
): Promise<void> {
  await client.query('lock table hot_games in share row exclusive mode');
  await client.query('delete from hot_games where brand_id = $1', [brandId]);
  for (const [index, game] of games.entries()) {
    await client.query(
      'insert into hot_games (brand_id, game_code, name, image_url, sort) values ($1, $2, $3, $4, $5)',
      [brandId, game.code, game.name, game.imageUrl, index],
    );
  }
}
