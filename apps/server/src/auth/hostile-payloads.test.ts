import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted, nextClientAddress } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { expectRefusal } from '../../test/hostile.ts';

/**
 * Whatever a hostile client sends to the auth calls, the answer is a well-formed refusal from the
 * catalogue (never a 5xx), and no account or session appears.
 */
let sites: TestSites;
let key: string;
const runs = { numRuns: 200, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  // The global per-client limit would otherwise answer most of these with error_rate_limited.
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

async function counts(): Promise<{ members: number; sessions: number }> {
  const { rows } = await sites.database.pool.query<{ members: number; sessions: number }>(
    'select (select count(*)::int from members) as members, (select count(*)::int from sessions) as sessions',
  );
  return rows[0] ?? { members: -1, sessions: -1 };
}

const nasty = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    "admin'; drop table members; --",
    '"; select pg_sleep(5); --',
    '__proto__',
    'constructor',
    '\u0000',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
  ),
  fc.integer({ min: 1, max: 300_000 }).map((size) => 'A'.repeat(size)),
);

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      username: fc.oneof(nasty, fc.jsonValue()),
      password: fc.oneof(nasty, fc.jsonValue()),
      captcha: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"isAdmin":true},"username":"demo_member","password":"x"}') as unknown,
    JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as unknown,
    { username: 'demo_member', password: { $ne: '' } },
    { username: ['demo_member'], password: ['Lotus2026'] },
    { ageConfirmed: 'true', termsAccepted: 1, registerMethod: 'WEB', username: 'x'.repeat(10_000) },
    // The SMS-code form of login.
    { mobileNum: '0912345678', verificationCode: { $ne: '' } },
    { mobileNum: "' or 1=1 --", verificationCode: '000000' },
    { mobileNum: '0912\u0000345678', verificationCode: '123456' },
    { mobileNum: ['0912345678'], verificationCode: ['123456'] },
  ),
  fc.record(
    { mobileNum: fc.oneof(nasty, fc.jsonValue()), verificationCode: fc.oneof(nasty, fc.jsonValue()) },
    { requiredKeys: [] },
  ),
  // The password change form (the old password is never the right one).
  fc.record(
    {
      oldPassword: fc.oneof(nasty, fc.jsonValue()),
      newPassword: fc.oneof(nasty, fc.jsonValue()),
      confirmPassword: fc.oneof(nasty, fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
);

/** Free play takes plain JSON whose `random` is a ciphertext. */
const hostileFreePlay: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.oneof(
  fc
    .record(
      {
        os: fc.oneof(nasty, fc.jsonValue()),
        platform: fc.oneof(fc.constantFrom('W', 'w', 1), nasty),
        random: fc.oneof(nasty, fc.jsonValue(), fc.constantFrom('U2FsdGVkX1+' + 'A'.repeat(64))),
        gatewayVersion: fc.constantFrom(3, '3', 2, null),
      },
      { requiredKeys: [] },
    )
    .map((json) => ({ payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } })),
  fc.jsonValue().map((json) => ({
    payload: JSON.stringify(json) ?? 'null',
    headers: { 'content-type': 'application/json' },
  })),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
);

/** A request body as raw text with some content type: random, broken, oversized or well-encrypted. */
const hostileBody: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.oneof(
  hostileJson.map((json) => ({ payload: encrypted(json, key), headers: {} })),
  fc.jsonValue().map((json) => ({
    payload: JSON.stringify(json) ?? 'null',
    headers: { 'content-type': 'application/json' },
  })),
  nasty.map((data) => ({
    payload: JSON.stringify({ data }),
    headers: { 'content-type': 'application/json' },
  })),
  fc
    .tuple(
      nasty,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/xml',
        'application/json; charset=utf-7',
      ),
    )
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constantFrom(
    { payload: '{"data":', headers: { 'content-type': 'application/json' } },
    {
      payload: '{"data":"U2FsdGVkX1+' + 'A'.repeat(64) + '"}',
      headers: { 'content-type': 'application/json' },
    },
    { payload: '{"__proto__":{"data":"x"}}', headers: { 'content-type': 'application/json' } },
    {
      payload: JSON.stringify({ data: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    },
  ),
);

/** Header values a client could send: printable characters only (anything else is refused before us). */
const hostileAuthorization = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 200,
  }),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    `Bearer ${'A'.repeat(43)}`,
    `Bearer ${'A'.repeat(10_000)}`,
    "Bearer ' or 1=1 --",
    'Basic ZGVtbzpMb3R1czIwMjY=',
    'bearer x, Bearer y',
  ),
);

describe('hostile payloads', () => {
  it('POST /wps/session/login refuses them all, and nobody logs in', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/session/login',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('PUT /wps/member/register refuses them all, and no account appears', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await sites.member.inject({
          method: 'PUT',
          url: '/wps/member/register',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('POST /wps/session/login/freeplay refuses them all, and no guest appears', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(hostileFreePlay, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('POST /wps/member/password refuses them all: the password and the sessions stay as they were', async () => {
    // An account of its own: the login test above may have locked demo_member by drawing its name
    // with a wrong password ten times.
    await sites.database.pool.query(
      `insert into members (brand_id, username, password_hash, type) select id, 'steady', $1, 0 from brands`,
      [await hashPassword('Lotus2026')],
    );
    const login = await sites.member.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: encrypted({ username: 'steady', password: 'Lotus2026' }, key),
      remoteAddress: nextClientAddress(),
    });
    const token = (login.json() as { value: { token: string } }).value.token;
    const hash = async () =>
      (await sites.database.pool.query(`select password_hash from members where username = 'steady'`))
        .rows[0] as unknown;
    const before = { counts: await counts(), hash: await hash() };
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/member/password',
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect({ counts: await counts(), hash: await hash() }).toEqual(before);
  });

  it('GET /wps/captcha refuses odd query strings (or takes the purpose among them) and never fails on the server', async () => {
    const query = fc.oneof(
      fc.string({ maxLength: 200 }).map((s) => encodeURI(s)),
      fc.constantFrom(
        '__proto__[x]=1',
        'a[]=1&a[]=2',
        '%%',
        '%zz',
        'x=' + 'y'.repeat(5000),
        '&&&=&',
        'captchaId=1;select',
        'purpose=login&x=1',
        'purpose=LOGIN',
        'purpose[]=login',
        'purpose=login&purpose=register',
        'purpose=register;select',
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const response = await sites.member.inject({
          method: 'GET',
          url: `/wps/captcha?${q}`,
          remoteAddress: nextClientAddress(),
        });
        if (response.statusCode === 200) expect(response.json().success).toBe(true);
        else expectRefusal(response);
      }),
      runs,
    );
  });

  it('DELETE /wps/session/logout and GET /wps/member/info refuse hostile Authorization headers', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        hostileAuthorization,
        fc.constantFrom('DELETE /wps/session/logout', 'GET /wps/member/info'),
        async (authorization, call) => {
          const [method, url] = call.split(' ') as ['DELETE' | 'GET', string];
          const response = await sites.member.inject({ method, url, headers: { authorization } });
          expectRefusal(response);
          expect((response.json() as { error: { code: string } }).error.code).toBe('error_not_logged_in');
        },
      ),
      { ...runs, numRuns: 400 },
    );
    expect(await counts()).toEqual(before);
  });
});
