import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lotus/games';
import type { Queryable } from '../../platform/database/pool.ts';

/**
 * A member's campaign seed pair (migration 0056, decision 0025), kept as the house games keep
 * theirs: `server_seed` never leaves the server while the pair is active.
 */
export interface SeedPairRow {
  id: bigint;
  member_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at: Date | null;
}

const columns = 'id, member_id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at';

/** Opens a fresh active pair unless the member has one (a concurrent opener's pair is kept). */
export async function openSeedPair(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  clientSeed?: string,
): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  await db.query(
    `insert into reward_seed_pairs (brand_id, member_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4, $5)
     on conflict (member_id) where revealed_at is null do nothing`,
    [brandId, memberId, serverSeed, hashServerSeed(serverSeed), clientSeed ?? randomBytes(8).toString('hex')],
  );
}

/** The member's active pair, opened first if there is none; locked when `lock` (a draw, a change). */
export async function activeSeedPair(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  lock: boolean,
): Promise<SeedPairRow> {
  const select = () =>
    db.query<SeedPairRow>(
      `select ${columns} from reward_seed_pairs where member_id = $1 and revealed_at is null
        ${lock ? 'for update' : ''}`,
      [memberId],
    );
  let { rows } = await select();
  if (!rows[0]) {
    await openSeedPair(db, brandId, memberId);
    ({ rows } = await select());
  }
  if (!rows[0]) throw new Error('campaign seeds: the active pair is gone');
  return rows[0];
}

export async function updateClientSeed(
  db: Queryable,
  pairId: bigint,
  clientSeed: string,
): Promise<SeedPairRow> {
  const { rows } = await db.query<SeedPairRow>(
    `update reward_seed_pairs set client_seed = $2 where id = $1 returning ${columns}`,
    [pairId, clientSeed],
  );
  return rows[0] as SeedPairRow;
}

export async function takeNonce(db: Queryable, pairId: bigint): Promise<void> {
  await db.query('update reward_seed_pairs set next_nonce = next_nonce + 1 where id = $1', [pairId]);
}

export async function revealSeedPair(db: Queryable, pairId: bigint): Promise<void> {
  await db.query('update reward_seed_pairs set revealed_at = now() where id = $1', [pairId]);
}
