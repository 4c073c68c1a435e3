import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lotus/games';
import type { Queryable } from '../../platform/database/pool.ts';

/** A member's seed pair (migration 0023). `server_seed` never leaves the server while the pair is active. */
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

/** 32 random bytes as hex: the server seed; the default client seed is 8 random bytes as hex. */
function freshSeeds() {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: randomBytes(8).toString('hex'),
  };
}

/** Opens a fresh active pair unless the member has one (a concurrent opener's pair is kept). */
export async function openSeedPair(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  clientSeed?: string,
): Promise<void> {
  const seeds = freshSeeds();
  await db.query(
    `insert into house_seed_pairs (brand_id, member_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4, $5)
     on conflict (member_id) where revealed_at is null do nothing`,
    [brandId, memberId, seeds.serverSeed, seeds.serverSeedHash, clientSeed ?? seeds.clientSeed],
  );
}

/** The member's active pair, opened first if there is none; locked when `lock` (taking a nonce, changing seeds). */
export async function activeSeedPair(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  lock: boolean,
): Promise<SeedPairRow> {
  const select = () =>
    db.query<SeedPairRow>({
      // Named: each connection parses and plans it once; the locked one runs in every bet.
      name: lock ? 'house-seed-pair-locked' : 'house-seed-pair',
      text: `select ${columns} from house_seed_pairs where member_id = $1 and revealed_at is null
       ${lock ? 'for update' : ''}`,
      values: [memberId],
    });
  let { rows } = await select();
  if (!rows[0]) {
    await openSeedPair(db, brandId, memberId);
    ({ rows } = await select());
  }
  if (!rows[0]) throw new Error('house seeds: the active pair is gone');
  return rows[0];
}

export async function updateClientSeed(
  db: Queryable,
  pairId: bigint,
  clientSeed: string,
): Promise<SeedPairRow> {
  const { rows } = await db.query<SeedPairRow>(
    `update house_seed_pairs set client_seed = $2 where id = $1 returning ${columns}`,
    [pairId, clientSeed],
  );
  return rows[0] as SeedPairRow;
}

export async function revealSeedPair(db: Queryable, pairId: bigint): Promise<void> {
  await db.query('update house_seed_pairs set revealed_at = now() where id = $1', [pairId]);
}

/** Whether the member has a Mines or Tower round open (seeds cannot change under it). */
export async function hasOpenRound(db: Queryable, memberId: bigint): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from house_rounds where member_id = $1 and status = 'playing' limit 1`,
    [memberId],
  );
  return rows.length > 0;
}
