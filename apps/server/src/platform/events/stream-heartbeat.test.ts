import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenOnFreePort, openSse, sleep } from '../../../test/live-events-helpers.ts';
import { buildHttpApp } from '../http/app.ts';
import { createLogger } from '../logger.ts';
import type { LiveEventHub, LiveEventListener } from './live-event-hub.ts';
import type { LiveTickets } from './live-tickets.ts';
import { liveEventRoutes } from './stream-routes.ts';

/** The stream's own timing and clean-up, with an in-memory hub and short settings (no database). */
const listeners = new Set<LiveEventListener>();
const hub: LiveEventHub = {
  subscribe: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  watchConnection: () => () => undefined,
  ready: async () => undefined,
  close: async () => undefined,
};
const tickets = {
  issue: async () => ({ ticket: '', expiresAt: new Date() }),
  redeem: async () => 5n,
} as LiveTickets;
let app: Awaited<ReturnType<typeof buildHttpApp>>;
let baseUrl: string;

beforeAll(async () => {
  app = await buildHttpApp({
    site: 'member',
    logger: createLogger({ LOG_LEVEL: 'silent', LOG_PRETTY: false }),
    trustProxy: false,
    rateLimit: { max: 1000, windowMs: 60_000 },
    distDirectory: undefined,
    registerRoutes: async (instance) => {
      await instance.register(
        liveEventRoutes({
          hub,
          tickets,
          settings: { heartbeatMs: 50, retryMs: 1_500 },
        }),
      );
    },
  });
  baseUrl = await listenOnFreePort(app);
});

afterAll(() => app.close());

it('sends the retry hint and a heartbeat comment, and unsubscribes when the page goes', async () => {
  const stream = await openSse(`${baseUrl}/wps/relay/events?ticket=${'x'.repeat(43)}`);
  await stream.next((message) => message.event === 'ready');
  expect(stream.raw.startsWith('retry: 1500\n\n')).toBe(true);
  await sleep(200);
  expect(stream.raw.match(/^: heartbeat$/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(listeners.size).toBe(1);
  for (const listener of listeners)
    listener({ topic: 'balance', brandId: 1, memberId: '5', data: { balance: '9' } });
  expect((await stream.next((message) => message.event === 'balance')).data).toEqual({ balance: '9' });
  stream.close();
  await expect.poll(() => listeners.size).toBe(0);
});

it('ends open streams when the server closes, so shutting down does not hang', async () => {
  const stream = await openSse(`${baseUrl}/wps/relay/events`);
  await stream.next((message) => message.event === 'ready');
  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(2_000);
});
