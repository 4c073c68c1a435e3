import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { call, housePlayer, newKey } from '../house/house-test-helpers.ts';
import type { HousePlayer } from '../house/house-test-helpers.ts';
import type { LiveEvent } from '../platform/events/notify.ts';
import { createPool } from '../platform/database/pool.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createLogger } from '../platform/logger.ts';
import { buildSites } from '../start.ts';
import { createMaintenanceFlag, systemSettingsTopic } from './maintenance-flag.ts';

/** A stand-in for the hub: events and connection changes sent by hand. */
function fakeChanges() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const watchers = new Set<(connected: boolean) => void>();
  return {
    subscribe: (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watchConnection: (watcher: (connected: boolean) => void) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    notice: () => {
      for (const listener of listeners) listener({ topic: systemSettingsTopic, brandId: 1, data: null });
    },
    connection: (connected: boolean) => {
      for (const watcher of watchers) watcher(connected);
    },
  };
}

describe('the kept maintenance switch', () => {
  it('is kept only while changes are heard, and read again after a change or a lost connection', async () => {
    let row = false;
    let reads = 0;
    const changes = fakeChanges();
    const flag = createMaintenanceFlag({
      read: async () => {
        reads += 1;
        return row;
      },
      changes,
    });
    expect(await flag.isOn()).toBe(false);
    expect(await flag.isOn()).toBe(false);
    expect(reads).toBe(2); // not listening yet: every ask reads
    changes.connection(true);
    await flag.isOn();
    await flag.isOn();
    expect(reads).toBe(3);
    row = true;
    changes.notice();
    expect(await flag.isOn()).toBe(true);
    expect(reads).toBe(4);
    changes.connection(false);
    row = false;
    expect(await flag.isOn()).toBe(false);
    expect(await flag.isOn()).toBe(false);
    expect(reads).toBe(6); // a notice could be lost while down: nothing is kept
  });

  it('does not keep a read that a change overtook', async () => {
    let row = false;
    const changes = fakeChanges();
    const answers: Array<() => void> = [];
    const flag = createMaintenanceFlag({
      read: () =>
        new Promise<boolean>((resolve) => {
          const seen = row;
          answers.push(() => resolve(seen));
        }),
      changes,
    });
    const answer = () => (answers.shift() as () => void)();
    const first = flag.isOn(); // the first ask starts listening
    answer();
    await first;
    changes.connection(true);
    const overtaken = flag.isOn();
    row = true;
    changes.notice();
    answer();
    expect(await overtaken).toBe(false);
    const next = flag.isOn();
    expect(answers).toHaveLength(1); // read again, not kept
    answer();
    expect(await next).toBe(true);
  });
});

describe('maintenance across instances', () => {
  let sites: TestSites;
  let otherPool: Pool;
  let other: Awaited<ReturnType<typeof buildSites>>;
  let player: HousePlayer;

  beforeAll(async () => {
    sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
    otherPool = createPool(sites.database.url, 4);
    other = await buildSites(sites.config, otherPool, createLogger(sites.config));
    player = await housePlayer(sites, 1_000_000n);
  });
  afterAll(async () => {
    await Promise.all(Object.values(other).map((app) => app.close()));
    await otherPool.end();
    await sites.close();
  });

  const bet = () =>
    call(other.member, player, 'POST', '/wps/relay/house/dice/bets', {
      stake: '1000',
      direction: 'under',
      targetHundredths: 5000,
      idempotencyKey: newKey(),
    });
  const setMaintenance = (enabled: boolean) =>
    sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operatorHeaders,
      payload: { enabled },
    });

  /** The other instance's answer to a bet, asked until it is `code` (it hears the change within moments). */
  async function betUntil(code: string | null): Promise<string | null> {
    let seen: string | null = 'none';
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const body = (await bet()).json() as { error?: { code: string } };
      seen = body.error?.code ?? null;
      if (seen === code) return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  }

  it('closes another instance’s bets once the operator turns maintenance on, and opens them after', async () => {
    expect(await betUntil(null)).toBeNull();
    expect((await bet()).statusCode).toBe(200); // the switch is kept by now
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      expect(await betUntil('error_maintenance')).toBe('error_maintenance');
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
    expect(await betUntil(null)).toBeNull();
  });

  it('hears a change written by hand in SQL, and the instance that wrote through the operator at once', async () => {
    await sites.database.pool.query('update system_settings set maintenance_enabled = true');
    try {
      expect(await betUntil('error_maintenance')).toBe('error_maintenance');
    } finally {
      await sites.database.pool.query('update system_settings set maintenance_enabled = false');
    }
    expect(await betUntil(null)).toBeNull();
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const own = await call(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
        stake: '1000',
        direction: 'under',
        targetHundredths: 5000,
        idempotencyKey: newKey(),
      });
      expect(own.json().error?.code).toBe('error_maintenance');
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
  });
});
