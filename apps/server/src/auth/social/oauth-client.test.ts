import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OAuthHttp, OAuthHttpRequest } from './oauth-client.ts';
import { authorizationUrl, challengeFor, exchangeCode, fetchProfile, verifierFor } from './oauth-client.ts';
import { mapFacebookUser, mapGoogleUser, resolveProviders } from './providers.ts';

const settings = {
  google: { clientId: 'g-client', clientSecret: 'g-secret' },
  facebook: { clientId: 'fb-client', clientSecret: 'fb-secret' },
  developmentProvider: true,
  secretKey: 'k'.repeat(32),
};

function recording(answers: Array<{ status: number; body: unknown }>) {
  const requests: OAuthHttpRequest[] = [];
  const http: OAuthHttp = async (request) => {
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    return answer;
  };
  return { http, requests };
}

describe('the OAuth client with the real providers', () => {
  const [google, facebook] = resolveProviders(settings);
  if (!google || !facebook) throw new Error('both providers are configured');

  it('uses the real endpoints when client ids are set', () => {
    expect(google).toMatchObject({
      provider: 'google',
      development: false,
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(facebook).toMatchObject({
      provider: 'facebook',
      authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    });
  });

  it('builds the authorization URL with state and an S256 challenge (RFC 7636 appendix B vector)', () => {
    expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const url = new URL(
      authorizationUrl(facebook, {
        origin: 'https://www.example.com',
        redirectUri: 'https://www.example.com/wps/session/social/facebook/callback',
        state: 's'.repeat(43),
        codeChallenge: 'c'.repeat(43),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fb-client',
      redirect_uri: 'https://www.example.com/wps/session/social/facebook/callback',
      scope: 'email public_profile',
      state: 's'.repeat(43),
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('derives a verifier per state with the key, valid for PKCE', () => {
    const verifier = verifierFor('a'.repeat(43), settings.secretKey);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifierFor('a'.repeat(43), settings.secretKey)).toBe(verifier);
    expect(verifierFor('b'.repeat(43), settings.secretKey)).not.toBe(verifier);
    expect(verifierFor('a'.repeat(43), 'another key')).not.toBe(verifier);
  });

  it('exchanges the code by a form POST and reads the user with the bearer token', async () => {
    const { http, requests } = recording([
      { status: 200, body: { access_token: 'at-1', token_type: 'Bearer' } },
      {
        status: 200,
        body: { sub: '1234', email: 'A@Example.com', email_verified: true, name: ' An  Nguyen ' },
      },
    ]);
    const token = await exchangeCode(google, http, {
      code: 'the-code',
      redirectUri: 'https://www.example.com/wps/session/social/google/callback',
      codeVerifier: 'v'.repeat(43),
    });
    expect(token).toBe('at-1');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://oauth2.googleapis.com/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(Object.fromEntries(new URLSearchParams(requests[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://www.example.com/wps/session/social/google/callback',
      client_id: 'g-client',
      client_secret: 'g-secret',
      code_verifier: 'v'.repeat(43),
    });
    expect(await fetchProfile(google, http, token)).toEqual({
      subject: '1234',
      email: 'a@example.com',
      name: 'An Nguyen',
    });
    expect(requests[1]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer at-1' } });
  });

  it('turns any refusal or odd answer into error_social_login_failed', async () => {
    const cases: Array<{ status: number; body: unknown } | Error> = [
      { status: 400, body: { error: 'invalid_grant' } },
      { status: 200, body: { token_type: 'Bearer' } },
      { status: 200, body: undefined },
      new Error('network down'),
    ];
    for (const answer of cases) {
      const http: OAuthHttp = async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      };
      const attempt = exchangeCode(google, http, { code: 'c', redirectUri: 'r', codeVerifier: 'v' });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ code: 'error_social_login_failed' });
    }
    const unreadable: OAuthHttp = async () => ({ status: 200, body: { name: 'no subject' } });
    await expect(fetchProfile(google, unreadable, 't')).rejects.toMatchObject({
      code: 'error_social_login_failed',
    });
  });

  it('maps user info: an unverified google address and an implausible one are not kept', () => {
    expect(mapGoogleUser({ sub: '1', email: 'a@example.com', email_verified: false })).toEqual({
      subject: '1',
      email: null,
      name: null,
    });
    expect(mapFacebookUser({ id: '99', name: 'B', email: 'not-an-address' })).toEqual({
      subject: '99',
      email: null,
      name: 'B',
    });
    expect(mapFacebookUser({ id: '99', email: 'b@example.com' })?.email).toBe('b@example.com');
    expect(mapGoogleUser({ id: '1' })).toBeUndefined();
    expect(mapFacebookUser({ id: '' })).toBeUndefined();
    expect(mapFacebookUser(null)).toBeUndefined();
  });

  it('without client ids, serves each provider by the development one, or offers none', () => {
    const development = resolveProviders({ ...settings, google: undefined, facebook: undefined });
    expect(development.map((config) => [config.provider, config.development, config.clientId])).toEqual([
      ['google', true, 'lotus-dev-google'],
      ['facebook', true, 'lotus-dev-facebook'],
    ]);
    expect(
      resolveProviders({ ...settings, google: undefined, facebook: undefined, developmentProvider: false }),
    ).toEqual([]);
  });
});

describe('social login settings', () => {
  it('OAUTH_DEV_PROVIDER defaults to on, and to off in production', () => {
    expect(loadConfig({}).OAUTH_DEV_PROVIDER).toBe(true);
    expect(loadConfig({ OAUTH_DEV_PROVIDER: 'false' }).OAUTH_DEV_PROVIDER).toBe(false);
    const production = {
      NODE_ENV: 'production',
      PAYLOAD_KEY: 'p'.repeat(20),
      SECRET_KEY: 's'.repeat(40),
    };
    expect(loadConfig(production).OAUTH_DEV_PROVIDER).toBe(false);
    expect(loadConfig({ ...production, OAUTH_DEV_PROVIDER: 'true' }).OAUTH_DEV_PROVIDER).toBe(true);
  });

  it('a client id needs its secret and the other way round', () => {
    expect(() => loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'id' })).toThrow(/OAUTH_GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ OAUTH_FACEBOOK_CLIENT_SECRET: 'secret' })).toThrow(/OAUTH_FACEBOOK_CLIENT_ID/);
    expect(loadConfig({ OAUTH_FACEBOOK_CLIENT_ID: 'id', OAUTH_FACEBOOK_CLIENT_SECRET: 's' })).toMatchObject({
      OAUTH_FACEBOOK_CLIENT_ID: 'id',
    });
  });
});
