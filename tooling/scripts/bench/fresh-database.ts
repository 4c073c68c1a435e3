import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../../apps/server/src/platform/database/embedded.ts';
import { createPool } from '../../../apps/server/src/platform/database/pool.ts';

/** A bench's own empty database, and how to be rid of it. */
export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one bench: a new database in the PostgreSQL of DATABASE_URL when set
 * (dropped after), else an embedded PostgreSQL of its own under `.data/bench-<name>` on `port`
 * (each bench its own port, so two never meet).
 */
export async function freshBenchDatabase(
  repositoryRoot: string,
  bench: { name: string; port: number },
): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `lotus_bench_${bench.name}_${randomBytes(4).toString('hex')}`;
    const admin = createPool(adminUrl, 1);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const again = createPool(adminUrl, 1);
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const dataDirectory = path.join(repositoryRoot, '.data', `bench-${bench.name}`);
  await rm(dataDirectory, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDirectory, port: bench.port, database: 'lotus_bench' });
  return {
    url: embedded.url,
    drop: async () => {
      await embedded.stop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
