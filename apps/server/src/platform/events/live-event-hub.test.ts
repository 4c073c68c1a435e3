import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { sleep } from '../../../test/live-events-helpers.ts';
import { createLiveEventHub } from './live-event-hub.ts';
import { notifyLiveEvent } from './notify.ts';
import type { LiveEvent } from './notify.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

it('reconnects when its LISTEN connection drops, and delivers again', async () => {
  const hub = createLiveEventHub({ pool: database.pool, brandId: 7, reconnectMs: { first: 50, max: 200 } });
  const received: LiveEvent[] = [];
  hub.subscribe((event) => received.push(event));
  await hub.ready();
  await notifyLiveEvent(database.pool, { topic: 'jackpot', brandId: 7, data: { value: '1' } });
  await expect.poll(() => received.length).toBe(1);

  await database.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'lotus-live-events' and datname = current_database()`,
  );
  await sleep(100);
  await hub.ready();
  await notifyLiveEvent(database.pool, { topic: 'jackpot', brandId: 7, data: { value: '2' } });
  await notifyLiveEvent(database.pool, { topic: 'jackpot', brandId: 8, data: { value: 'other brand' } });
  await expect.poll(() => received.map((event) => event.data)).toEqual([{ value: '1' }, { value: '2' }]);
  await hub.close();
});
