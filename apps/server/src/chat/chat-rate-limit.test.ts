import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { buildSites } from '../start.ts';
import { createPool } from '../platform/database/pool.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createLogger } from '../platform/logger.ts';
import { ageSends, chatMember, sendChat } from './chat-test-helpers.ts';

/**
 * The rate limit (one message per 2 s, 10 per minute) lives in the database: it holds for sends that
 * reach two server instances sharing one PostgreSQL, and for sends that arrive at the same moment.
 */
let sites: TestSites;
let secondPool: Pool;
let second: Awaited<ReturnType<typeof buildSites>>;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  secondPool = createPool(sites.database.url, 5);
  second = await buildSites(sites.config, secondPool, createLogger(sites.config));
});

afterAll(async () => {
  await Promise.all(Object.values(second).map((app) => app.close()));
  await secondPool.end();
  await sites.close();
});

describe('the chat rate limit', () => {
  it('refuses a second message within 2 seconds, saying how long to wait, on either instance', async () => {
    const member = await chatMember(sites);
    expect((await sendChat(sites.member, member, 'first')).statusCode).toBe(200);
    for (const app of [sites.member, second.member]) {
      const tooSoon = await sendChat(app, member, 'second');
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().error.code).toBe('error_chat_too_fast');
      expect(tooSoon.json().error.params.retryAfterSeconds).toBeOneOf([1, 2]);
      expect(tooSoon.headers['retry-after']).toBe(String(tooSoon.json().error.params.retryAfterSeconds));
    }
    // Once the 2 seconds have passed (the sends aged by 3 s), the next goes through.
    await ageSends(sites, member, 3);
    expect((await sendChat(second.member, member, 'second')).statusCode).toBe(200);
  });

  it('allows 10 messages in any minute: the 11th waits for the oldest to leave the minute', async () => {
    const member = await chatMember(sites);
    // Ten sends in the last 50 seconds, 5 seconds apart, the oldest 50 seconds ago.
    await sites.database.pool.query(
      `insert into chat_messages (brand_id, member_id, idempotency_key, body, created_at)
       select m.brand_id, m.id, 'seed-key-' || n, 'seeded ' || n, now() - make_interval(secs => 50 - 5 * n)
         from members m, generate_series(0, 9) n where m.id = $1`,
      [member.id],
    );
    const eleventh = await sendChat(second.member, member, 'eleventh');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('error_chat_too_fast');
    const wait = eleventh.json().error.params.retryAfterSeconds as number;
    expect(wait).toBeGreaterThanOrEqual(9);
    expect(wait).toBeLessThanOrEqual(11);
    // 12 seconds later the oldest has left the minute: nine remain, one more fits.
    await ageSends(sites, member, 12);
    expect((await sendChat(sites.member, member, 'eleventh')).statusCode).toBe(200);
    expect((await sendChat(sites.member, member, 'twelfth')).statusCode).toBe(429);
  });

  it('lets exactly one of many sends made at the same moment on two instances through', async () => {
    const member = await chatMember(sites);
    // A member who wrote before (a minute ago): the sends below race on the existing row's lock.
    expect((await sendChat(sites.member, member, 'earlier')).statusCode).toBe(200);
    await ageSends(sites, member, 61);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        sendChat(index % 2 === 0 ? sites.member : second.member, member, `burst ${index}`),
      ),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const { rows } = await sites.database.pool.query('select 1 from chat_messages where member_id = $1', [
      member.id,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('counts each member apart', async () => {
    const [alice, bob] = [await chatMember(sites), await chatMember(sites)];
    expect((await sendChat(sites.member, alice, 'hi')).statusCode).toBe(200);
    expect((await sendChat(second.member, bob, 'hi')).statusCode).toBe(200);
  });
});
