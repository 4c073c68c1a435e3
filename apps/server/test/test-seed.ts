import { insertOperatorAccount } from '../src/operator/index.ts';
import { operatorTokenHash } from '../src/operator/access/tokens.ts';
import type { Config } from '../src/platform/config.ts';
import { setPasswordHashCost } from '../src/platform/crypto/password.ts';
import type { Pool } from '../src/platform/database/pool.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';

/**
 * The API token of the test owner every test database has (`test-owner`, role owner): a script's
 * credential, as the end-to-end tests and benches use one. Tests of the roles make their own
 * operators (operator-helpers.ts).
 */
export const testOperatorToken = `lopt_${'T'.repeat(43)}`;
export const testOwnerUsername = 'test-owner';

/** The lines the seeded test brand serves. */
const testLines = ['line-1.example.test', 'line-2.example.test'];

/** The brand a test site runs on: the demo seed for this configuration, and the test owner with its token. */
export async function seedTestBrand(pool: Pool, config: Config): Promise<void> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  await seedDemo(pool, { lines: testLines, memberSiteUrl: config.MEMBER_SITE_URL });
  const brand = await pool.query<{ id: number }>('select id from brands where code = $1', [
    config.BRAND_CODE,
  ]);
  const ownerId = await insertOperatorAccount(pool, {
    brandId: brand.rows[0]!.id,
    username: testOwnerUsername,
    displayName: 'Test owner',
    role: 'owner',
    password: 'test-owner-password-0123',
    createdBy: null,
  });
  await pool.query(
    `insert into operator_api_tokens (operator_id, name, token_hash) values ($1, 'tests', $2)`,
    [ownerId, operatorTokenHash(testOperatorToken)],
  );
}

/** What the seed depends on in a configuration: a site built with other values needs a seed of its own. */
export function seedInputs(config: Config): string {
  return JSON.stringify([config.BRAND_CODE, config.MEMBER_SITE_URL]);
}
