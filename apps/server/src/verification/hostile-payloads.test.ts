import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted, nextClientAddress } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { expectRefusal } from '../../test/hostile.ts';

/**
 * Whatever a hostile client sends to the SMS calls, mobile registration and the reset by SMS, the answer is a
 * well-formed refusal from the catalogue (never a 5xx), and no account, session or code appears.
 */
let sites: TestSites;
let key: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  // The per-client limits would otherwise answer most of these with error_rate_limited.
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

async function counts() {
  const { rows } = await sites.database.pool.query<{ members: number; sessions: number; codes: number }>(
    `select (select count(*)::int from members) as members, (select count(*)::int from sessions) as sessions,
            (select count(*)::int from verification_codes) as codes`,
  );
  return rows[0];
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    '0912345678; drop table members',
    '\u0000',
    '0912\u0000345678',
    '091234567８',
    '__proto__',
    '-0912345678',
    '1e9',
    ' 0912 345 678 ',
  ),
  // Ten nines would be a well-formed Vietnamese mobile number, which rightly gets its code.
  fc
    .integer({ min: 1, max: 200_000 })
    .filter((size) => size !== 10)
    .map((size) => '9'.repeat(size)),
);

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      mobileNum: fc.oneof(nasty, fc.jsonValue()),
      purpose: fc.oneof(nasty, fc.jsonValue(), fc.constantFrom('login', 'reset', 'register')),
      verificationCode: fc.oneof(nasty, fc.jsonValue()),
      password: fc.oneof(nasty, fc.jsonValue()),
      newPassword: fc.oneof(nasty, fc.jsonValue()),
      confirmPassword: fc.oneof(nasty, fc.jsonValue()),
      ageConfirmed: fc.constantFrom(true, 'true', 1),
      termsAccepted: fc.constantFrom(true, 'true', 1),
      registerUrl: nasty,
      domain: nasty,
      registerMethod: fc.constantFrom('WEB', 'web', 1),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"mobileNum":"0912345678"}}') as unknown,
    { mobileNum: ['0912345678'] },
    { mobileNum: { $ne: '' } },
    { mobileNum: 912345678 },
  ),
);

/** A body as the SMS calls take it (plain JSON) or as an "encrypt" call takes it. */
function hostileBody(encrypt: boolean): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  return fc.oneof(
    hostileJson.map((json) => ({
      payload: encrypt ? encrypted(json, key) : (JSON.stringify(json) ?? 'null'),
      headers: { 'content-type': 'application/json' },
    })),
    fc
      .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json'))
      .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
    fc.constantFrom(
      { payload: '{"mobileNum":', headers: { 'content-type': 'application/json' } },
      { payload: '{"data":"U2FsdGVkX1+AAAA"}', headers: { 'content-type': 'application/json' } },
    ),
  );
}

describe('hostile payloads', () => {
  for (const [method, url, encrypt] of [
    ['POST', '/wps/verification/sms/register', false],
    ['POST', '/wps/verification/sms/noLogin', false],
    ['PUT', '/wps/member/register/mobile', true],
    ['POST', '/wps/member/password/verification', true],
  ] as const) {
    it(`${method} ${url} refuses them all, and nothing is created`, async () => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(hostileBody(encrypt), async (body) => {
          const response = await sites.member.inject({
            method,
            url,
            ...body,
            remoteAddress: nextClientAddress(),
          });
          expectRefusal(response);
        }),
        runs,
      );
      expect(await counts()).toEqual(before);
    });
  }
});
