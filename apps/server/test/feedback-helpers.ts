import { operatorHeaders } from './operator-helpers.ts';
import { randomBytes } from 'node:crypto';
import { bearer, nextClientAddress } from './auth-helpers.ts';
import { registerMember } from './security-helpers.ts';
import type { TestSites } from './test-sites.ts';

export { operatorHeaders };

export interface FeedbackMember {
  username: string;
  token: string;
  id: bigint;
}

/** A registered member with a session, and their id. */
export async function feedbackMember(sites: TestSites): Promise<FeedbackMember> {
  const username = `f${randomBytes(5).toString('hex')}`;
  const token = await registerMember(sites, username);
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { username, token, id: (rows[0] as { id: bigint }).id };
}

/** A member's call (no token: anonymous), in English unless told. */
export async function memberCall(
  sites: TestSites,
  request: { method: 'GET' | 'POST'; url: string; token?: string; body?: unknown; language?: string },
) {
  const response = await sites.member.inject({
    method: request.method,
    url: request.url,
    headers: {
      'accept-language': request.language ?? 'en',
      ...(request.token === undefined ? {} : bearer(request.token)),
    },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

/** Sends a feedback as `token`; a fresh idempotency key unless the body names one. */
export function sendFeedback(sites: TestSites, token: string, body: Record<string, unknown> = {}) {
  return memberCall(sites, {
    method: 'POST',
    url: '/wps/feedback',
    token,
    body: {
      questionType: 'deposit',
      content: 'My deposit has not arrived yet',
      idempotencyKey: randomBytes(8).toString('hex'),
      ...body,
    },
  });
}

/** An operator call (with the key unless `headers` says otherwise). */
export async function operatorCall(
  sites: TestSites,
  request: { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> },
) {
  const response = await sites.operator.inject({
    method: request.method,
    url: request.url,
    headers: request.headers ?? operatorHeaders,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  return { response, body: response.json() };
}

/** Moves a feedback's time back by `hours`, as if it had been sent then. */
export async function ageFeedback(sites: TestSites, id: string, hours: number): Promise<void> {
  await sites.database.pool.query(
    `update feedback set created_at = created_at - make_interval(hours => $2) where id = $1`,
    [id, hours],
  );
}
