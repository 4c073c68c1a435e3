import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { operatorCall } from '../../test/feedback-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../test/live-events-helpers.ts';
import type { SseStream } from '../../test/live-events-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../test/wallet-helpers.ts';
import { createMessageService } from './service.ts';

/**
 * The header's unread count rises at once: whatever writes messages also sends the live `inbox`
 * event, to the member's own pages (a deposit's message) or to every signed-in page (a mailing);
 * never to a visitor's page.
 */
let sites: TestSites;
let baseUrl: string;
let brandId: number;
const streams: SseStream[] = [];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  baseUrl = await listenOnFreePort(sites.member);
  ({ brandId } = await brandLedger(sites));
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await sites.close();
});

async function open(path: string): Promise<SseStream> {
  const stream = await openSse(`${baseUrl}${path}`);
  streams.push(stream);
  await stream.next((message) => message.event === 'ready');
  return stream;
}

async function signedInPage(token: string): Promise<SseStream> {
  const ticket = await (sites.member as FastifyInstance).inject({
    method: 'POST',
    url: '/wps/relay/events/ticket',
    headers: bearer(token),
  });
  return open(`/wps/relay/events?ticket=${ticket.json().value.ticket as string}`);
}

async function memberId(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

const inboxEvents = (stream: SseStream) => stream.messages.filter((message) => message.event === 'inbox');

describe('the inbox, live', () => {
  it('tells only the member of a message of their own, and every signed-in page of a mailing', async () => {
    const register = () => registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const [alice, bob] = [await register(), await register()];
    const [alicePage, bobPage, visitorPage] = [
      await signedInPage(alice.token),
      await signedInPage(bob.token),
      await open('/wps/relay/events'),
    ];

    const messages = createMessageService({ pool: sites.database.pool, brandId });
    await messages.sendWithin(sites.database.pool, {
      memberId: await memberId(alice.username),
      kind: 'deposit_arrived',
      params: { amount: '100000', currency: 'VND' },
    });
    await alicePage.next((message) => message.event === 'inbox');

    const mailed = await operatorCall(sites, {
      method: 'POST',
      url: '/admin/messages/mail',
      body: { idempotencyKey: 'live-mail-1', to: { kind: 'all' }, title: 'News', body: 'Hello from us' },
    });
    expect(mailed.response.statusCode).toBe(200);
    await bobPage.next((message) => message.event === 'inbox');
    await expect.poll(() => inboxEvents(alicePage).length).toBe(2);

    // Bob heard only of the mailing, the visitor of nothing.
    await sleep(200);
    expect(inboxEvents(bobPage)).toHaveLength(1);
    expect(inboxEvents(visitorPage)).toHaveLength(0);
  });
});
