import type { LotterySettings } from '@lotus/contract/lottery';
import type { OperatorContext } from '../platform/database/audit.ts';
import { insertAudit } from '../platform/database/audit.ts';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { selectLotterySettings, upsertLotterySettings } from './tables.ts';
import type { LotterySettingsRow } from './tables.ts';

const settingsOf = (row: LotterySettingsRow): LotterySettings => ({
  fastCloseSeconds: row.fast_close_seconds,
  regionalCloseSeconds: row.regional_close_seconds,
});

/** The brand's lottery settings: when betting closes before a draw (defaults 30 s and 15 minutes). */
export function createLotterySettings(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function get(): Promise<LotterySettings> {
    return settingsOf(await selectLotterySettings(pool, brandId));
  }

  /** Audited; a draw keeps the close it was made with, so the change applies to draws made after it. */
  async function set(settings: LotterySettings, context: OperatorContext): Promise<LotterySettings> {
    return inTransaction(pool, async (client) => {
      const before = await selectLotterySettings(client, brandId);
      const after = await upsertLotterySettings(client, brandId, {
        fast_close_seconds: settings.fastCloseSeconds,
        regional_close_seconds: settings.regionalCloseSeconds,
      });
      await insertAudit(client, {
        brandId,
        action: 'lottery.settings.update',
        context,
        target: 'lottery settings',
        before: settingsOf(before),
        after: settingsOf(after),
      });
      return settingsOf(after);
    });
  }

  return { get, set };
}

export type LotterySettingsService = ReturnType<typeof createLotterySettings>;
