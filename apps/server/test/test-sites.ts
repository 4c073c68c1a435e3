import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/platform/config.ts';
import type { Config } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { Site } from '../src/platform/http/security-headers.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { buildSites } from '../src/start.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

export const testOperatorKey = 'test-operator-key-0123456789';

export interface TestSites extends Record<Site, FastifyInstance> {
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The three sites on a fresh seeded database, driven with `inject` (real routing, real SQL, no sockets). Every test request comes from a new client address
 * (nextClientAddress), so the new-IP login challenge is off unless a test asks for it
 * (`ipVerification: true`); the challenge's own tests turn it on.
 */
export async function createTestSites(
  environment: Record<string, string> = {},
  options: { ipVerification?: boolean } = {},
): Promise<TestSites> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SERVE_APPS: 'false',
    LOG_LEVEL: 'silent',
    OPERATOR_API_KEY: testOperatorKey,
    ...environment,
  });
  await seedDemo(database.pool, {
    lines: ['line-1.example.test', 'line-2.example.test'],
    memberSiteUrl: config.MEMBER_SITE_URL,
  });
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
