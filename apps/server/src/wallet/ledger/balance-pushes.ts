import type { Pool } from '../../platform/database/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import { sendBalancePushes } from './balance-push-tables.ts';

/**
 * How often an instance sends the queued balance pushes: the most a page waits, beyond the commit,
 * to see its balance change (decision 0013).
 */
export const balancePushIntervalMs = 100;

/** The most rows one send takes; a backlog past it goes with the next sends. */
const pushesPerSend = 2_000;

/** One send of the brand's queued balance pushes (the timer runs it; tests may call it). */
export function sendQueuedBalancePushes(pool: Pool, brandId: number): Promise<number> {
  return sendBalancePushes(pool, brandId, pushesPerSend);
}

/**
 * Sends the brand's queued balance pushes every `intervalMs` in this instance. Every instance runs
 * one: each row is sent once whichever sends it. Answers the function that stops it; the timer does
 * not hold the process.
 */
export function startBalancePushes(options: {
  pool: Pool;
  brandId: number;
  logger: Logger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendQueuedBalancePushes(options.pool, options.brandId)
      .catch((error: unknown) => options.logger.warn({ err: error }, 'balance pushes not sent'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? balancePushIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
