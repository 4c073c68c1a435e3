import type { Pool, PoolClient } from './pool.ts';

const retryableStates = new Set(['40001', '40P01']); // serialization failure, deadlock detected

export interface TransactionOptions {
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /** How many times a serialization failure or deadlock is retried before giving up. */
  retries?: number;
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws.
 * Serialization failures and deadlocks are retried, so `work` must only touch the database.
 */
export function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return withRetries(pool, options, async (client) => {
    await client.query(beginOf(options));
    return work(client);
  });
}

/**
 * inTransaction on a pipelined pool (createPipelinedPool), for a transaction that starts with
 * reads: `begin` and the statements `reads` sends are written together and answered in one round
 * trip; `work` runs once all of them have answered, so nothing is written unless `begin` was.
 */
export function inPipelinedTransaction<R, T>(
  pool: Pool,
  reads: (client: PoolClient) => Promise<R>,
  work: (client: PoolClient, read: R) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return withRetries(pool, options, async (client) => {
    const [, read] = await Promise.all([client.query(beginOf(options)), reads(client)]);
    return work(client, read);
  });
}

const beginOf = (options: TransactionOptions) =>
  `begin isolation level ${options.isolation ?? 'read committed'}`;

/** Runs `attempt` (which begins the transaction) on a client, commits, and retries as inTransaction says. */
async function withRetries<T>(
  pool: Pool,
  options: TransactionOptions,
  attempt: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const attempts = (options.retries ?? 3) + 1;
  for (let tried = 1; ; tried += 1) {
    const client = await pool.connect();
    try {
      const result = await attempt(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const state = (error as { code?: string }).code;
      if (tried < attempts && state !== undefined && retryableStates.has(state)) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}
