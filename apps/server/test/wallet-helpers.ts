import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/platform/database/pool.ts';
import { createLedger } from '../src/wallet/ledger/service.ts';
import type { Ledger } from '../src/wallet/ledger/service.ts';
import { encrypted, knownCaptcha, nextClientAddress } from './auth-helpers.ts';
import type { TestSites } from './test-sites.ts';

/** The seeded brand's ledger, driven directly (the same service the routes use). */
export async function brandLedger(sites: TestSites): Promise<{ ledger: Ledger; brandId: number }> {
  const { rows } = await sites.database.pool.query<{ id: number; currency: string }>(
    'select id, currency from brands order by id limit 1',
  );
  const brand = rows[0];
  if (!brand) throw new Error('no seeded brand');
  return { ledger: createLedger({ pool: sites.database.pool, brand }), brandId: brand.id };
}

/** A member row made in SQL (no password anyone uses), for tests of the ledger alone. */
export async function insertTestMember(
  db: Queryable,
  brandId: number,
  options: { demo?: boolean; username?: string } = {},
): Promise<{ id: bigint; username: string }> {
  const username = options.username ?? `w${randomBytes(5).toString('hex')}`;
  const { rows } = await db.query<{ id: bigint }>(
    `insert into members (brand_id, username, password_hash, is_demo) values ($1, $2, 'not-a-hash', $3) returning id`,
    [brandId, username, options.demo === true],
  );
  return { id: (rows[0] as { id: bigint }).id, username };
}

/** Registers an account by the HTTP route and answers its name and session token. */
export async function registerWalletMember(
  app: FastifyInstance,
  db: Queryable,
  payloadKey: string,
): Promise<{ username: string; token: string }> {
  const username = `w${randomBytes(5).toString('hex')}`;
  const response = await app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        username,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(db),
      },
      payloadKey,
    ),
    remoteAddress: nextClientAddress(),
  });
  const token = response.json().value?.token;
  if (typeof token !== 'string') throw new Error(`registration failed: ${response.body}`);
  return { username, token };
}
