import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createPool } from '../src/platform/database/pool.ts';
import type { Pool } from '../src/platform/database/pool.ts';
import { databaseUrl, onAdmin } from './test-templates.ts';
import type { TemplateDatabases } from './test-templates.ts';

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, dropped afterwards: a copy of this run's migrated template
 * (global setup made it), or of the seeded one when the file's sites start from its seed.
 */
export async function createTestDatabase(
  template: keyof Omit<TemplateDatabases, 'seededFor'> = 'migrated',
): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `lotus_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(
    adminUrl,
    `create database ${name} template ${inject('templateDatabases')[template]}`,
    // A commit answers before its WAL reaches the disk (about 2 ms a commit on this machine, and the
    // suite commits tens of thousands of times). Only a crash of PostgreSQL itself could lose one,
    // which no test survives anyway: the database is thrown away after the file.
    `alter database ${name} set synchronous_commit = off`,
  );
  const url = databaseUrl(adminUrl, name);
  const pool = createPool(url, 5);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
