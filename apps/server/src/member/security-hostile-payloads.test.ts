import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted, nextClientAddress } from '../../test/auth-helpers.ts';
import { registerMember } from '../../test/security-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { expectRefusal } from '../../test/hostile.ts';

/**
 * Whatever a hostile client sends to the security centre and the reset by email, the answer is a
 * well-formed refusal from the catalogue (never a 5xx), and no account, password, contact, session,
 * code or message changes. The caller is a real member without a payment password or contacts, so
 * even a well-formed body is refused (wrong password, no code, nothing set).
 */
let sites: TestSites;
let key: string;
let token: string;
const runs = { numRuns: 120, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  // The per-client limits would otherwise answer most of these with error_rate_limited.
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  key = sites.config.PAYLOAD_KEY;
  token = await registerMember(sites, 'hostileone');
  await registerMember(sites, 'hostiletwo', { email: 'two@example.com', mobileNum: '0918000002' });
});
afterAll(() => sites.close());

/** Everything a request could change, as one comparable value. */
async function state(options: { codes: boolean }) {
  const { rows } = await sites.database.pool.query<Record<string, unknown>>(
    `select (select md5(string_agg(concat_ws('|', id, username, password_hash, mobile, email, mobile_verified_at,
                                              email_verified_at, payment_password_hash, payment_password_failures,
                                              payment_password_locked_until, status), ',' order by id))
               from members) as members,
            (select count(*)::int from sessions where revoked_at is null) as sessions,
            (select count(*)::int from email_outbox) as emails,
            (select count(*)::int from sms_outbox) as messages,
            (select count(*)::int from verification_codes) as codes`,
  );
  const row = rows[0] ?? {};
  if (!options.codes) delete row['codes'];
  return row;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    'a@b.c; drop table members',
    '\u0000',
    'two@example.com\u0000',
    '091800000２',
    '__proto__',
    '-123456',
    '1e5',
    ' 12 34 56 ',
    '<script>alert(1)</script>@x',
  ),
  fc.integer({ min: 11, max: 200_000 }).map((size) => '9'.repeat(size)),
);

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      username: fc.oneof(nasty, fc.jsonValue()),
      email: fc.oneof(nasty, fc.jsonValue()),
      mobileNum: fc.oneof(nasty, fc.jsonValue()),
      verificationCode: fc.oneof(nasty, fc.jsonValue()),
      password: fc.oneof(nasty, fc.jsonValue()),
      newPassword: fc.oneof(nasty, fc.jsonValue()),
      confirmPassword: fc.oneof(nasty, fc.jsonValue()),
      paymentPassword: fc.oneof(nasty, fc.jsonValue(), fc.constant('123456')),
      confirmPaymentPassword: fc.oneof(nasty, fc.jsonValue(), fc.constant('123456')),
      oldPaymentPassword: fc.oneof(nasty, fc.jsonValue()),
      channel: fc.oneof(nasty, fc.jsonValue(), fc.constantFrom('sms', 'email', 'SMS')),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"email":"two@example.com"}}') as unknown,
    { email: ['two@example.com'] },
    { email: { $ne: '' } },
    { mobileNum: 918000002 },
    { channel: ['sms'] },
  ),
);

/** A body as a plain call takes it, as an "encrypt" call takes it, or as a form. */
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
      { payload: '{"email":', headers: { 'content-type': 'application/json' } },
      { payload: '{"data":"U2FsdGVkX1+AAAA"}', headers: { 'content-type': 'application/json' } },
      {
        payload: 'username=a&username=b&email[]=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ),
  );
}

/** The member's token most of the time; sometimes none, a forged one or a hostile header. */
const authorization = fc.oneof(
  { weight: 4, arbitrary: fc.constant<string | undefined>('member') },
  fc.constantFrom<string | undefined>(undefined, 'Bearer ', 'Bearer x', 'Basic YTpi', 'Bearer \u00ff'),
  nasty.map((text) => `Bearer ${text.slice(0, 200)}`),
);

function headersFor(auth: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  const headers = { ...extra };
  if (auth === 'member') headers['authorization'] = `Bearer ${token}`;
  else if (auth !== undefined) headers['authorization'] = auth;
  return headers;
}

describe('hostile payloads', () => {
  for (const [method, url, encrypt] of [
    ['POST', '/wps/member/security/mobile/code', false],
    ['PUT', '/wps/member/security/mobile', true],
    ['POST', '/wps/member/security/email/code', false],
    ['PUT', '/wps/member/security/email', true],
    ['PUT', '/wps/member/security/payment-password', true],
    ['POST', '/wps/member/security/payment-password', true],
    ['POST', '/wps/member/security/payment-password/code', false],
    ['POST', '/wps/member/security/payment-password/reset', true],
    ['POST', '/wps/member/password/verification', true],
  ] as const) {
    it(`${method} ${url} refuses them all, and nothing changes`, async () => {
      const before = await state({ codes: true });
      await fc.assert(
        fc.asyncProperty(hostileBody(encrypt), authorization, async (body, auth) => {
          const response = await sites.member.inject({
            method,
            url,
            ...body,
            headers: headersFor(auth, body.headers as Record<string, string>),
            remoteAddress: nextClientAddress(),
          });
          expectRefusal(response);
        }),
        runs,
      );
      expect(await state({ codes: true })).toEqual(before);
    });
  }

  it('GET /wps/member/security/overview refuses every token that is not a session', async () => {
    await fc.assert(
      fc.asyncProperty(
        authorization.filter((auth) => auth !== 'member'),
        async (auth) => {
          const response = await sites.member.inject({
            method: 'GET',
            url: '/wps/member/security/overview',
            headers: headersFor(auth),
            remoteAddress: nextClientAddress(),
          });
          expectRefusal(response);
        },
      ),
      runs,
    );
  });

  it('POST /wps/member/password/email answers a refusal or the one "sent" answer, and sends nothing', async () => {
    const before = await state({ codes: false });
    await fc.assert(
      fc.asyncProperty(hostileBody(false), async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        // A well-formed name and address is answered "sent" whether or not they belong to an account.
        if (response.statusCode === 200) expect(response.json().value.sent).toBe(true);
        else expectRefusal(response);
      }),
      runs,
    );
    expect(await state({ codes: false })).toEqual(before);
  });
});
