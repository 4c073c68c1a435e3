import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/platform/config.ts';
import { migrate } from '../src/platform/database/migrate.ts';
import { createPool } from '../src/platform/database/pool.ts';
import { seedInputs, seedTestBrand } from './test-seed.ts';

/**
 * The databases every test file's database is copied from (CREATE DATABASE … TEMPLATE): `migrated`
 * has every migration applied; `seeded` also holds the brand a test site runs on, seeded for the
 * configuration `createTestSites` starts from (`seededFor`, from seedInputs). Copying one costs a
 * fraction of running the migrations and the seed again in each of the hundred-odd files.
 */
export interface TemplateDatabases {
  migrated: string;
  seeded: string;
  seededFor: string;
}

/**
 * The settings a test site starts from, before its database and a test's own settings. Passwords
 * are hashed at the test cost: the suite registers and signs in thousands of members; the OWASP
 * cost production keeps is asserted by the password's and the configuration's own tests.
 */
export const baseTestEnvironment: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  SERVE_APPS: 'false',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: 'test',
};

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the statements one after another on one connection to the server's admin database. */
export async function onAdmin(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `work` on a pool of its own, closed afterwards: a template cannot be copied while anyone is connected to it. */
async function withPool(url: string, work: (pool: pg.Pool) => Promise<unknown>): Promise<void> {
  const pool = createPool(url, 2);
  try {
    await work(pool);
  } finally {
    await pool.end();
  }
}

/** Makes this run's templates on the server at `adminUrl`; `drop` removes them at the end of the run. */
export async function createTemplateDatabases(
  adminUrl: string,
): Promise<{ templates: TemplateDatabases; drop(): Promise<void> }> {
  // A name of this run's own: other runs may share the server.
  const prefix = `lotus_template_${randomBytes(4).toString('hex')}`;
  const templates: TemplateDatabases = {
    migrated: `${prefix}_migrated`,
    seeded: `${prefix}_seeded`,
    seededFor: '',
  };
  const drop = async () => {
    for (const name of [templates.migrated, templates.seeded])
      await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await onAdmin(adminUrl, `create database ${templates.migrated}`);
    await withPool(databaseUrl(adminUrl, templates.migrated), (pool) => migrate(pool));
    await onAdmin(adminUrl, `create database ${templates.seeded} template ${templates.migrated}`);
    const seededUrl = databaseUrl(adminUrl, templates.seeded);
    const config = loadConfig({ ...baseTestEnvironment, DATABASE_URL: seededUrl });
    await withPool(seededUrl, (pool) => seedTestBrand(pool, config));
    templates.seededFor = seedInputs(config);
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}
