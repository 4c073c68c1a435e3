import { operatorHeaders } from './operator-helpers.ts';
import AES from 'crypto-js/aes.js';
import type { FastifyInstance } from 'fastify';
import { bearer, encrypted, knownCaptcha, nextClientAddress } from './auth-helpers.ts';
import type { TestSites } from './test-sites.ts';

/** Registers an account by username (captcha known to the test); answers its token. */
export async function registerMember(
  sites: TestSites,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        username,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(sites.database.pool),
        ...extra,
      },
      sites.config.PAYLOAD_KEY,
    ),
    remoteAddress: nextClientAddress(),
  });
  const body = response.json();
  if (!body.success) throw new Error(`register ${username}: ${response.body}`);
  return body.value.token as string;
}

/** A free-play (guest) account's token. */
export async function freePlayToken(sites: TestSites): Promise<string> {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: {
      os: 'Windows',
      platform: 'W',
      random: AES.encrypt('a1b2c3', sites.config.PAYLOAD_KEY).toString(),
      gatewayVersion: 3,
    },
    remoteAddress: nextClientAddress(),
  });
  const body = response.json();
  if (!body.success) throw new Error(`free play: ${response.body}`);
  return body.value.token as string;
}

/**
 * One call as the member of `token` (none: anonymous); with `key` the body is sent encrypted, as
 * the "encrypt" calls take it.
 */
export async function callAs(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    token?: string;
    body?: unknown;
    key?: string;
    language?: string;
  },
) {
  const headers: Record<string, string> = { 'accept-language': request.language ?? 'en' };
  if (request.token !== undefined) Object.assign(headers, bearer(request.token));
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.body === undefined
      ? {}
      : {
          payload:
            request.key === undefined ? (request.body as object) : encrypted(request.body, request.key),
        }),
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

/** The emails the development gateway "sent" to an address, newest first (read as the operator does). */
export async function emailOutboxFor(app: FastifyInstance, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/admin/email/outbox?to=${encodeURIComponent(to)}&size=50`,
    headers: operatorHeaders,
  });
  return response.json().value as {
    content: { to: string; subject: string; text: string; purpose: string }[];
    total: number;
  };
}

/** The code of the newest email to the address. */
export async function lastEmailCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await emailOutboxFor(app, to)).content[0];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was emailed to ${to}`);
  return code;
}

/** Lets the next code to `destination` go out at once (the 60 s resend wait is over). */
export async function ageCodes(sites: TestSites, destination: string): Promise<void> {
  await sites.database.pool.query(
    `update verification_codes set created_at = created_at - interval '2 minutes' where destination = $1`,
    [destination],
  );
}

/** A code that is not `code` (for wrong-code tests). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
