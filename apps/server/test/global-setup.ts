import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../src/platform/config.ts';
import { startEmbeddedPostgres } from '../src/platform/database/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Server tests run on a real PostgreSQL: DATABASE_URL when set (CI points it at the machine's
 * server), otherwise an embedded one started here for the run. Each test file then creates a
 * database of its own on it.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('adminDatabaseUrl', given);
    return undefined;
  }
  const embedded = await startEmbeddedPostgres({
    dataDirectory: path.join(repositoryRoot, '.data', 'test-postgres'),
    port: Number(process.env.LOTUS_TEST_POSTGRES_PORT ?? 54330),
    database: 'postgres',
  });
  project.provide('adminDatabaseUrl', embedded.url);
  return () => embedded.stop();
}
