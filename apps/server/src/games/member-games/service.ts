import type { FavouriteIds, Favourites, RecentGame } from '@lotus/contract/games-catalog';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { selectEnabledGameId } from '../catalog/tables.ts';
import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import type { CatalogService } from '../catalog/service.ts';
import {
  deleteFavourite,
  insertFavourite,
  recordRecentGame,
  selectFavouriteIds,
  selectRecentGames,
} from './tables.ts';

/** A member's own game lists: favourites (kept on the server, mirrored in the browser) and recent games. */
export function createMemberGames(deps: {
  pool: Pool;
  brandId: number;
  catalog: Pick<CatalogService, 'byIds'>;
}) {
  const { pool, brandId, catalog } = deps;

  async function favourites(memberId: bigint, language: CatalogLanguage): Promise<Favourites> {
    const ids = await selectFavouriteIds(pool, memberId);
    const content = await catalog.byIds(ids, { memberId, language });
    return { ids, content };
  }

  /** Adds an enabled game of the brand (a repeat changes nothing) and answers the id list. */
  async function addFavourite(memberId: bigint, nodeId: number): Promise<FavouriteIds> {
    const gameId = await selectEnabledGameId(pool, brandId, nodeId);
    if (gameId === undefined) throw new AppError('error_game_not_found');
    await insertFavourite(pool, memberId, gameId);
    return { ids: await selectFavouriteIds(pool, memberId) };
  }

  /** Removes a favourite (one that is not there is no error: the list is what the member wanted). */
  async function removeFavourite(memberId: bigint, nodeId: number): Promise<FavouriteIds> {
    await deleteFavourite(pool, memberId, nodeId);
    return { ids: await selectFavouriteIds(pool, memberId) };
  }

  async function recent(memberId: bigint, language: CatalogLanguage): Promise<RecentGame[]> {
    const rows = await selectRecentGames(pool, memberId);
    const games = await catalog.byIds(
      rows.map((row) => row.game_id),
      { memberId, language },
    );
    const launchedAt = new Map(rows.map((row) => [row.game_id, row.launched_at.toISOString()]));
    return games.map((game) => ({ ...game, launchedAt: launchedAt.get(game.nodeId) ?? '' }));
  }

  const recordLaunch = (memberId: bigint, gameId: number) => recordRecentGame(pool, memberId, gameId);

  return { favourites, addFavourite, removeFavourite, recent, recordLaunch };
}

export type MemberGames = ReturnType<typeof createMemberGames>;
