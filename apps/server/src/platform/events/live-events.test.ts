import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../../test/live-events-helpers.ts';
import type { SseStream } from '../../../test/live-events-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { fund } from '../../../test/withdrawal-helpers.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';
import { buildSites } from '../../start.ts';
import { createPool } from '../database/pool.ts';
import type { Pool } from '../database/pool.ts';
import { createLogger } from '../logger.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';
import { notifyLiveEvent } from './notify.ts';

let sites: TestSites;
let baseUrl: string;
let ledger: Ledger;
let brandId: number;
const streams: SseStream[] = [];

interface TestMember {
  id: bigint;
  token: string;
}

async function newMember(): Promise<TestMember> {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { id: rows[0]!.id, token };
}

async function ticketOf(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/relay/events/ticket',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.ticket as string;
}

async function stream(url: string): Promise<SseStream> {
  const opened = await openSse(url);
  streams.push(opened);
  if (opened.status === 200) await opened.next((message) => message.event === 'ready');
  return opened;
}

beforeAll(async () => {
  sites = await createTestSites();
  baseUrl = await listenOnFreePort(sites.member);
  ({ ledger, brandId } = await brandLedger(sites));
});

afterAll(async () => {
  for (const open of streams) open.close();
  await sites.close();
});

describe('the live stream', () => {
  it('answers as an event stream: no buffering, no caching, a retry hint, then ready', async () => {
    const visitor = await stream(`${baseUrl}/wps/relay/events`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(visitor.headers.get('cache-control')).toContain('no-store');
    expect(visitor.headers.get('x-accel-buffering')).toBe('no');
    expect(visitor.raw).toMatch(/^retry: \d+\n\n/);
    expect(visitor.messages[0]).toEqual({ event: 'ready', data: { member: false } });
  });

  it('pushes a member their own balance, and nobody else’s', async () => {
    const [alice, bob] = [await newMember(), await newMember()];
    const aliceStream = await stream(
      `${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, alice.token)}`,
    );
    const bobStream = await stream(
      `${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, bob.token)}`,
    );
    const visitor = await stream(`${baseUrl}/wps/relay/events`);
    expect(aliceStream.messages[0]).toEqual({ event: 'ready', data: { member: true } });

    await fund(ledger, alice.id, 12_345n);
    await fund(ledger, bob.id, 777n);

    expect((await aliceStream.next((m) => m.event === 'balance')).data).toEqual({ balance: '12345' });
    expect((await bobStream.next((m) => m.event === 'balance')).data).toEqual({ balance: '777' });
    await sleep(200);
    expect(aliceStream.messages.filter((m) => m.event === 'balance')).toHaveLength(1);
    expect(bobStream.messages.filter((m) => m.event === 'balance')).toHaveLength(1);
    expect(visitor.messages.some((m) => m.event === 'balance')).toBe(false);
  });

  it('sends public topics to every page, visitors included, and nothing of another topic or brand', async () => {
    const member = await newMember();
    const memberStream = await stream(
      `${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, member.token)}`,
    );
    const visitor = await stream(`${baseUrl}/wps/relay/events`);
    const pool = sites.database.pool;
    await notifyLiveEvent(pool, { topic: 'internal', brandId, data: { secret: true } });
    await notifyLiveEvent(pool, { topic: 'winner', brandId: brandId + 1000, data: { other: 'brand' } });
    await notifyLiveEvent(pool, { topic: 'winner', brandId, data: { player: 'ab***c', prize: '900000' } });
    for (const page of [memberStream, visitor]) {
      const winner = await page.next((m) => m.event === 'winner');
      expect(winner.data).toEqual({ player: 'ab***c', prize: '900000' });
      expect(page.messages.map((m) => m.event)).toEqual(['ready', 'winner']);
    }
  });

  it('takes a ticket once, and only a real one', async () => {
    const member = await newMember();
    const ticket = await ticketOf(sites.member, member.token);
    expect((await stream(`${baseUrl}/wps/relay/events?ticket=${ticket}`)).status).toBe(200);
    const again = await stream(`${baseUrl}/wps/relay/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.raw).error.code).toBe('error_live_ticket_invalid');
    const forged = await stream(`${baseUrl}/wps/relay/events?ticket=${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    const malformed = await stream(`${baseUrl}/wps/relay/events?ticket=short`);
    expect(malformed.status).toBe(400);
    const noToken = await sites.member.inject({ method: 'POST', url: '/wps/relay/events/ticket' });
    expect(noToken.json().error.code).toBe('error_not_logged_in');
  });

  it('limits the streams of one member, and frees a place when a page closes', async () => {
    const member = await newMember();
    const open: SseStream[] = [];
    for (let index = 0; index < 5; index++) {
      open.push(
        await stream(`${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, member.token)}`),
      );
    }
    expect(open.every((page) => page.status === 200)).toBe(true);
    const sixth = await stream(
      `${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, member.token)}`,
    );
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.raw).error.code).toBe('error_live_streams_exceeded');
    open[0]!.close();
    await sleep(200);
    const again = await stream(
      `${baseUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, member.token)}`,
    );
    expect(again.status).toBe(200);
    for (const page of [...open, again]) page.close();
  });
});

describe('two server instances on one database', () => {
  let secondPool: Pool;
  let second: Awaited<ReturnType<typeof buildSites>>;
  let secondUrl: string;

  beforeAll(async () => {
    secondPool = createPool(sites.database.url, 3);
    second = await buildSites(sites.config, secondPool, createLogger(sites.config));
    secondUrl = await listenOnFreePort(second.member);
  });

  afterAll(async () => {
    for (const open of streams) open.close();
    await Promise.all(Object.values(second).map((app) => app.close()));
    await secondPool.end();
  });

  it('delivers a change committed on one instance to the streams of the other', async () => {
    const member = await newMember();
    // The ticket comes from the first instance; the page's stream lands on the second.
    const onSecond = await stream(
      `${secondUrl}/wps/relay/events?ticket=${await ticketOf(sites.member, member.token)}`,
    );
    const visitorOnSecond = await stream(`${secondUrl}/wps/relay/events`);
    const visitorOnFirst = await stream(`${baseUrl}/wps/relay/events`);
    await fund(ledger, member.id, 5_000n);
    expect((await onSecond.next((m) => m.event === 'balance')).data).toEqual({ balance: '5000' });
    await notifyLiveEvent(sites.database.pool, { topic: 'jackpot', brandId, data: { value: '123456' } });
    expect((await visitorOnSecond.next((m) => m.event === 'jackpot')).data).toEqual({ value: '123456' });
    expect((await visitorOnFirst.next((m) => m.event === 'jackpot')).data).toEqual({ value: '123456' });
  });
});
