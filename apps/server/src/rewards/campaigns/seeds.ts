import type { CampaignSeedRotation, CampaignSeeds } from '@lotus/contract/campaigns';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { activeSeedPair, openSeedPair, revealSeedPair, updateClientSeed } from './seed-tables.ts';
import type { SeedPairRow } from './seed-tables.ts';

export function seedsOf(pair: SeedPairRow): CampaignSeeds {
  return { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nextNonce: pair.next_nonce };
}

/**
 * The member's campaign seeds (decision 0025): the server seed shown by its hash only, a client
 * seed the member may change, and rotation, which reveals the old server seed so every draw made
 * with it can be recomputed. Each change takes the pair's lock, as a draw does.
 */
export function createCampaignSeeds(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function current(memberId: bigint): Promise<CampaignSeeds> {
    return seedsOf(await activeSeedPair(pool, brandId, memberId, false));
  }

  function setClientSeed(memberId: bigint, clientSeed: string): Promise<CampaignSeeds> {
    return inTransaction(pool, async (client) => {
      const pair = await activeSeedPair(client, brandId, memberId, true);
      return seedsOf(await updateClientSeed(client, pair.id, clientSeed));
    });
  }

  function rotate(memberId: bigint): Promise<CampaignSeedRotation> {
    return inTransaction(pool, async (client) => {
      const pair = await activeSeedPair(client, brandId, memberId, true);
      await revealSeedPair(client, pair.id);
      // The member's client seed carries over; the server seed is new.
      await openSeedPair(client, brandId, memberId, pair.client_seed);
      const next = await activeSeedPair(client, brandId, memberId, false);
      return {
        revealed: {
          serverSeed: pair.server_seed,
          serverSeedHash: pair.server_seed_hash,
          clientSeed: pair.client_seed,
          nonceCount: pair.next_nonce,
        },
        current: seedsOf(next),
      };
    });
  }

  return { current, setClientSeed, rotate };
}

export type CampaignSeedsService = ReturnType<typeof createCampaignSeeds>;
