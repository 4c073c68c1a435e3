import type { HouseSeeds, SeedRotation } from '@lotus/contract/house-games';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { activeSeedPair, hasOpenRound, openSeedPair, revealSeedPair, updateClientSeed } from './tables.ts';
import type { SeedPairRow } from './tables.ts';

function seedsOf(pair: SeedPairRow): HouseSeeds {
  return { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nextNonce: pair.next_nonce };
}

/**
 * The member's provably fair seeds: the current server seed shown by its hash only, a client seed
 * the member may change, and rotation, which reveals the old server seed. Neither change is allowed
 * while a Mines or Tower round is open: its remaining moves were fixed by the pair it started with.
 */
export function createHouseSeeds(deps: { pool: Pool; brand: { id: number } }) {
  const { pool, brand } = deps;

  async function current(memberId: bigint): Promise<HouseSeeds> {
    return seedsOf(await activeSeedPair(pool, brand.id, memberId, false));
  }

  function setClientSeed(memberId: bigint, clientSeed: string): Promise<HouseSeeds> {
    return inTransaction(pool, async (client) => {
      const pair = await activeSeedPair(client, brand.id, memberId, true);
      if (await hasOpenRound(client, memberId)) throw new AppError('error_house_round_open');
      return seedsOf(await updateClientSeed(client, pair.id, clientSeed));
    });
  }

  function rotate(memberId: bigint): Promise<SeedRotation> {
    return inTransaction(pool, async (client) => {
      const pair = await activeSeedPair(client, brand.id, memberId, true);
      if (await hasOpenRound(client, memberId)) throw new AppError('error_house_round_open');
      await revealSeedPair(client, pair.id);
      // The member's client seed carries over; the server seed is new.
      await openSeedPair(client, brand.id, memberId, pair.client_seed);
      const next = await activeSeedPair(client, brand.id, memberId, false);
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

export type HouseSeedsService = ReturnType<typeof createHouseSeeds>;
