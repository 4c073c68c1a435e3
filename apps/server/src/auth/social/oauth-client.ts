import type { SocialProvider } from '@lotus/contract/social';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';

/** Who the provider says the person is; `subject` is stable for the provider and our client. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * One provider's OAuth 2.0 authorization-code client (PKCE S256 and state). URLs are absolute for a
 * real provider; the development provider's are paths on the site's own origin.
 */
export interface OAuthProviderConfig {
  provider: SocialProvider;
  /** Served by the development provider (apps/server/src/auth/social/dev-provider-routes.ts). */
  development: boolean;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: readonly string[];
  clientId: string;
  clientSecret: string;
  /** The provider's user-info answer as a profile; undefined when it is not one. */
  mapUser: (info: unknown) => SocialProfile | undefined;
}

export interface OAuthHttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer's status and its body parsed as JSON (undefined when it is not JSON). */
export interface OAuthHttpResponse {
  status: number;
  body: unknown;
}

/** How the server calls a provider's token and user-info endpoints (swappable, e.g. in-process). */
export type OAuthHttp = (request: OAuthHttpRequest) => Promise<OAuthHttpResponse>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The real network: a slow provider fails the login after 10 s instead of holding the popup. */
export const fetchHttp: OAuthHttp = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: parseJson(await response.text()) };
};

/** A random value for `state` (256 bits). */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The PKCE verifier of a state, derived with the server's key: the database keeps neither, and a
 * redirect someone intercepted (code and state) cannot be redeemed without the key.
 */
export function verifierFor(state: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(`oauth-pkce:${state}`).digest('base64url');
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export function challengeFor(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The address to send the browser to; a development provider's path is resolved on `origin`. */
export function authorizationUrl(
  config: OAuthProviderConfig,
  request: { origin: string; redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(config.authorizeUrl, request.origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', config.scopes.join(' '));
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

function failed(cause: unknown): AppError {
  return new AppError('error_social_login_failed', { cause });
}

async function call(http: OAuthHttp, request: OAuthHttpRequest): Promise<unknown> {
  let response: OAuthHttpResponse;
  try {
    response = await http(request);
  } catch (error) {
    throw failed(error);
  }
  if (response.status !== 200) throw failed(new Error(`provider answered ${response.status}`));
  return response.body;
}

/** Exchanges the authorization code (with the PKCE verifier) for an access token. */
export async function exchangeCode(
  config: OAuthProviderConfig,
  http: OAuthHttp,
  request: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code_verifier: request.codeVerifier,
  });
  const body = await call(http, {
    method: 'POST',
    url: config.tokenUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const token = (body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || token === '' || token.length > 4096) {
    throw failed(new Error('no access_token'));
  }
  return token;
}

/** Reads the person behind an access token. */
export async function fetchProfile(
  config: OAuthProviderConfig,
  http: OAuthHttp,
  accessToken: string,
): Promise<SocialProfile> {
  const body = await call(http, {
    method: 'GET',
    url: config.userInfoUrl,
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const profile = config.mapUser(body);
  if (!profile) throw failed(new Error('unreadable user info'));
  return profile;
}
