import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startInstance } from './soak/instances.ts';
import type { ServerInstance } from './soak/instances.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

/** The login call's own limit (credentialRateLimit): 20 attempts a minute per client. */
const loginBudget = 20;
/**
 * About 5 s on a quiet machine (two processes start side by side); starting a server takes much
 * longer while the rest of the suite loads both cores.
 */
const startingTimeout = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Two real server processes on one database, behind a "proxy" on loopback: the client is the
 * address in X-Forwarded-For, as TRUST_PROXY makes the server resolve it.
 */
async function startPair(database: TestDatabase, environment: Record<string, string>) {
  const common = { ...environment, SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' };
  return Promise.all(
    ['A', 'B'].map(async (name) =>
      startInstance(`instance ${name}`, database.url, {
        ...common,
        OPERATOR_PORT: String(await freePort()),
      }),
    ),
  );
}

async function login(instance: ServerInstance, client: string) {
  const response = await fetch(`${instance.memberUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ data: 'x' }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

/** A client address of its own for each run (the benchmarking range), so runs never share a budget. */
function freshAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** One client's login attempts alternate between the two instances: one budget, not one each. */
async function expectOneBudget([first, second]: ServerInstance[]): Promise<void> {
  if (first === undefined || second === undefined) throw new Error('two instances expected');
  const client = freshAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < loginBudget; attempt += 1) {
    statuses.push((await login(attempt % 2 === 0 ? first : second, client)).status);
  }
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  for (const instance of [first, second]) {
    const refused = await login(instance, client);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('error_rate_limited');
  }
  expect((await login(second, freshAddress())).status).not.toBe(429);
}

let database: TestDatabase;
const running: ServerInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.pool, { lines: ['localhost'], memberSiteUrl: 'http://localhost' });
});

afterAll(async () => {
  await Promise.all(running.map((instance) => instance.stop()));
  await database?.drop();
});

describe('rate limits shared by two server processes', () => {
  it(
    'gives a client one login budget across two instances (PostgreSQL)',
    async () => {
      // REDIS_URL empty: the counters stay in the database even where the shell sets REDIS_URL.
      const pair = await startPair(database, { REDIS_URL: '' });
      running.push(...pair);
      await expectOneBudget(pair);
      await Promise.all(pair.map((instance) => instance.stop()));
    },
    startingTimeout,
  );

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl !== undefined && redisUrl !== '')(
    'gives a client one login budget across two instances (Redis)',
    async () => {
      const pair = await startPair(database, { REDIS_URL: redisUrl ?? '' });
      running.push(...pair);
      const before = await database.pool.query('select count(*)::int as rows from rate_limits');
      await expectOneBudget(pair);
      // Counted in Redis: the table did not move.
      const after = await database.pool.query('select count(*)::int as rows from rate_limits');
      expect(after.rows).toEqual(before.rows);
      await Promise.all(pair.map((instance) => instance.stop()));
    },
    startingTimeout,
  );
});
