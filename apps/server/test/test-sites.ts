import type { FastifyInstance } from 'fastify';
import { insertOperatorAccount } from '../src/operator/index.ts';
import { operatorTokenHash } from '../src/operator/access/tokens.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Config } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { Site } from '../src/platform/http/security-headers.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { buildSites } from '../src/start.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * The API token of the test owner every test database has (`test-owner`, role owner): a script's
 * credential, as the end-to-end tests and benches use one. Tests of the roles make their own
 * operators (operator-helpers.ts).
 */
export const testOperatorToken = `lopt_${'T'.repeat(43)}`;
export const testOwnerUsername = 'test-owner';

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
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SERVE_APPS: 'false',
    LOG_LEVEL: 'silent',
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
  const brand = await database.pool.query<{ id: number }>('select id from brands where code = $1', [
    config.BRAND_CODE,
  ]);
  const ownerId = await insertOperatorAccount(database.pool, {
    brandId: brand.rows[0]!.id,
    username: testOwnerUsername,
    displayName: 'Test owner',
    role: 'owner',
    password: 'test-owner-password-0123',
    createdBy: null,
  });
  await database.pool.query(
    `insert into operator_api_tokens (operator_id, name, token_hash) values ($1, 'tests', $2)`,
    [ownerId, operatorTokenHash(testOperatorToken)],
  );
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
