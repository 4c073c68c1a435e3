import type { Queryable } from '../../platform/database/pool.ts';
import { seedPairTables } from '../../platform/fairness/seed-pairs.ts';

/** The house games' seed pairs (migration 0023), with the statements every table of pairs has. */
export type { SeedPairRow } from '../../platform/fairness/seed-pairs.ts';

export const { openSeedPair, activeSeedPair, updateClientSeed, revealSeedPair } = seedPairTables(
  'house_seed_pairs',
  'house',
);

/** Whether the member has a Mines or Tower round open (seeds cannot change under it). */
export async function hasOpenRound(db: Queryable, memberId: bigint): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from house_rounds where member_id = $1 and status = 'playing' limit 1`,
    [memberId],
  );
  return rows.length > 0;
}
