import { operatorHeaders } from '../../test/operator-helpers.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, nextClientAddress } from '../../test/auth-helpers.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { registerWalletMember } from '../../test/wallet-helpers.ts';

// Helpers of the chat tests: members with a session, their sends, the operator's calls.

export interface ChatTester {
  id: bigint;
  username: string;
  token: string;
}

/** A member registered by the HTTP route, with their session on the member site. */
export async function chatMember(sites: TestSites): Promise<ChatTester> {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { id: rows[0]!.id, username, token };
}

export function newChatKey(): string {
  return `chat-${randomBytes(8).toString('hex')}`;
}

/** `POST /wps/relay/chat/messages` as the member (a fresh key unless given). */
export function sendChat(
  app: FastifyInstance,
  member: ChatTester,
  text: unknown,
  idempotencyKey: string = newChatKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/wps/relay/chat/messages',
    headers: bearer(member.token),
    payload: { text, idempotencyKey } as Record<string, unknown>,
    remoteAddress: nextClientAddress(),
  });
}

/** The room as the member reads it (`?before=&size=` when given). */
export async function readRoom(app: FastifyInstance, member: ChatTester, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/wps/relay/chat/messages${query}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    content: Array<{ id: string; author: string; text: string; createdAt: string; mine: boolean }>;
    size: number;
    hasMore: boolean;
  };
}

/** An operator call with the test owner's API token, on the operator listener. */
export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url,
    headers: operatorHeaders,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Moves the member's past sends back in time, so the next send is not held by the rate limit. */
export async function ageSends(sites: TestSites, member: ChatTester, seconds = 120): Promise<void> {
  await sites.database.pool.query(
    `update chat_messages set created_at = created_at - make_interval(secs => $2) where member_id = $1`,
    [member.id, seconds],
  );
}
