import type { Queryable } from '../../platform/database/pool.ts';

/** How many recently launched games a member keeps. */
export const recentGamesKept = 20;

/** The member's favourite game ids, newest first (only games that still exist). */
export async function selectFavouriteIds(db: Queryable, memberId: bigint): Promise<number[]> {
  const { rows } = await db.query<{ game_id: number }>(
    'select game_id from game_favourites where member_id = $1 order by created_at desc, game_id desc',
    [memberId.toString()],
  );
  return rows.map((row) => row.game_id);
}

export async function insertFavourite(db: Queryable, memberId: bigint, gameId: number): Promise<void> {
  await db.query('insert into game_favourites (member_id, game_id) values ($1, $2) on conflict do nothing', [
    memberId.toString(),
    gameId,
  ]);
}

export async function deleteFavourite(db: Queryable, memberId: bigint, gameId: number): Promise<void> {
  await db.query('delete from game_favourites where member_id = $1 and game_id = $2', [
    memberId.toString(),
    gameId,
  ]);
}

/**
 * Records a launch: the game moves to the top of the member's recent games, and games past the
 * newest `recentGamesKept` are dropped in the same statement (its delete does not see the row it
 * inserts, so it keeps the newest 19 others). Two launches at the same instant may leave one extra
 * row until the next launch; the list call reads only the newest 20.
 */
export async function recordRecentGame(db: Queryable, memberId: bigint, gameId: number): Promise<void> {
  await db.query(
    `with upserted as (
       insert into game_recent (member_id, game_id, launched_at) values ($1, $2, clock_timestamp())
       on conflict (member_id, game_id) do update set launched_at = excluded.launched_at
       returning game_id
     )
     delete from game_recent where member_id = $1 and game_id <> $2 and game_id not in (
       select game_id from game_recent where member_id = $1 and game_id <> $2
       order by launched_at desc limit $3
     )`,
    [memberId.toString(), gameId, recentGamesKept - 1],
  );
}

/** The member's recent games, newest first. */
export async function selectRecentGames(
  db: Queryable,
  memberId: bigint,
): Promise<Array<{ game_id: number; launched_at: Date }>> {
  const { rows } = await db.query<{ game_id: number; launched_at: Date }>(
    `select game_id, launched_at from game_recent where member_id = $1
     order by launched_at desc limit $2`,
    [memberId.toString(), recentGamesKept],
  );
  return rows;
}
