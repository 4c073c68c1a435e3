import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nextClientAddress } from './auth-helpers.ts';

/** What a test identity types on the development provider's consent page. */
export interface TestIdentity {
  name: string;
  email: string;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The browser's cookies per site, as a browser would keep them (only the social flow's matter). */
const cookieJars = new WeakMap<FastifyInstance, Map<string, string>>();

/** Keeps the cookies an answer sets (an empty value with Max-Age=0 removes one). */
export function rememberCookies(app: FastifyInstance, headers: Record<string, unknown>): void {
  const jar = cookieJars.get(app) ?? new Map<string, string>();
  cookieJars.set(app, jar);
  const setCookie = headers['set-cookie'];
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie]) {
    const [pair = ''] = String(line).split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '' || /max-age=0/i.test(String(line))) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The Cookie header this browser sends. */
export function cookieHeader(app: FastifyInstance): Record<string, string> {
  const jar = cookieJars.get(app);
  if (!jar || jar.size === 0) return {};
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** Path and query of an absolute URL, for `inject`. */
export function pathOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** GET /wps/session/social/:provider/start: answers the provider's authorize URL it redirected to. */
export async function startSocial(app: FastifyInstance, provider = 'google'): Promise<URL> {
  const response = await app.inject({
    method: 'GET',
    url: `/wps/session/social/${provider}/start`,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(302);
  rememberCookies(app, response.headers);
  return new URL(String(response.headers.location));
}

/** The hidden fields of the consent page's form. */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      unescapeHtml(match[1] ?? ''),
      unescapeHtml(match[2] ?? ''),
    ]),
  );
}

/**
 * Opens the consent page of `authorizeUrl` and answers it (Allow with the identity, or Cancel);
 * answers where the provider sends the browser back.
 */
export async function answerConsent(
  app: FastifyInstance,
  authorizeUrl: URL,
  decision: 'allow' | 'cancel',
  identity: TestIdentity = { name: 'Test Player', email: 'player@example.test' },
): Promise<URL> {
  const page = await app.inject({ method: 'GET', url: pathOf(authorizeUrl) });
  expect(page.statusCode, page.body).toBe(200);
  const form = new URLSearchParams({
    ...hiddenFields(page.body),
    identity: 'custom',
    name: identity.name,
    email: identity.email,
    decision,
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/dev-oauth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return new URL(String(answer.headers.location));
}

/** The message the popup page posts to its opener. */
export function popupMessage(html: string): Record<string, unknown> {
  const match = /<body data-message="([^"]*)">/.exec(html);
  expect(match, html).not.toBeNull();
  return JSON.parse(unescapeHtml(match?.[1] ?? 'null')) as Record<string, unknown>;
}

/** Follows the provider's redirect to our callback; answers the status and the popup's message. */
export async function finishCallback(
  app: FastifyInstance,
  callbackUrl: URL,
  options: { browser?: 'same' | 'other' } = {},
) {
  const response = await app.inject({
    method: 'GET',
    url: pathOf(callbackUrl),
    headers: options.browser === 'other' ? {} : cookieHeader(app),
  });
  if (options.browser !== 'other') rememberCookies(app, response.headers);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return { response, message: popupMessage(response.body) };
}

/** The whole popup: start, Allow with the identity, callback; answers the popup's message. */
export async function socialPopup(
  app: FastifyInstance,
  identity: TestIdentity,
  provider = 'google',
): Promise<Record<string, unknown>> {
  const authorize = await startSocial(app, provider);
  const back = await answerConsent(app, authorize, 'allow', identity);
  return (await finishCallback(app, back)).message;
}

/** POST /wps/session/login/social with the ticket. */
export async function loginWithTicket(app: FastifyInstance, ticket: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/social',
    payload: { ticket },
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}
