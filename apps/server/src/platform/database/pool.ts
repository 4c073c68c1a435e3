import pg from 'pg';
import type { Logger } from '../logger.ts';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// bigint columns (int8) come back as JavaScript bigint so money is never rounded through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export function createPool(
  connectionString: string,
  size: number,
  logger?: Logger,
  options: { pipeline?: boolean } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: size,
    idleTimeoutMillis: 30_000,
    application_name: 'lotus',
    pipeline: options.pipeline ?? false,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  // Only the code and message are logged: the error object holds the whole client.
  pool.on('error', (error: Error & { code?: string }) =>
    logger?.warn({ code: error.code, reason: error.message }, 'idle database connection closed'),
  );
  return pool;
}

/**
 * A small second pool to the database of `pool` whose clients pipeline (pg's `pipeline`): a
 * statement is written without waiting for the answer to the one before, so a transaction's
 * `begin` and its first reads, which do not depend on each other, cost one round trip together
 * (decision 0026). Each statement keeps its own answer and error; once one fails inside a
 * transaction, those written behind it fail too, as they would have when sent one by one. Only
 * plain statements: pg refuses cursors and streams on such a client. The caller ends it.
 */
export function createPipelinedPool(pool: pg.Pool, size: number, logger?: Logger): pg.Pool {
  const { connectionString } = pool.options;
  if (connectionString === undefined) throw new Error('a pipelined pool needs its pool’s connection string');
  return createPool(connectionString, size, logger, { pipeline: true });
}
