import type { CatalogGame, CatalogLanguage } from '@lotus/contract/games-catalog';
import type { Pool } from '../../platform/database/pool.ts';
import { imageUrlOf } from './cdn.ts';
import type { LobbyReadModel } from './lobby-read-model.ts';
import { lobbyPage } from './lobby-page.ts';
import type { LobbyFilter } from './lobby-page.ts';
import type { LobbyEntry } from './lobby-snapshot.ts';
import { selectFavouritesAmong, selectLobbyState } from './lobby-tables.ts';

const noFavourites: ReadonlySet<number> = new Set();

/**
 * Who asks: the language, and the member behind the token (null for a visitor), which may still be
 * being checked: the lobby reads its games meanwhile and waits for the member only for isFav.
 */
export interface LobbyViewer {
  language: CatalogLanguage;
  memberId: bigint | null | Promise<bigint | null>;
}

function lobbyGameOf(
  entry: LobbyEntry,
  language: CatalogLanguage,
  imageCdns: readonly string[],
  favourites: ReadonlySet<number>,
): CatalogGame {
  return {
    nodeId: entry.id,
    code: entry.code,
    name: entry.names[language],
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
export function createLobbyGames(deps: { pool: Pool; brandId: number; lobby: LobbyReadModel }) {
  const { pool, brandId, lobby } = deps;

  return async function lobbyGames(
    filter: LobbyFilter,
    viewer: LobbyViewer,
    page: { limit: number; offset: number },
  ): Promise<{ content: CatalogGame[]; total: number }> {
    const [{ version, imageCdns }, memberId] = await Promise.all([
      selectLobbyState(pool, brandId),
      viewer.memberId,
    ]);
    const snapshot = await lobby.atLeast(version);
    const { entries, total } = lobbyPage(snapshot, viewer.language, filter, page);
    const favourites =
      memberId === null || entries.length === 0
        ? noFavourites
        : await selectFavouritesAmong(
            pool,
            memberId,
            entries.map((entry) => entry.id),
          );
    const content = entries.map((entry) => lobbyGameOf(entry, viewer.language, imageCdns, favourites));
    return { content, total };
  };
}
