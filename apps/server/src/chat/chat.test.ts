import { bothReferences } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import type { ChatTester } from './chat-test-helpers.ts';
import { ageSends, chatMember, newChatKey, operatorCall, readRoom, sendChat } from './chat-test-helpers.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

/** Sends and expects it through; ages the member's sends so the next one is not rate limited. */
async function say(member: ChatTester, text: string) {
  const response = await sendChat(sites.member, member, text);
  expect(response.statusCode, response.body).toBe(200);
  await ageSends(sites, member);
  return response.json().value as { id: string; author: string; text: string; mine: boolean };
}

describe('writing and reading the room', () => {
  it('answers the message, masked, and the room shows it oldest first with the reader’s own marked', async () => {
    const [alice, bob] = [await chatMember(sites), await chatMember(sites)];
    const first = await say(alice, '  Xin chào cả nhà!  ');
    expect(first).toMatchObject({ text: 'Xin chào cả nhà!', mine: true });
    expect(first.author).toBe(`${alice.username.slice(0, 2)}***${alice.username.at(-1)}`);
    expect(JSON.stringify(first)).not.toContain(alice.username);
    const second = await say(bob, 'Chào Alice');

    const seenByBob = await readRoom(sites.member, bob);
    const lastTwo = seenByBob.content.slice(-2);
    expect(lastTwo.map((message) => message.id)).toEqual([first.id, second.id]);
    expect(lastTwo.map((message) => message.mine)).toEqual([false, true]);
    expect(JSON.stringify(seenByBob)).not.toContain(alice.username);
    expect(new Date(lastTwo[0]!.createdAt).toISOString()).toBe(lastTwo[0]!.createdAt);
  });

  it('pages back by the oldest id shown, and says when nothing older remains', async () => {
    const writer = await chatMember(sites);
    const sent: string[] = [];
    for (let index = 1; index <= 5; index++) sent.push((await say(writer, `line ${index}`)).id);
    const latest = await readRoom(sites.member, writer, '?size=2');
    expect(latest.content.map((message) => message.text)).toEqual(['line 4', 'line 5']);
    expect(latest.hasMore).toBe(true);
    const earlier = await readRoom(sites.member, writer, `?size=2&before=${sent[3]}`);
    expect(earlier.content.map((message) => message.text)).toEqual(['line 2', 'line 3']);
    const firstEver = await sites.database.pool.query<{ id: bigint }>(
      'select min(id) as id from chat_messages',
    );
    const oldest = await readRoom(sites.member, writer, `?size=5&before=${firstEver.rows[0]!.id}`);
    expect(oldest).toEqual({ content: [], size: 5, hasMore: false });
  });

  it('answers a repeated key with the first message and writes it once', async () => {
    const member = await chatMember(sites);
    const key = newChatKey();
    const first = await sendChat(sites.member, member, 'only once', key);
    const again = await sendChat(sites.member, member, 'only once', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    const { rows } = await sites.database.pool.query('select 1 from chat_messages where member_id = $1', [
      member.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('keeps hostile text as plain text, byte for byte', async () => {
    const member = await chatMember(sites);
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      "'; drop table chat_messages; --",
      '{{constructor.constructor("alert(1)")()}}',
      '**bold** [link](javascript:alert(1))',
    ];
    for (const text of hostile) {
      const message = await say(member, text);
      expect(message.text).toBe(text);
    }
    const room = await readRoom(sites.member, member, '?size=100');
    for (const text of hostile) expect(room.content.some((message) => message.text === text)).toBe(true);
  });
});

describe('the length and the form of a message', () => {
  it('takes 1 to 200 characters counted as a reader counts them, once trimmed', async () => {
    const member = await chatMember(sites);
    expect((await say(member, 'a'.repeat(200))).text).toHaveLength(200);
    // 200 emoji (400 UTF-16 units) and 200 Vietnamese letters are 200 characters.
    expect(Array.from((await say(member, '😀'.repeat(200))).text)).toHaveLength(200);
    expect((await say(member, 'ệ'.repeat(200))).text).toBe('ệ'.repeat(200));
    expect((await say(member, `   ${'b'.repeat(200)}   `)).text).toBe('b'.repeat(200));
  });

  it('refuses empty, blank and too long text with error_validation, and multi-line, invisible and direction-spoofing text with error_forbidden_characters', async () => {
    const member = await chatMember(sites);
    const refused = ['', '    ', 'a'.repeat(201), '😀'.repeat(201), 42, null, ['a']];
    for (const text of refused) {
      const response = await sendChat(sites.member, member, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
      expect(Object.keys(response.json().error.fields)).toContain('text');
    }
    const forbidden = ['\u200b\u200b', 'one\ntwo', 'tab\there', 'nul\u0000byte', 'evil\u202etxt.exe'];
    for (const text of forbidden) {
      const response = await sendChat(sites.member, member, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'error_forbidden_characters',
        params: { field: 'text' },
      });
      expect(Object.keys(response.json().error.fields)).toEqual(['text']);
    }
    const bad = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/chat/messages',
      headers: bearer(member.token),
      payload: { text: 'hello', idempotencyKey: 'short' },
    });
    expect(bad.json().error.code).toBe('error_validation');
    const { rows } = await sites.database.pool.query('select 1 from chat_messages where member_id = $1', [
      member.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('who may read and write', () => {
  it('refuses visitors every call, and answers nothing of the room on the other sites', async () => {
    const member = await chatMember(sites);
    for (const [method, url] of [
      ['GET', '/wps/relay/chat/messages'],
      ['POST', '/wps/relay/chat/messages'],
      ['GET', '/wps/relay/chat/me'],
    ] as const) {
      const visitor = await sites.member.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { text: 'hi', idempotencyKey: newChatKey() } } : {}),
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('error_not_logged_in');
      const forged = await sites.member.inject({ method: 'GET', url, headers: bearer('x'.repeat(43)) });
      expect(forged.json().error.code).toBe('error_not_logged_in');
      const onAgentSite = await sites.agent.inject({ method: 'GET', url, headers: bearer(member.token) });
      expect(onAgentSite.statusCode).toBe(404);
    }
  });

  it('lets a guest account read but not write', async () => {
    const guest = await chatMember(sites);
    await sites.database.pool.query('update members set is_demo = true where id = $1', [guest.id]);
    expect((await readRoom(sites.member, guest)).size).toBe(50);
    const me = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/chat/me',
      headers: bearer(guest.token),
    });
    expect(me.json().value).toEqual({ guest: true, mutedUntil: null, muteReason: null });
    const refused = await sendChat(sites.member, guest, 'hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_chat_guest');
  });

  it('refuses a member on a time-out, as every other action', async () => {
    const member = await chatMember(sites);
    // The break is written directly: the route would also end the session this test still holds.
    await sites.database.pool.query(
      `insert into protection_breaks (member_id, kind, ends_at) values ($1, 'time_out', now() + interval '1 day')`,
      [member.id],
    );
    const refused = await sendChat(sites.member, member, 'hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_timed_out');
  });
});

describe('the operator’s mute', () => {
  it('refuses the muted member until when, tells them why, and lets them write again once lifted', async () => {
    const member = await chatMember(sites);
    const muted = await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${member.username}`, {
      minutes: 90,
      reason: 'Spam links',
    });
    expect(muted.statusCode).toBe(200);
    const mutedUntil = muted.json().value.mutedUntil as string;
    expect(muted.json().value).toMatchObject({ username: member.username, muteReason: 'Spam links' });
    const minutesLeft = (new Date(mutedUntil).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(88);
    expect(minutesLeft).toBeLessThanOrEqual(90);

    const refused = await sendChat(sites.member, member, 'let me talk');
    expect(refused.statusCode).toBe(403);
    const error = refused.json().error;
    expect(error.code).toBe('error_chat_muted');
    expect(error.params.until).toBe(mutedUntil);
    expect(error.params.untilText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+7\)$/);
    const me = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/chat/me',
      headers: bearer(member.token),
    });
    expect(me.json().value).toEqual({ guest: false, mutedUntil, muteReason: 'Spam links' });
    // Muted members still read the room.
    expect((await readRoom(sites.member, member)).size).toBe(50);

    const lifted = await operatorCall(sites.operator, 'DELETE', `/admin/chat/mutes/${member.username}`);
    expect(lifted.json().value).toEqual({ username: member.username, mutedUntil: null, muteReason: null });
    expect((await sendChat(sites.member, member, 'thanks')).statusCode).toBe(200);
  });

  it('lets a mute run out by itself', async () => {
    const member = await chatMember(sites);
    await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${member.username}`, { minutes: 5 });
    await sites.database.pool.query(
      `update chat_members set muted_until = now() - interval '1 second' where member_id = $1`,
      [member.id],
    );
    expect((await sendChat(sites.member, member, 'back')).statusCode).toBe(200);
  });
});

describe('the reference', () => {
  it('publishes the chat calls, their limits and the operator’s calls in the OpenAPI document', async () => {
    const document = await bothReferences(sites);
    const send = JSON.stringify(document.paths['/wps/relay/chat/messages'].post);
    expect(send).toContain('1 to 200 characters');
    expect(send).toContain('idempotencyKey');
    expect(JSON.stringify(document.paths['/wps/relay/chat/messages'].get)).toContain('"before"');
    expect(document.paths['/wps/relay/chat/me']).toBeDefined();
    expect(document.paths['/admin/chat/mutes/{username}'].put).toBeDefined();
    expect(document.paths['/admin/chat/messages/{id}'].delete).toBeDefined();
  });
});
