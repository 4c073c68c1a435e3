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
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = (options.retries ?? 3) + 1;
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect();
    try {
      await client.query(`begin isolation level ${options.isolation ?? 'read committed'}`);
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const state = (error as { code?: string }).code;
      if (attempt < attempts && state !== undefined && retryableStates.has(state)) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}
