import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { createPool } from './pool.ts';
import type { Pool } from './pool.ts';

export interface Database {
  pool: Pool;
  /** Where the data lives, for the start-up banner (password removed). */
  description: string;
  close(): Promise<void>;
}

/** The configured PostgreSQL (DATABASE_URL), or an embedded one with its data under DATA_DIR. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) {
    const pool = createPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE, logger);
    await pool.query('select 1');
    const url = new URL(config.DATABASE_URL);
    url.password = '';
    return { pool, description: url.toString(), close: () => pool.end() };
  }
  const dataDirectory = path.join(config.DATA_DIR, 'postgres');
  const embedded = await startEmbeddedPostgres({
    dataDirectory,
    port: config.EMBEDDED_POSTGRES_PORT,
    database: 'lotus',
    logger,
  });
  const pool = createPool(embedded.url, config.DATABASE_POOL_SIZE, logger);
  return {
    pool,
    description: `embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}, data in ${dataDirectory}`,
    close: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
}
