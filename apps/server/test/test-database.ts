import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../src/platform/database/migrate.ts';
import { createPool } from '../src/platform/database/pool.ts';
import type { Pool } from '../src/platform/database/pool.ts';

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test file, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `lotus_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 5);
  await migrate(pool);
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
