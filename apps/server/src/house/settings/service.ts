import type { HouseLimits, HouseSettings } from '@lotus/contract/house-games';
import { houseGameCodes } from '@lotus/contract/house-games/schemas';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { houseStakeLimits } from '../limits.ts';
import { lockHouseSettings, selectHouseSettings, upsertHouseSettings } from './tables.ts';
import type { HouseSettingsRow } from './tables.ts';

function settingsOf(row: HouseSettingsRow): HouseSettings {
  return {
    jackpotShareBasisPoints: row.jackpot_share_bp,
    jackpotTriggerDivisor: row.jackpot_trigger_divisor.toString(),
    jackpotMaxChanceBasisPoints: row.jackpot_max_chance_bp,
    jackpotSeedAmount: row.jackpot_seed_amount.toString(),
    winnersThreshold: row.winners_threshold.toString(),
    maxWin: row.max_win.toString(),
  };
}

/**
 * The smallest payout that makes the winners board, read on the caller's connection (in a paying
 * transaction: the same connection, never a second one from the pool).
 */
export async function winnersThresholdWithin(db: Queryable, brandId: number): Promise<bigint> {
  return (await selectHouseSettings(db, brandId)).winners_threshold;
}

/** The operator's house-game settings (audited changes) and the stake limits the bet forms show. */
export function createHouseSettings(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;

  async function get(): Promise<HouseSettings> {
    return settingsOf(await selectHouseSettings(pool, brand.id));
  }

  async function set(settings: HouseSettings, context: OperatorContext): Promise<HouseSettings> {
    const row = await inTransaction(pool, async (client) => {
      const before = await lockHouseSettings(client, brand.id);
      const after = await upsertHouseSettings(client, brand.id, {
        jackpot_share_bp: settings.jackpotShareBasisPoints,
        jackpot_trigger_divisor: BigInt(settings.jackpotTriggerDivisor),
        jackpot_max_chance_bp: settings.jackpotMaxChanceBasisPoints,
        jackpot_seed_amount: BigInt(settings.jackpotSeedAmount),
        winners_threshold: BigInt(settings.winnersThreshold),
        max_win: BigInt(settings.maxWin),
      });
      await insertAudit(client, {
        brandId: brand.id,
        action: 'house.settings.update',
        context,
        target: 'house settings',
        before: settingsOf(before),
        after: settingsOf(after),
      });
      return after;
    });
    return settingsOf(row);
  }

  async function limits(): Promise<HouseLimits> {
    const row = await selectHouseSettings(pool, brand.id);
    return {
      games: houseGameCodes.map((game) => ({
        game,
        minStake: houseStakeLimits[game].min.toString(),
        maxStake: houseStakeLimits[game].max.toString(),
      })),
      maxWin: row.max_win.toString(),
      currency: brand.currency,
    };
  }

  return { get, set, limits };
}

export type HouseSettingsService = ReturnType<typeof createHouseSettings>;
