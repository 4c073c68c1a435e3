import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../test/live-events-helpers.ts';
import type { SseMessage, SseStream } from '../../test/live-events-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { buildSites } from '../start.ts';
import { createPool } from '../platform/database/pool.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createLogger } from '../platform/logger.ts';
import type { ChatTester } from './chat-test-helpers.ts';
import { chatMember, operatorCall, readRoom, sendChat } from './chat-test-helpers.ts';

/**
 * The room over the live stream (topic `chat`): every logged-in page sees each new message and each
 * deletion, on whichever instance its stream is open; visitors see none; a mute reaches only the
 * muted member's pages.
 */
let sites: TestSites;
let firstUrl: string;
let secondPool: Pool;
let second: Awaited<ReturnType<typeof buildSites>>;
let secondUrl: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  firstUrl = await listenOnFreePort(sites.member);
  secondPool = createPool(sites.database.url, 5);
  second = await buildSites(sites.config, secondPool, createLogger(sites.config));
  secondUrl = await listenOnFreePort(second.member);
});

afterAll(async () => {
  for (const open of streams) open.close();
  await Promise.all(Object.values(second).map((app) => app.close()));
  await secondPool.end();
  await sites.close();
});

async function open(url: string): Promise<SseStream> {
  const stream = await openSse(url);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((message) => message.event === 'ready');
  return stream;
}

/** A member's page: a ticket from the first instance, the stream on `baseUrl`. */
async function memberPage(member: ChatTester, baseUrl: string): Promise<SseStream> {
  const ticket = await (sites.member as FastifyInstance).inject({
    method: 'POST',
    url: '/wps/relay/events/ticket',
    headers: bearer(member.token),
  });
  return open(`${baseUrl}/wps/relay/events?ticket=${ticket.json().value.ticket as string}`);
}

const chatEvents = (stream: SseStream): SseMessage[] => stream.messages.filter((m) => m.event === 'chat');

describe('the chat room, live', () => {
  it('pushes a new message to every logged-in page on both instances, and nothing to visitors', async () => {
    const [alice, bob] = [await chatMember(sites), await chatMember(sites)];
    const alicePage = await memberPage(alice, firstUrl);
    const bobPage = await memberPage(bob, secondUrl);
    const visitorPage = await open(`${firstUrl}/wps/relay/events`);

    const sent = await sendChat(second.member, alice, '<b>Chào</b> mọi người');
    expect(sent.statusCode).toBe(200);
    const message = sent.json().value as { id: string; author: string; text: string; createdAt: string };
    const expected = {
      kind: 'message',
      message: {
        id: message.id,
        author: message.author,
        text: '<b>Chào</b> mọi người',
        createdAt: message.createdAt,
      },
    };
    for (const page of [alicePage, bobPage]) {
      expect((await page.next((m) => m.event === 'chat')).data).toEqual(expected);
    }
    await sleep(200);
    expect(chatEvents(visitorPage)).toHaveLength(0);
    // The event names no account: the author is masked as in the room.
    expect(JSON.stringify(chatEvents(bobPage))).not.toContain(alice.username);
  });

  it('pushes the operator’s delete to every page, and the room no longer holds the message', async () => {
    const [alice, bob] = [await chatMember(sites), await chatMember(sites)];
    const alicePage = await memberPage(alice, secondUrl);
    const bobPage = await memberPage(bob, firstUrl);
    const sent = await sendChat(sites.member, alice, 'buy followers at spam.example');
    const id = sent.json().value.id as string;
    await bobPage.next((m) => m.event === 'chat' && (m.data as { kind: string }).kind === 'message');

    const deleted = await operatorCall(sites.operator, 'DELETE', `/admin/chat/messages/${id}`);
    expect(deleted.json().value).toEqual({ id, deleted: true });
    for (const page of [alicePage, bobPage]) {
      const event = await page.next(
        (m) => m.event === 'chat' && (m.data as { kind: string }).kind === 'deleted',
      );
      expect(event.data).toEqual({ kind: 'deleted', id });
    }
    const room = await readRoom(sites.member, bob, '?size=100');
    expect(room.content.some((message) => message.id === id)).toBe(false);

    // A second delete changes nothing and sends nothing.
    const again = await operatorCall(second.operator, 'DELETE', `/admin/chat/messages/${id}`);
    expect(again.json().value).toEqual({ id, deleted: false });
    await sleep(200);
    expect(chatEvents(bobPage).filter((m) => (m.data as { kind: string }).kind === 'deleted')).toHaveLength(
      1,
    );
  });

  it('tells only the muted member’s pages of a mute and of its end', async () => {
    const [muted, other] = [await chatMember(sites), await chatMember(sites)];
    const mutedPage = await memberPage(muted, firstUrl);
    const otherPage = await memberPage(other, secondUrl);
    const mute = await operatorCall(sites.operator, 'PUT', `/admin/chat/mutes/${muted.username}`, {
      minutes: 10,
      reason: 'Cool down',
    });
    const { mutedUntil } = mute.json().value as { mutedUntil: string };
    expect((await mutedPage.next((m) => m.event === 'chat')).data).toEqual({
      kind: 'muted',
      mutedUntil,
      muteReason: 'Cool down',
    });
    await operatorCall(sites.operator, 'DELETE', `/admin/chat/mutes/${muted.username}`);
    await expect
      .poll(() => chatEvents(mutedPage).map((m) => m.data))
      .toContainEqual({ kind: 'muted', mutedUntil: null, muteReason: null });
    await sleep(200);
    expect(chatEvents(otherPage)).toHaveLength(0);
  });

  it('sends nothing when a send is refused', async () => {
    const member = await chatMember(sites);
    const page = await memberPage(member, firstUrl);
    expect((await sendChat(sites.member, member, 'one')).statusCode).toBe(200);
    expect((await sendChat(sites.member, member, 'two')).statusCode).toBe(429);
    await sleep(300);
    const texts = chatEvents(page).map((m) => (m.data as { message?: { text: string } }).message?.text);
    expect(texts).toEqual(['one']);
  });
});
