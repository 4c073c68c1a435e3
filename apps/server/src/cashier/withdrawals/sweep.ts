import type { Pool } from '../../platform/database/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import { selectWithdrawalRules } from './settings.ts';
import { sweepAutoReceipts } from './tables.ts';

/** How often each instance applies the forced receipt (reads apply it too, so this is bookkeeping). */
export const autoReceiptSweepMs = 60_000;

/** One pass: paid withdrawals unconfirmed past the brand's minutes become auto_received. */
export async function runAutoReceiptSweep(pool: Pool, brandId: number): Promise<number> {
  const rules = await selectWithdrawalRules(pool, brandId);
  return sweepAutoReceipts(pool, brandId, rules.autoReceiptMinutes);
}

/**
 * Runs the sweep every `intervalMs` in this instance. Every instance runs its own: the sweep is
 * one conditional UPDATE, so two at once change each row once and a crashed one loses nothing.
 * Answers the function that stops it (the process may exit meanwhile: the timer does not hold it).
 */
export function startAutoReceiptSweep(options: {
  pool: Pool;
  brandId: number;
  logger: Logger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAutoReceiptSweep(options.pool, options.brandId)
      .then((changed) => {
        if (changed > 0) options.logger.info({ changed }, 'withdrawals counted as received (auto-receipt)');
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'auto-receipt sweep failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? autoReceiptSweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
