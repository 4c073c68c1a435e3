import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lotus/games';
import type { Queryable } from '../database/pool.ts';

/**
 * A member's provably fair seed pair, as every table of pairs keeps it (the house games' 0023, the
 * campaigns' 0056): `server_seed` never leaves the server while the pair is active; one active pair
 * per member (a partial unique index), its nonces taken in order.
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

/** 32 random bytes as hex: the server seed; the default client seed is 8 random bytes as hex. */
function freshSeeds() {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: randomBytes(8).toString('hex'),
  };
}

/**
 * The statements over one table of seed pairs, written once for each domain that keeps one (its
 * own table, so a campaign's draw never takes a house game's nonce: decision 0025). `name` prefixes
 * the named statements (each connection plans the locked read once; it runs in every bet).
 */
export function seedPairTables(table: 'house_seed_pairs' | 'reward_seed_pairs', name: string) {
  /** Opens a fresh active pair unless the member has one (a concurrent opener's pair is kept). */
  async function openSeedPair(db: Queryable, brandId: number, memberId: bigint, clientSeed?: string) {
    const seeds = freshSeeds();
    await db.query(
      `insert into ${table} (brand_id, member_id, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4, $5)
       on conflict (member_id) where revealed_at is null do nothing`,
      [brandId, memberId, seeds.serverSeed, seeds.serverSeedHash, clientSeed ?? seeds.clientSeed],
    );
  }

  /** The member's active pair, opened first if there is none; locked when `lock` (taking a nonce, changing seeds). */
  async function activeSeedPair(
    db: Queryable,
    brandId: number,
    memberId: bigint,
    lock: boolean,
  ): Promise<SeedPairRow> {
    const select = () =>
      db.query<SeedPairRow>({
        name: lock ? `${name}-seed-pair-locked` : `${name}-seed-pair`,
        text: `select ${columns} from ${table} where member_id = $1 and revealed_at is null
         ${lock ? 'for update' : ''}`,
        values: [memberId],
      });
    let { rows } = await select();
    if (!rows[0]) {
      await openSeedPair(db, brandId, memberId);
      ({ rows } = await select());
    }
    if (!rows[0]) throw new Error(`${name} seeds: the active pair is gone`);
    return rows[0];
  }

  async function updateClientSeed(db: Queryable, pairId: bigint, clientSeed: string): Promise<SeedPairRow> {
    const { rows } = await db.query<SeedPairRow>(
      `update ${table} set client_seed = $2 where id = $1 returning ${columns}`,
      [pairId, clientSeed],
    );
    return rows[0] as SeedPairRow;
  }

  async function revealSeedPair(db: Queryable, pairId: bigint): Promise<void> {
    await db.query(`update ${table} set revealed_at = now() where id = $1`, [pairId]);
  }

  /** Takes the pair's next nonce (a caller that writes its own nonce with its row need not). */
  async function takeNonce(db: Queryable, pairId: bigint): Promise<void> {
    await db.query(`update ${table} set next_nonce = next_nonce + 1 where id = $1`, [pairId]);
  }

  return { openSeedPair, activeSeedPair, updateClientSeed, revealSeedPair, takeNonce };
}
