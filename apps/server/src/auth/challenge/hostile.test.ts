import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn } from '../../../test/auth-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { hashPassword } from '../../platform/crypto/password.ts';

/**
 * Whatever a hostile client sends to the login challenge and the authenticator calls, the answer
 * is a refusal from the catalogue, no session opens and no authenticator changes.
 */
let sites: TestSites;
let key: string;
let token: string;
let challengeId: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };
const homeIp = '203.0.113.50';

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' }, { ipVerification: true });
  key = sites.config.PAYLOAD_KEY;
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type, mobile, payee_name)
     select id, 'wanderer', $1, 0, '0934000001', 'LE VAN CUONG' from brands`,
    [await hashPassword('Lotus2026')],
  );
  token = (await loginOn(sites.member, key, { username: 'wanderer', password: 'Lotus2026' }, homeIp)).body
    .value.token as string;
  challengeId = (
    await loginOn(sites.member, key, { username: 'wanderer', password: 'Lotus2026' }, '198.51.100.50')
  ).body.value.challengeId as string;
});
afterAll(() => sites.close());

async function state() {
  const { rows } = await sites.database.pool.query(
    `select (select count(*)::int from sessions) as sessions,
            (select count(*)::int from member_totp) as authenticators,
            (select count(*)::int from login_challenges where passed_at is not null) as passed`,
  );
  return rows[0] as unknown;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom("' or 1=1 --", '__proto__', '\u0000', '000000', '123456', 'LE VAN CUONG\u0000', 'le van'),
  fc.integer({ min: 1, max: 200_000 }).map((size) => '1'.repeat(size)),
);
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));
const answers = fc.record(
  {
    challengeId: fc.oneof(anyValue, fc.uuid(), fc.constant('challenge')),
    factor: fc.oneof(anyValue, fc.constantFrom('sms', 'email', 'payee', 'totp', 'password')),
    answer: anyValue,
    code: anyValue,
    password: anyValue,
  },
  { requiredKeys: [] },
);

function hostileBody(encrypt: boolean): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  return fc.oneof(
    answers.map((body) => ({
      payload: encrypt
        ? encrypted(
            { ...body, challengeId: body.challengeId === 'challenge' ? challengeId : body.challengeId },
            key,
          )
        : (body as Record<string, unknown>),
    })),
    fc.jsonValue({ maxDepth: 2 }).map((payload) => ({ payload: JSON.stringify(payload), headers: {} })),
    fc
      .string({ maxLength: 200 })
      .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
    fc.constant({ payload: { data: 'not-a-ciphertext' } }),
  );
}

describe('hostile payloads on the second login step and the authenticator', () => {
  const calls: Array<{ url: string; encrypt: boolean; withToken: boolean }> = [
    { url: '/wps/session/login/challenge', encrypt: true, withToken: false },
    { url: '/wps/session/login/challenge/code', encrypt: false, withToken: false },
    { url: '/wps/member/security/totp/enable', encrypt: true, withToken: true },
    { url: '/wps/member/security/totp/disable', encrypt: true, withToken: true },
    { url: '/wps/member/security/totp/recovery-codes', encrypt: true, withToken: true },
  ];
  for (const call of calls) {
    it(`POST ${call.url} refuses them all, and nothing changes`, async () => {
      const before = await state();
      await fc.assert(
        fc.asyncProperty(hostileBody(call.encrypt), async (body) => {
          const response = await sites.member.inject({
            method: 'POST',
            url: call.url,
            ...body,
            headers: { ...(body.headers ?? {}), ...(call.withToken ? bearer(token) : {}) },
            remoteAddress: '198.51.100.50',
          });
          expectRefusal(response);
        }),
        runs,
      );
      expect(await state()).toEqual(before);
    });
  }
});
