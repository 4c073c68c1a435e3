import type { Pool } from '../../platform/database/pool.ts';
import { lobbySnapshotOf } from './lobby-snapshot.ts';
import type { LobbySnapshot } from './lobby-snapshot.ts';
import { selectLobbyGames } from './lobby-tables.ts';

/**
 * The lobby's games in memory, as fresh as the database. Sorting and counting every matching game
 * for each page cost the SQL lobby 15-35 ms at 10,000 games; here a page is a scan of an array that
 * is already in order. Before each answer the caller reads the catalog's version (one row, migration
 * 0036): when it moved since the snapshot was taken, the snapshot is read again, so an answer never
 * shows the catalog older than it was when the request reached the database, whichever instance
 * changed it. Requests that find the snapshot stale together share one reload.
 */
export function createLobbyReadModel(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;
  let snapshot: LobbySnapshot | undefined;
  let loading: Promise<LobbySnapshot> | undefined;

  function reload(): Promise<LobbySnapshot> {
    loading ??= selectLobbyGames(pool, brandId)
      .then(({ version, rows }) => {
        const fresh = lobbySnapshotOf(version, rows);
        if (snapshot === undefined || fresh.version > snapshot.version) snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /**
   * A snapshot at `committed` or later: the version the caller read from the database
   * (selectLobbyState) just before.
   */
  async function atLeast(committed: bigint): Promise<LobbySnapshot> {
    if (snapshot !== undefined && snapshot.version >= committed) return snapshot;
    // A reload already under way may have read before `committed` was: then read once more.
    for (;;) {
      const loaded = await reload();
      if (loaded.version >= committed) return loaded;
    }
  }

  return { atLeast };
}

export type LobbyReadModel = ReturnType<typeof createLobbyReadModel>;
