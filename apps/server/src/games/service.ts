import type { HotGame } from '@lotus/contract/content';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { lockHotGames, replaceHotGames, selectHotGames } from './tables.ts';
import type { HotGameRow } from './tables.ts';

const listed = (rows: HotGameRow[]) =>
  rows.map((row) => ({ code: row.game_code, name: row.name, imageUrl: row.image_url }));

/**
 * The games domain (for now the HOT GAMES list). `memberSiteUrl` is where a game opens: the list
 * is shown on other sites too (the line-detection page), so its links must name the member site.
 */
export function createGamesService(deps: { pool: Pool; brandId: number; memberSiteUrl: string }) {
  const { pool, brandId, memberSiteUrl } = deps;

  /**
   * The list as players see it: with the reader's `language`, each game is named as the catalog
   * names it in that language ("Dò Mìn Vàng", not the list's "Mines Gold"), the list's own name
   * when the catalog has none; without, as the operator wrote it.
   */
  async function hotGames(language?: 'vi' | 'en'): Promise<HotGame[]> {
    return (await selectHotGames(pool, brandId)).map((row) => ({
      code: row.game_code,
      name: (language && row.catalog_names?.[language]) || row.name,
      imageUrl: row.image_url,
      playUrl: `${memberSiteUrl}/game/${encodeURIComponent(row.game_code)}`,
      category: row.category,
    }));
  }

  async function setHotGames(
    games: ReadonlyArray<{ code: string; name: string; imageUrl: string }>,
    context: OperatorContext,
  ): Promise<HotGame[]> {
    if (new Set(games.map((game) => game.code)).size !== games.length) {
      throw new AppError('error_validation', { fields: { games: 'each game code may appear once' } });
    }
    await inTransaction(pool, async (client) => {
      const before = listed(await lockHotGames(client, brandId));
      await replaceHotGames(client, brandId, games);
      const after = listed(await lockHotGames(client, brandId));
      await insertAudit(client, {
        brandId,
        action: 'games.hotGames',
        context,
        target: 'hot games',
        before,
        after,
      });
    });
    return hotGames();
  }

  return { hotGames, setHotGames };
}

export type GamesService = ReturnType<typeof createGamesService>;
