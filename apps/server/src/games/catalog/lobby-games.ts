import type { CatalogGame } from '@lotus/contract/games-catalog';
import type { Pool } from '../../platform/database/pool.ts';
import { imageUrlOf } from './cdn.ts';
import { createLobbyReadModel } from './lobby-read-model.ts';
import { lobbyPage } from './lobby-snapshot.ts';
import type { LobbyEntry, LobbyFilter } from './lobby-snapshot.ts';
import { selectFavouritesAmong, selectLobbyState } from './lobby-tables.ts';
import type { Viewer } from './tables.ts';

const noFavourites: ReadonlySet<number> = new Set();

function lobbyGameOf(
  entry: LobbyEntry,
  viewer: Viewer,
  imageCdns: readonly string[],
  favourites: ReadonlySet<number>,
): CatalogGame {
  return {
    nodeId: entry.id,
    code: entry.code,
    name: entry.names[viewer.language],
    vendor: entry.vendorCode,
    vendorName: entry.vendorName,
    category: entry.category,
    tags: [...entry.tags],
    imageUrl: imageUrlOf(entry.imagePath, imageCdns),
    minBet: entry.minBetText,
    lines: entry.lines,
    rtp: entry.rtp,
    defaultPlayType: entry.defaultPlayType,
    accountTypeName: entry.accountTypeName,
    isGame: entry.isGame,
    vassalage: entry.vassalage,
    isFav: favourites.has(entry.id),
  };
}

/**
 * The lobby's game lists (`/lgw/games`, the VASSALAGE popup, the PVP rooms) from the read model:
 * one round trip for the catalog's version and the image CDNs, the page cut from memory, and the
 * favourite flags read for the page's games only when a member asks.
 */
export function createLobbyGames(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;
  const lobby = createLobbyReadModel({ pool, brandId });

  return async function lobbyGames(
    filter: LobbyFilter,
    viewer: Viewer,
    page: { limit: number; offset: number },
  ): Promise<{ content: CatalogGame[]; total: number }> {
    const { version, imageCdns } = await selectLobbyState(pool, brandId);
    const snapshot = await lobby.atLeast(version);
    const { entries, total } = lobbyPage(snapshot, viewer.language, filter, page);
    const favourites =
      viewer.memberId === null || entries.length === 0
        ? noFavourites
        : await selectFavouritesAmong(
            pool,
            viewer.memberId,
            entries.map((entry) => entry.id),
          );
    return { content: entries.map((entry) => lobbyGameOf(entry, viewer, imageCdns, favourites)), total };
  };
}
