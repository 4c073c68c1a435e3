import { isErrorCode } from '@lotus/contract/errors';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../../test/auth-helpers.ts';
import { popupMessage } from '../../../test/social-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { expectRefusal } from '../../../test/hostile.ts';

/**
 * Whatever a hostile client sends to the social login calls, the answer is a well-formed refusal
 * (the envelope with a catalogue code, the popup page with one, or the provider's OAuth error),
 * never a 5xx; no account, session or link appears.
 */
let sites: TestSites;
let token: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  const { body } = await loginOn(sites.member, sites.config.PAYLOAD_KEY, {
    username: 'demo_member',
    password: 'Lotus2026',
  });
  token = body.value.token;
});
afterAll(() => sites.close());

async function counts() {
  const { rows } = await sites.database.pool.query(
    `select (select count(*)::int from members) as members, (select count(*)::int from sessions) as sessions,
            (select count(*)::int from member_social_links) as links,
            (select count(*)::int from social_login_tickets) as tickets`,
  );
  return rows[0] as unknown;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '__proto__',
    '\u0000',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'A'.repeat(43),
    '-'.repeat(43),
    '../../../../etc/passwd',
  ),
  fc.integer({ min: 1, max: 300_000 }).map((size) => 'A'.repeat(size)),
);

const hostileJsonBody: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.oneof(
  fc
    .record({ ticket: fc.oneof(nasty, fc.jsonValue()), extra: fc.jsonValue() }, { requiredKeys: [] })
    .map((json) => ({ payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } })),
  fc.jsonValue().map((json) => ({
    payload: JSON.stringify(json) ?? 'null',
    headers: { 'content-type': 'application/json' },
  })),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constantFrom(
    { payload: '{"ticket":', headers: { 'content-type': 'application/json' } },
    { payload: '{"__proto__":{"ticket":"x"}}', headers: { 'content-type': 'application/json' } },
    { payload: `ticket=${'A'.repeat(43)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ),
);

const hostileQuery = fc.oneof(
  fc
    .record({ code: nasty, state: nasty, error: nasty, error_description: nasty }, { requiredKeys: [] })
    .map((query) => new URLSearchParams(query).toString()),
  fc.string({ maxLength: 200 }).map((s) => encodeURI(s)),
  fc.constantFrom('state[]=1&state[]=2', 'code=a&code=b&state=c', '__proto__[state]=1', '%zz', 'state=%00'),
);

describe('hostile payloads on social login', () => {
  it('POST /wps/session/login/social refuses them all, and nobody logs in', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(hostileJsonBody, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/session/login/social',
          ...body,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('the member calls refuse hostile bodies, paths and headers without a 5xx', async () => {
    const before = await counts();
    const call = fc.constantFrom(
      'POST /wps/member/social/google/link',
      'POST /wps/member/social/twitter/link',
      'GET /wps/member/social',
      'DELETE /wps/member/social/google',
      'DELETE /wps/member/social/__proto__',
    );
    const authorization = fc.oneof(
      fc.constant(`Bearer ${'A'.repeat(43)}`),
      fc.constant(''),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
    );
    await fc.assert(
      fc.asyncProperty(call, hostileJsonBody, authorization, async (name, body, auth) => {
        const [method, url] = name.split(' ') as ['POST' | 'GET' | 'DELETE', string];
        const response = await sites.member.inject({
          method,
          url,
          ...(method === 'GET' ? {} : body),
          headers: {
            ...(method === 'GET' ? {} : body.headers),
            ...(auth === '' ? {} : { authorization: auth }),
          },
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('the link call ignores a hostile body once the session is good', async () => {
    await fc.assert(
      fc.asyncProperty(hostileJsonBody, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/member/social/google/link',
          ...body,
          headers: { ...body.headers, ...bearer(token) },
          remoteAddress: nextClientAddress(),
        });
        if (response.statusCode === 200)
          expect(new URL(response.json().value.url).pathname).toBe('/dev-oauth/authorize');
        else expectRefusal(response);
      }),
      { ...runs, numRuns: 50 },
    );
  });

  it('the callback answers any query with the popup page and an error code', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(hostileQuery, fc.constantFrom('google', 'facebook'), async (query, provider) => {
        const response = await sites.member.inject({
          method: 'GET',
          url: `/wps/session/social/${provider}/callback?${query}`,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        const message = popupMessage(response.body);
        expect(message.type).toBe('lotus-social');
        expect(isErrorCode(message.error)).toBe(true);
        expect(response.body).not.toMatch(/<script>|<img/);
      }),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('a hostile Host header never makes a 5xx, nor a redirect URI on another host', async () => {
    const host = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
        maxLength: 80,
      }),
      fc.constantFrom('evil.example', 'localhost:99999', '[::1', 'a b', 'localhost@evil.example', 'x/y', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        host,
        fc.constantFrom('/wps/session/social/google/start', '/dev-oauth/authorize'),
        async (value, url) => {
          const response = await sites.member.inject({
            method: 'GET',
            url,
            headers: { host: value },
            remoteAddress: nextClientAddress(),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 302 && url.startsWith('/wps')) {
            const authorize = new URL(String(response.headers.location));
            expect(new URL(authorize.searchParams.get('redirect_uri') ?? '').origin).toBe(authorize.origin);
          }
        },
      ),
      runs,
    );
  });

  it('the development provider answers hostile requests with OAuth errors or its error page, never a 5xx', async () => {
    const form = fc
      .record(
        {
          grant_type: fc.oneof(nasty, fc.constant('authorization_code')),
          code: nasty,
          redirect_uri: nasty,
          client_id: fc.oneof(nasty, fc.constant('lotus-dev-google')),
          client_secret: nasty,
          code_verifier: nasty,
          response_type: fc.oneof(nasty, fc.constant('code')),
          state: nasty,
          code_challenge: nasty,
          code_challenge_method: fc.constantFrom('S256', 'plain', ''),
          decision: fc.constantFrom('allow', 'cancel', ''),
          identity: fc.oneof(nasty, fc.constantFrom('0', '9', 'custom')),
          email: nasty,
          name: nasty,
        },
        { requiredKeys: [] },
      )
      .map((fields) => new URLSearchParams(fields).toString());
    const endpoint = fc.constantFrom(
      'POST /dev-oauth/token',
      'POST /dev-oauth/authorize',
      'GET /dev-oauth/authorize',
    );
    await fc.assert(
      fc.asyncProperty(endpoint, form, nasty, async (name, payload, basic) => {
        const [method, url] = name.split(' ') as ['POST' | 'GET', string];
        const response = await sites.member.inject({
          method,
          url: method === 'GET' ? `${url}?${payload}` : url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(basic).toString('base64')}`,
          },
          ...(method === 'POST' ? { payload } : {}),
          remoteAddress: nextClientAddress(),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 302) {
          // Only ever back to the registered callback.
          expect(String(response.headers.location)).toMatch(
            /^http:\/\/localhost\/wps\/session\/social\/(google|facebook)\/callback\?/,
          );
        }
        if (response.statusCode === 200 && url === '/dev-oauth/token') throw new Error('a token was issued');
      }),
      runs,
    );
    const userinfo = await sites.member.inject({
      method: 'GET',
      url: '/dev-oauth/userinfo',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(userinfo.statusCode).toBe(401);
  });
});
