import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, nextClientAddress } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { expectRefusal } from '../../../test/hostile.ts';

/**
 * Whatever a hostile client sends to PUT /wps/member/profile, an answer that is not a success is a
 * well-formed 4xx refusal from the catalogue (never a 5xx), and a refused request changes no row.
 * Every generated request carries at least one thing the server must refuse, so all of them are
 * refusals: the property is "refused whole, nothing half-written".
 */
let sites: TestSites;
let token: string;
const runs = { numRuns: 200, interruptAfterTimeLimit: 25_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        username: 'hostileprofile',
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        payeeName: 'Nguyen Van An',
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(sites.database.pool),
      },
      sites.config.PAYLOAD_KEY,
    ),
    remoteAddress: nextClientAddress(),
  });
  token = response.json().value.token as string;
});
afterAll(() => sites.close());

/** Every member row whole (the login bookkeeping of the session's own login aside). */
async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    'select jsonb_agg(to_jsonb(m) order by id) as rows from members m',
  );
  return rows[0]?.rows;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    "' or 1=1 --",
    "x'); update members set payee_name = 'pwned'; --",
    '\u0000',
    'ab\u0000cd',
    '\ud800',
    '__proto__',
    'constructor',
    '2000-02-30',
    '0000-01-01',
    '9999-12-31',
    '+275760-09-13',
    'VN ',
    'vn',
    'ZZ',
    'salary',
    '<script>alert(1)</script>',
    '\u202eevil',
    'Ｎｇｕｙｅｎ',
  ),
  fc.integer({ min: 1, max: 100_000 }).map((size) => 'x'.repeat(size)),
);

const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));

const fields = fc.record(
  {
    nickname: anyValue,
    payeeName: anyValue,
    birthday: anyValue,
    zalo: anyValue,
    whatsapp: anyValue,
    facebook: anyValue,
    telegram: anyValue,
    line: anyValue,
    wechat: anyValue,
    qq: anyValue,
    idNumber: anyValue,
    nationality: anyValue,
    address: anyValue,
    occupation: anyValue,
    sourceOfIncome: anyValue,
    region: anyValue,
    avatarId: fc.oneof(fc.integer(), fc.double(), anyValue),
  },
  { requiredKeys: [] },
);

/** One thing in the request the server must refuse, whatever else it holds. */
const poison: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({
    avatarId: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 13 }), fc.constantFrom('1', 1.5, true, {})),
  }),
  fc.record({ payeeName: nasty.filter((name) => name !== 'Nguyen Van An') }),
  fc.constantFrom(
    { birthday: '2020-01-01' },
    { birthday: '1850-06-01' },
    { birthday: '2001-02-29' },
    { idNumber: 'AB 123456' },
    { nationality: 'XX' },
    { sourceOfIncome: 'lottery' },
    { address: 'ok street\u0000' },
    { email: 'someone@example.test' },
    { mobileNum: '0912345678' },
    { username: 'demo_member' },
    { id: 1 },
    { nickname: 12 },
    { region: null },
  ),
);

const hostileBody: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.oneof(
  fc.tuple(fields, poison).map(([body, bad]) => ({
    payload: JSON.stringify({ ...body, ...bad }),
    headers: { 'content-type': 'application/json' },
  })),
  // Bodies that are not an object of fields at all.
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((json) => typeof json !== 'object' || json === null || Array.isArray(json))
    .map((json) => ({
      payload: JSON.stringify(json) ?? 'null',
      headers: { 'content-type': 'application/json' },
    })),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constantFrom(
    { payload: '{"nickname":', headers: { 'content-type': 'application/json' } },
    { payload: '{"__proto__":{"avatarId":3}}', headers: { 'content-type': 'application/json' } },
    { payload: '{"constructor":{"prototype":{"x":1}}}', headers: { 'content-type': 'application/json' } },
    {
      payload: '{"nickname":"a","nickname":"b","avatarId":99}',
      headers: { 'content-type': 'application/json' },
    },
  ),
);

describe('hostile payloads', () => {
  it('PUT /wps/member/profile refuses them all, and no row changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileBody, fc.constantFrom('en', 'vi', 'xx', ''), async (body, language) => {
        const response = await sites.member.inject({
          method: 'PUT',
          url: '/wps/member/profile',
          ...body,
          headers: { ...body.headers, ...bearer(token), 'accept-language': language },
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('without a session the same bodies are error_not_logged_in', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await sites.member.inject({
          method: 'PUT',
          url: '/wps/member/profile',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      { numRuns: 50 },
    );
  });
});
