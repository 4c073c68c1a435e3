import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsent, pathOf, startSocial } from '../../../test/social-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { challengeFor, verifierFor } from './oauth-client.ts';
import { devClientSecret } from './providers.ts';

/** The development provider on its own, spoken to as our server speaks to google or facebook. */
let sites: TestSites;
let secret: string;

beforeAll(async () => {
  sites = await createTestSites();
  secret = devClientSecret(sites.config.SECRET_KEY, 'lotus-dev-google');
});
afterAll(() => sites.close());

async function token(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/dev-oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A code issued for a fresh start, with what the token request needs. */
async function issuedCode(email = 'dev.tester@example.test') {
  const authorize = await startSocial(sites.member);
  const back = await answerConsent(sites.member, authorize, 'allow', { name: 'Dev Tester', email });
  const state = authorize.searchParams.get('state') ?? '';
  return {
    code: back.searchParams.get('code') ?? '',
    redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
    verifier: verifierFor(state, sites.config.SECRET_KEY),
    challenge: authorize.searchParams.get('code_challenge') ?? '',
  };
}

function tokenForm(issued: Awaited<ReturnType<typeof issuedCode>>, changes: Record<string, string> = {}) {
  return {
    grant_type: 'authorization_code',
    code: issued.code,
    redirect_uri: issued.redirectUri,
    client_id: 'lotus-dev-google',
    client_secret: secret,
    code_verifier: issued.verifier,
    ...changes,
  };
}

describe('the development provider', () => {
  it('answers a token for the right code, client, redirect URI and verifier; the token reads the user', async () => {
    const issued = await issuedCode();
    expect(challengeFor(issued.verifier)).toBe(issued.challenge);
    const answer = await token(tokenForm(issued));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const user = await sites.member.inject({
      method: 'GET',
      url: '/dev-oauth/userinfo',
      headers: { authorization: `Bearer ${answer.body.access_token}` },
    });
    expect(user.json()).toEqual({
      sub: expect.stringMatching(/^\d{21}$/),
      name: 'Dev Tester',
      email: 'dev.tester@example.test',
      email_verified: true,
    });
    // The subject depends on the address alone.
    const again = await token(tokenForm(await issuedCode()));
    const userAgain = await sites.member.inject({
      method: 'GET',
      url: '/dev-oauth/userinfo',
      headers: { authorization: `Bearer ${again.body.access_token}` },
    });
    expect(userAgain.json().sub).toBe(user.json().sub);
    // A code is good once.
    expect((await token(tokenForm(issued))).body.error).toBe('invalid_grant');
  });

  it('refuses a wrong PKCE verifier, and the code is spent by the attempt', async () => {
    const issued = await issuedCode();
    const wrong = await token(tokenForm(issued, { code_verifier: verifierFor('B'.repeat(43), 'other-key') }));
    expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    expect((await token(tokenForm(issued))).body.error).toBe('invalid_grant');
    const missing = await issuedCode();
    expect((await token(tokenForm(missing, { code_verifier: '' }))).body.error).toBe('invalid_grant');
  });

  it('refuses a wrong client secret (also by HTTP Basic) and another client', async () => {
    const issued = await issuedCode();
    const wrong = await token(tokenForm(issued, { client_secret: `${secret}x` }));
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ error: 'invalid_client' }) });
    const basic = Buffer.from(`lotus-dev-google:nope`).toString('base64');
    expect(
      (await token(tokenForm(issued, { client_secret: '' }), { authorization: `Basic ${basic}` })).status,
    ).toBe(401);
    const facebook = devClientSecret(sites.config.SECRET_KEY, 'lotus-dev-facebook');
    const otherClient = await token(
      tokenForm(issued, { client_id: 'lotus-dev-facebook', client_secret: facebook }),
    );
    expect(otherClient.body.error).toBe('invalid_grant');
  });

  it('refuses a token request whose redirect_uri differs from the authorization request', async () => {
    const issued = await issuedCode();
    const answer = await token(tokenForm(issued, { redirect_uri: 'http://localhost/elsewhere' }));
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const issued = await issuedCode();
    await sites.database.pool.query(`update dev_oauth_codes set expires_at = now() - interval '1 second'`);
    expect((await token(tokenForm(issued))).body.error).toBe('invalid_grant');
  });

  it('never redirects to an unregistered redirect_uri or for an unknown client', async () => {
    const authorize = await startSocial(sites.member);
    for (const [name, value] of [
      ['redirect_uri', 'https://evil.example/wps/session/social/google/callback'],
      ['redirect_uri', 'http://localhost/wps/session/social/facebook/callback'],
      ['redirect_uri', 'http://localhost/wps/session/social/google/callback?next=x'],
      ['client_id', 'someone-else'],
    ] as const) {
      const url = new URL(authorize);
      url.searchParams.set(name, value);
      const page = await sites.member.inject({ method: 'GET', url: pathOf(url) });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      const post = await sites.member.inject({
        method: 'POST',
        url: '/dev-oauth/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(url.searchParams),
          decision: 'allow',
          identity: '0',
        }).toString(),
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
  });

  it('answers a request without PKCE S256 or with another response_type on the redirect URI', async () => {
    const authorize = await startSocial(sites.member);
    for (const [name, value, error] of [
      ['code_challenge_method', 'plain', 'invalid_request'],
      ['code_challenge', '', 'invalid_request'],
      ['state', '', 'invalid_request'],
      ['response_type', 'token', 'unsupported_response_type'],
    ] as const) {
      const url = new URL(authorize);
      url.searchParams.set(name, value);
      const page = await sites.member.inject({ method: 'GET', url: pathOf(url) });
      expect(page.statusCode).toBe(302);
      const back = new URL(String(page.headers.location));
      expect(back.pathname).toBe('/wps/session/social/google/callback');
      expect(back.searchParams.get('error')).toBe(error);
    }
  });

  it('escapes what the request carries into the consent page, and refuses an identity without an address', async () => {
    const authorize = await startSocial(sites.member);
    const url = new URL(authorize);
    url.searchParams.set('state', '"><script>alert(1)</script>');
    const page = await sites.member.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');

    const answer = await sites.member.inject({
      method: 'POST',
      url: '/dev-oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(authorize.searchParams),
        decision: 'allow',
        identity: 'custom',
        name: '<img src=x onerror=alert(1)>',
        email: 'not an address',
      }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.body).not.toContain('<img');
  });

  it('a preset identity is a test identity like a typed one', async () => {
    const authorize = await startSocial(sites.member);
    const answer = await sites.member.inject({
      method: 'POST',
      url: '/dev-oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(authorize.searchParams),
        decision: 'allow',
        identity: '1',
      }).toString(),
    });
    expect(answer.statusCode).toBe(302);
    const { rows } = await sites.database.pool.query(
      `select email, name from dev_oauth_codes order by created_at desc limit 1`,
    );
    expect(rows[0]).toEqual({ email: 'binh.tran@example.test', name: 'Trần Thị Bình' });
  });

  it('refuses user info without a live token', async () => {
    const none = await sites.member.inject({ method: 'GET', url: '/dev-oauth/userinfo' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('invalid_token');
    const made = await token(tokenForm(await issuedCode()));
    await sites.database.pool.query(`update dev_oauth_tokens set expires_at = now() - interval '1 second'`);
    const expired = await sites.member.inject({
      method: 'GET',
      url: '/dev-oauth/userinfo',
      headers: { authorization: `Bearer ${made.body.access_token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('is not served when OAUTH_DEV_PROVIDER is off (and then no provider without a client id is offered)', async () => {
    const off = await createTestSites({ OAUTH_DEV_PROVIDER: 'false' });
    try {
      const page = await off.member.inject({ method: 'GET', url: '/dev-oauth/authorize' });
      expect(page.statusCode).toBe(404);
      const providers = await off.member.inject({ method: 'GET', url: '/wps/session/social/providers' });
      expect(providers.json().value).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('offers the real provider when its client id is set, pointing at its authorize URL', async () => {
    const real = await createTestSites({
      OAUTH_GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    try {
      const providers = await real.member.inject({ method: 'GET', url: '/wps/session/social/providers' });
      expect(providers.json().value).toEqual([
        { provider: 'google', development: false },
        { provider: 'facebook', development: true },
      ]);
      const authorize = await startSocial(real.member, 'google');
      expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(authorize.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        'http://localhost/wps/session/social/google/callback',
      );
    } finally {
      await real.close();
    }
  });
});
