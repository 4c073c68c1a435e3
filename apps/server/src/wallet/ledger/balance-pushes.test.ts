import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { liveEventsChannel } from '../../platform/events/notify.ts';
import { sendQueuedBalancePushes } from './balance-pushes.ts';
import { createLedger } from './service.ts';
import type { Ledger } from './service.ts';

// A member's balance push is queued by the journal's own transaction and sent by the instances
// (decision 0013): no journal sends a NOTIFY, whose lock would serialise every commit.

let database: TestDatabase;
let pool: Pool;
let otherPool: Pool;
let brandId: number;
let ledger: Ledger;
let listener: pg.Client;
const received: Array<{ topic: string; brandId: number; memberId: string; data: unknown }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 8);
  otherPool = createPool(database.url, 4);
  const code = `push${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
     values ($1, 'Pushes', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
    [code],
  );
  brandId = (rows[0] as { id: number }).id;
  ledger = createLedger({ pool, brand: { id: brandId, currency: 'VND' } });
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (message) => received.push(JSON.parse(message.payload ?? '{}')));
  await listener.query(`listen ${liveEventsChannel}`);
});
afterAll(async () => {
  await listener.end();
  await pool.end();
  await otherPool.end();
  await database.drop();
});

let keyNumber = 0;
const move = (memberId: bigint, amount: bigint) =>
  ledger.post({
    idempotencyKey: `push-${(keyNumber += 1)}`,
    kind: amount > 0n ? 'deposit' : 'bet',
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house: amount > 0n ? 'deposits_clearing' : 'house' }, amount: -amount },
    ],
  });

const queued = async () =>
  (
    await pool.query<{ n: number }>(
      'select count(*)::int as n from ledger_balance_pushes where brand_id = $1',
      [brandId],
    )
  ).rows[0]?.n;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('balance pushes', () => {
  it('are queued by the journal’s transaction, and sent once per member with the latest balance', async () => {
    received.length = 0;
    const [alice, bob] = [await insertTestMember(pool, brandId), await insertTestMember(pool, brandId)];
    await move(alice.id, 5_000n);
    await move(alice.id, -1_200n);
    await move(bob.id, 700n);
    // A journal that fails (more than the wallet holds) queues nothing.
    await expect(move(bob.id, -5_000n)).rejects.toMatchObject({ code: 'error_insufficient_funds' });
    expect(await queued()).toBe(3);
    await sleep(100);
    // Nothing was sent by the journals themselves.
    expect(received).toEqual([]);

    expect(await sendQueuedBalancePushes(pool, brandId)).toBe(3);
    await sleep(100);
    expect(received).toHaveLength(2);
    expect(received).toEqual(
      expect.arrayContaining([
        { topic: 'balance', brandId, memberId: String(alice.id), data: { balance: '3800' } },
        { topic: 'balance', brandId, memberId: String(bob.id), data: { balance: '700' } },
      ]),
    );
    expect(await queued()).toBe(0);
    expect(await sendQueuedBalancePushes(pool, brandId)).toBe(0);
  });

  it('go once when two instances send at the same moment, the newest balance last', async () => {
    received.length = 0;
    const members = await Promise.all(Array.from({ length: 5 }, () => insertTestMember(pool, brandId)));
    for (const member of members) for (const amount of [1_000n, 2_000n, -500n]) await move(member.id, amount);
    const sent = await Promise.all([
      sendQueuedBalancePushes(pool, brandId),
      sendQueuedBalancePushes(otherPool, brandId),
    ]);
    expect(sent[0] + sent[1]).toBe(15);
    await sleep(100);
    for (const member of members) {
      const mine = received.filter((event) => event.memberId === String(member.id));
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.at(-1)?.data).toEqual({ balance: '2500' });
    }
    expect(await queued()).toBe(0);
  });
});
