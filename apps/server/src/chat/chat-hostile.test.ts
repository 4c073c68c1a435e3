import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import type { ChatTester } from './chat-test-helpers.ts';
import { chatMember, newChatKey, operatorCall, sendChat } from './chat-test-helpers.ts';

/**
 * Whatever a hostile member sends to the chat calls, and whatever reaches the operator's chat calls
 * without the key or with odd values, the answer is a well-formed 4xx refusal and nothing changes.
 */
let sites: TestSites;
let member: ChatTester;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  member = await chatMember(sites);
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select jsonb_agg(to_jsonb(c) order by id) from chat_messages c) as messages,
            (select jsonb_agg(to_jsonb(m) order by member_id) from chat_members m) as members`,
  );
  return rows[0];
}

const invalidText = fc.oneof(
  fc.string({ minLength: 201, maxLength: 400 }).filter((text) => Array.from(text.trim()).length > 200),
  fc.constantFrom('', ' ', '\t', '\n', 'a\nb', 'a\rb', '\u0000', 'x\u202ey', '\u2066', '\u200b \ufeff'),
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object()),
);
const invalidKey = fc.oneof(
  fc.string({ maxLength: 7 }),
  fc.string({ minLength: 65, maxLength: 90 }),
  fc.constantFrom("k' or '1'='1", 'key with spaces', '../../etc/pass', 'ключ-ключ-ключ'),
  fc.constant(undefined),
);

const hostileSend = fc.oneof(
  invalidText.map((text) => ({ text, idempotencyKey: newChatKey() })),
  invalidKey.map((idempotencyKey) => ({ text: 'hello', idempotencyKey })),
  fc.constant({}),
  fc.constant({ text: 'hello' }),
);

const oddNumber = ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', "1' or '1'='1"];
const hostileRead = fc
  .oneof(
    fc.tuple(fc.constant('before'), fc.constantFrom(...oddNumber, '', '007', '0x10')),
    fc.tuple(fc.constant('size'), fc.constantFrom(...oddNumber, '101')),
  )
  .map(([key, value]) => `/wps/relay/chat/messages?${key}=${encodeURIComponent(value)}`);

describe('hostile chat calls', () => {
  it('are refused for a member, and write nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileSend, async (payload) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/relay/chat/messages',
          headers: bearer(member.token),
          payload: payload as Record<string, unknown>,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(hostileRead, async (url) => {
        expectRefusal(await sites.member.inject({ method: 'GET', url, headers: bearer(member.token) }));
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not JSON or far too large, without a 5xx', async () => {
    const notJson = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/chat/messages',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '{"text": "unterminated',
    });
    expectRefusal(notJson);
    const huge = await sendChat(sites.member, member, 'x'.repeat(2_000_000));
    expectRefusal(huge);
  });
});

describe('the operator’s chat calls', () => {
  it('need an operator’s credential', async () => {
    for (const [method, url] of [
      ['GET', '/admin/chat/messages'],
      ['DELETE', '/admin/chat/messages/1'],
      ['GET', '/admin/chat/mutes'],
      ['PUT', `/admin/chat/mutes/${member.username}`],
      ['DELETE', `/admin/chat/mutes/${member.username}`],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer lopt_wrong' }, bearer(member.token)]) {
        const response = await sites.operator.inject({
          method,
          url,
          headers,
          ...(method === 'PUT' ? { payload: { minutes: 5 } } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('error_operator_unauthorized');
      }
    }
  });

  it('list the messages with their authors’ real names, by member and by status', async () => {
    const writer = await chatMember(sites);
    const kept = (await sendChat(sites.member, writer, 'kept')).json().value.id as string;
    await sites.database.pool.query(
      `update chat_messages set created_at = created_at - interval '1 minute' where member_id = $1`,
      [writer.id],
    );
    const removed = (await sendChat(sites.member, writer, 'removed')).json().value.id as string;
    await operatorCall(sites.operator, 'DELETE', `/admin/chat/messages/${removed}`);

    const all = await operatorCall(sites.operator, 'GET', `/admin/chat/messages?username=${writer.username}`);
    expect(all.statusCode).toBe(200);
    const page = all.json().value;
    expect(page).toMatchObject({ page: 1, size: 20, total: 2 });
    expect(page.content.map((message: { id: string }) => message.id)).toEqual([removed, kept]);
    expect(page.content[0]).toMatchObject({ username: writer.username, text: 'removed' });
    expect(page.content[0].deletedAt).toEqual(expect.any(String));
    expect(page.content[1].deletedAt).toBeNull();
    const deleted = await operatorCall(
      sites.operator,
      'GET',
      `/admin/chat/messages?username=${writer.username.toUpperCase()}&status=deleted`,
    );
    expect(deleted.json().value.content.map((message: { id: string }) => message.id)).toEqual([removed]);
    const visible = await operatorCall(
      sites.operator,
      'GET',
      `/admin/chat/messages?username=${writer.username}&status=visible`,
    );
    expect(visible.json().value.content.map((message: { id: string }) => message.id)).toEqual([kept]);
  });

  it('audit each delete, mute and unmute', async () => {
    const target = await chatMember(sites);
    const id = (await sendChat(sites.member, target, 'audit me')).json().value.id as string;
    await operatorCall(sites.operator, 'DELETE', `/admin/chat/messages/${id}`);
    await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${target.username}`, { minutes: 30 });
    await operatorCall(sites.operator, 'DELETE', `/admin/chat/mutes/${target.username}`);
    const { rows } = await sites.database.pool.query<{
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, target, before, after from operator_audit
        where action like 'chat.%' and target in ($1, $2) order by id`,
      [`chat message ${id}`, `member ${target.username}`],
    );
    expect(rows.map((row) => row.action)).toEqual(['chat.delete', 'chat.mute', 'chat.unmute']);
    expect(rows[0]).toMatchObject({
      before: { author: target.username, body: 'audit me', deletedAt: null },
      after: { author: target.username, body: 'audit me', deletedAt: expect.any(String) },
    });
    expect(rows[1]).toMatchObject({
      before: { mutedUntil: null, muteReason: null },
      after: { mutedUntil: expect.any(String), muteReason: null },
    });
    expect(rows[2]).toMatchObject({
      before: { mutedUntil: expect.any(String) },
      after: { mutedUntil: null, muteReason: null },
    });
  });

  it('list the mutes in force only', async () => {
    const [long, short, lifted] = [await chatMember(sites), await chatMember(sites), await chatMember(sites)];
    await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${long.username}`, { minutes: 600 });
    await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${short.username}`, {
      minutes: 60,
      reason: 'Flooding',
    });
    await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${lifted.username}`, { minutes: 60 });
    await operatorCall(sites.operator, 'DELETE', `/admin/chat/mutes/${lifted.username}`);
    const mutes = (await operatorCall(sites.operator, 'GET', '/admin/chat/mutes')).json().value
      .content as Array<{
      username: string;
      muteReason: string | null;
    }>;
    const names = mutes.map((mute) => mute.username);
    expect(names.indexOf(long.username)).toBeLessThan(names.indexOf(short.username));
    expect(names).not.toContain(lifted.username);
    expect(mutes.find((mute) => mute.username === short.username)?.muteReason).toBe('Flooding');
  });

  it('refuse odd ids, unknown members and bad mutes with a 4xx, changing nothing', async () => {
    const before = await snapshot();
    const odd = [
      ['DELETE', '/admin/chat/messages/0'],
      ['DELETE', '/admin/chat/messages/abc'],
      ['DELETE', '/admin/chat/messages/99999999999999999999'],
      ['DELETE', '/admin/chat/messages/999999999'],
      ['GET', '/admin/chat/messages?status=gone'],
      ['GET', '/admin/chat/messages?size=500'],
      ['PUT', '/admin/chat/mutes/nobody-here'],
      ['DELETE', '/admin/chat/mutes/nobody-here'],
    ] as const;
    for (const [method, url] of odd) {
      const response = await operatorCall(
        sites.operator,
        method,
        url,
        method === 'PUT' ? { minutes: 5 } : undefined,
      );
      expectRefusal(response);
    }
    expect((await operatorCall(sites.operator, 'DELETE', '/admin/chat/messages/999999999')).statusCode).toBe(
      404,
    );
    expect(
      (await operatorCall(sites.operator, 'DELETE', '/admin/chat/mutes/nobody-here')).json().error.code,
    ).toBe('error_account_not_found');
    for (const body of [
      { minutes: 0 },
      { minutes: -5 },
      { minutes: 1.5 },
      { minutes: 366 * 24 * 60 + 1 },
      { minutes: '10' },
      { minutes: 10, reason: 'r'.repeat(201) },
      {},
    ]) {
      const response = await operatorCall(
        sites.operator,
        'PUT',
        `/admin/chat/mutes/${member.username}`,
        body,
      );
      expectRefusal(response);
      expect(response.json().error.code).toBe('error_validation');
    }
    // A reason is one line of plain text (the free-text rule).
    const twoLines = await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${member.username}`, {
      minutes: 10,
      reason: 'two\nlines',
    });
    expect(twoLines.json().error).toMatchObject({
      code: 'error_forbidden_characters',
      params: { field: 'reason' },
    });
    expect(await snapshot()).toEqual(before);
  });
});
