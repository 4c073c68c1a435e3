import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import type { Config } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { Site } from '../src/platform/http/security-headers.ts';
import { buildSites } from '../src/start.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';
import { seedInputs, seedTestBrand } from './test-seed.ts';
import { baseTestEnvironment } from './test-templates.ts';

export { testOperatorToken, testOwnerUsername } from './test-seed.ts';

export interface TestSites extends Record<Site, FastifyInstance> {
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The three public sites and the operator listener on a fresh seeded database, driven with `inject` (real routing, real SQL, no sockets). Every test request comes from a new client address
 * (nextClientAddress), so the new-IP login challenge is off unless a test asks for it
 * (`ipVerification: true`); the challenge's own tests turn it on.
 */
export async function createTestSites(
  environment: Record<string, string> = {},
  options: { ipVerification?: boolean } = {},
): Promise<TestSites> {
  // The seeded template serves every file whose settings leave the seed as it is; the others seed their own.
  const wanted = loadConfig({ ...baseTestEnvironment, ...environment });
  const fromSeed = seedInputs(wanted) === inject('templateDatabases').seededFor;
  const database = await createTestDatabase(fromSeed ? 'seeded' : 'migrated');
  const config = loadConfig({ ...baseTestEnvironment, DATABASE_URL: database.url, ...environment });
  if (!fromSeed) await seedTestBrand(database.pool, config);
  if (options.ipVerification !== true) {
    await database.pool.query(
      `update feature_switches set enabled = false where mod_id = 'security.ipVerification'`,
    );
  }
  const sites = await buildSites(config, database.pool, createLogger(config));
  return {
    ...sites,
    database,
    config,
    close: async () => {
      await Promise.all(Object.values(sites).map((app) => app.close()));
      await database.drop();
    },
  };
}
