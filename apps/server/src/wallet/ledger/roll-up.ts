import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { Logger } from '../../platform/logger.ts';
import { claimRollUpPeriod, movePendingPostings, recordRollUp } from './roll-up-tables.ts';

/**
 * How long a period of the system accounts' roll-up lasts. Shorter keeps fewer pending postings for
 * a balance read to add up; it changes no figure anyone reads (decision 0013).
 */
export const systemRollUpPeriodSeconds = 5;

/** The most pending postings one period moves; a backlog past it waits for the next periods. */
const postingsPerPeriod = 200_000;

export interface RollUpPass {
  /** The period this pass claimed, or undefined when it had been rolled up already. */
  period: Date | undefined;
  moved: number;
}

/**
 * One pass of the roll-up for the brand: claims the current period and, if this runner got it,
 * moves the pending postings of the brand's system accounts into their balance rows, all in one
 * transaction. Any number of instances may call it at any time: each period is rolled up once, and
 * what a reader sees of a balance is the same before, during and after.
 */
export function rollUpSystemAccounts(
  pool: Pool,
  brandId: number,
  periodSeconds = systemRollUpPeriodSeconds,
): Promise<RollUpPass> {
  return inTransaction(
    pool,
    async (client) => {
      const period = await claimRollUpPeriod(client, brandId, periodSeconds);
      if (period === undefined) return { period, moved: 0 };
      const moved = await movePendingPostings(client, brandId, postingsPerPeriod);
      await recordRollUp(client, brandId, moved);
      return { period, moved };
    },
    { retries: 3 },
  );
}

/**
 * Runs the roll-up in this instance twice a period, so every period holds at least one try of each
 * instance; the claim lets exactly one of them do each period. Answers the function that stops it;
 * the timer does not hold the process.
 */
export function startSystemRollUp(options: {
  pool: Pool;
  brandId: number;
  logger: Logger;
  periodSeconds?: number;
}): () => void {
  const periodSeconds = options.periodSeconds ?? systemRollUpPeriodSeconds;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    rollUpSystemAccounts(options.pool, options.brandId, periodSeconds)
      .then((pass) => {
        if (pass.moved > 0) options.logger.debug(pass, 'system accounts rolled up');
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'system accounts roll-up failed'))
      .finally(() => {
        running = false;
      });
  }, periodSeconds * 500);
  timer.unref();
  return () => clearInterval(timer);
}
