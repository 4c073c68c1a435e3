import pg from 'pg';
import type { Logger } from '../logger.ts';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// bigint columns (int8) come back as JavaScript bigint so money is never rounded through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export function createPool(connectionString: string, size: number, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: size,
    idleTimeoutMillis: 30_000,
    application_name: 'lotus',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  // Only the code and message are logged: the error object holds the whole client.
  pool.on('error', (error: Error & { code?: string }) =>
    logger?.warn({ code: error.code, reason: error.message }, 'idle database connection closed'),
  );
  return pool;
}
