import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.ts';
import type { Pool } from './pool.ts';
import { inTransaction } from './transaction.ts';

export const migrationsDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

// Any constant: several instances starting together take turns on this lock.
const migrationLockKey = 7_130_001;

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(directory: string): Promise<Migration[]> {
  const names = (await readdir(directory)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(directory, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the SQL migrations not yet applied, each in its own transaction, in name order.
 * A migration that was edited after it ran is refused: history is never rewritten.
 */
export async function migrate(
  pool: Pool,
  logger?: Logger,
  directory = migrationsDirectory,
): Promise<string[]> {
  const migrations = await readMigrations(directory);
  const applied: string[] = [];
  await inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'select name, checksum from schema_migrations',
    );
    const done = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await client.query(migration.sql);
      await client.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.name);
      logger?.info({ migration: migration.name }, 'migration applied');
    }
  });
  return applied;
}
