import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createPool } from '../database/pool.ts';
import { createLogger } from '../logger.ts';
import { buildHttpApp } from './app.ts';
import { redisRateLimitNamespace, redisRateLimits } from './rate-limit-store-redis.ts';
import { openRateLimits, postgresRateLimits, sweepRateLimits } from './rate-limit-store.ts';
import type { RateLimitCounters } from './rate-limit-store.ts';

/** The login call's own limit (credentialRateLimit): 20 attempts a minute per client. */
const loginBudget = 20;
/** This file's site-wide limit (RATE_LIMIT_MAX), small enough to spend in a test. */
const globalBudget = 30;
/** This file's site-wide window (RATE_LIMIT_WINDOW_MS), apart from the login call's minute. */
const globalWindowMs = 45_000;
const settings = { RATE_LIMIT_MAX: String(globalBudget), RATE_LIMIT_WINDOW_MS: String(globalWindowMs) };

/** A client address of its own for each test (the benchmarking range), so runs never share a budget. */
function freshAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function siteOf(sites: TestSites, index: number): FastifyInstance {
  return [sites.member, sites.agent, sites.speed][index % 3] as FastifyInstance;
}

/** A login attempt (a body the call refuses: the limit is counted before the body is read). */
function login(app: FastifyInstance, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/wps/session/login', payload: { data: 'x' }, remoteAddress });
}

/**
 * Spends one client's login budget round-robin over the member, agent and line sites, and shows
 * that the limit answers after exactly the budget, on every site, and for that client only.
 */
async function expectOneLoginBudget(sites: TestSites, address: string): Promise<void> {
  const codes: number[] = [];
  for (let attempt = 0; attempt < loginBudget; attempt += 1) {
    codes.push((await login(siteOf(sites, attempt), address)).statusCode);
  }
  expect(codes.filter((code) => code === 429)).toEqual([]);
  for (const app of [sites.member, sites.agent, sites.speed]) {
    const refused = await login(app, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('error_rate_limited');
  }
  expect((await login(sites.agent, freshAddress())).statusCode).not.toBe(429);
}

/** One site app with a trivial route, counting in `counters`. */
async function appCountingIn(counters: RateLimitCounters): Promise<FastifyInstance> {
  return buildHttpApp({
    site: 'member',
    logger: createLogger({ LOG_LEVEL: 'silent', LOG_PRETTY: false }),
    trustProxy: false,
    rateLimit: { max: 5, windowMs: 60_000, counters },
    distDirectory: undefined,
    registerRoutes: async (routes) => {
      routes.get('/counted', async () => ({ ok: true }));
    },
  });
}

describe('rate limits kept in PostgreSQL', () => {
  let sites: TestSites;
  beforeAll(async () => {
    sites = await createTestSites(settings);
  });
  afterAll(() => sites.close());

  it('gives one address one login budget across the member, agent and line sites', async () => {
    const address = freshAddress();
    await expectOneLoginBudget(sites, address);
    const { rows } = await sites.database.pool.query(
      'select client, limit_name, hits from rate_limits where client = $1',
      [address],
    );
    // One row for the client and the call, whatever site the attempts came in on.
    expect(rows).toEqual([{ client: address, limit_name: 'POST /wps/session/login', hits: loginBudget + 3 }]);
  });

  it('gives one address one site-wide budget across the three sites', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let request = 0; request < globalBudget + 3; request += 1) {
      const response = await siteOf(sites, request).inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        remoteAddress: address,
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, globalBudget).every((code) => code === 200)).toBe(true);
    expect(codes.slice(globalBudget)).toEqual([429, 429, 429]);
    const { rows } = await sites.database.pool.query(
      `select limit_name, hits, extract(epoch from expires_at - window_start)::int * 1000 as window_ms
         from rate_limits where client = $1`,
      [address],
    );
    expect(rows).toEqual([{ limit_name: 'global', hits: globalBudget + 3, window_ms: globalWindowMs }]);
  });

  it('starts a new window once the last has passed, and sweeps the rows of passed windows', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= loginBudget; attempt += 1) await login(sites.member, address);
    expect((await login(sites.member, address)).statusCode).toBe(429);
    await sites.database.pool.query(
      `update rate_limits set window_start = window_start - interval '2 minutes',
         expires_at = now() - interval '1 second' where client = $1`,
      [address],
    );
    const again = await login(sites.speed, address);
    expect(again.statusCode).toBe(400);
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(loginBudget - 1);
    const { rows } = await sites.database.pool.query(
      `select hits, expires_at > now() + interval '50 seconds' as fresh from rate_limits where client = $1`,
      [address],
    );
    expect(rows).toEqual([{ hits: 1, fresh: true }]);

    const gone = freshAddress();
    await login(sites.agent, gone);
    await sites.database.pool.query(
      `update rate_limits set expires_at = now() - interval '1 second' where client = $1`,
      [gone],
    );
    expect(await sweepRateLimits(sites.database.pool)).toBeGreaterThanOrEqual(1);
    const left = await sites.database.pool.query<{ client: string }>('select client from rate_limits');
    expect(left.rows.map((row) => row.client)).not.toContain(gone);
    expect(left.rows.map((row) => row.client)).toContain(address);
  });

  it('counts each attempt once even when many arrive at once on the three sites', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: loginBudget + 10 }, (_, attempt) => login(siteOf(sites, attempt), address)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code !== 429)).toHaveLength(loginBudget);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it('lets requests through, uncounted, while the database cannot be reached', async () => {
    const unreachable = createPool('postgres://postgres@127.0.0.1:1/nothing', 1);
    const app = await appCountingIn(postgresRateLimits(unreachable));
    try {
      for (let request = 0; request < 7; request += 1) {
        expect((await app.inject({ method: 'GET', url: '/counted' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
      await unreachable.end();
    }
  });
});

describe('a REDIS_URL that does not answer', () => {
  it('stops the start with the reason, rather than leaving the limits uncounted', async () => {
    const pool = createPool('postgres://postgres@127.0.0.1:1/nothing', 1);
    try {
      await expect(openRateLimits({ pool, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
        /REDIS_URL: could not connect \(.*ECONNREFUSED/,
      );
    } finally {
      await pool.end();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl !== undefined && redisUrl !== '')('rate limits kept in Redis (REDIS_URL)', () => {
  let sites: TestSites;
  let redis: Redis;
  beforeAll(async () => {
    sites = await createTestSites({ ...settings, REDIS_URL: redisUrl ?? '' });
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await sites.close();
    await redis.quit();
  });

  it('gives one address one login budget across the member, agent and line sites', async () => {
    const address = freshAddress();
    await expectOneLoginBudget(sites, address);
    expect(await redis.get(`${redisRateLimitNamespace}POST/wps/session/login-${address}`)).toBe(
      String(loginBudget + 3),
    );
    // Nothing of it went to the database.
    const { rows } = await sites.database.pool.query('select 1 from rate_limits');
    expect(rows).toEqual([]);
  });

  it('gives one address one site-wide budget across the three sites', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let request = 0; request < globalBudget + 1; request += 1) {
      const response = await siteOf(sites, request).inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        remoteAddress: address,
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, globalBudget).every((code) => code === 200)).toBe(true);
    expect(codes[globalBudget]).toBe(429);
    const ttl = await redis.pttl(`${redisRateLimitNamespace}${address}`);
    expect(ttl).toBeGreaterThan(globalWindowMs - 10_000);
    expect(ttl).toBeLessThanOrEqual(globalWindowMs);
  });

  it('lets requests through at once, uncounted, while Redis cannot be reached', async () => {
    const counters = await redisRateLimits(redisUrl ?? '');
    const app = await appCountingIn(counters);
    (counters.pluginOptions.redis as Redis).disconnect();
    try {
      const started = Date.now();
      for (let request = 0; request < 7; request += 1) {
        expect((await app.inject({ method: 'GET', url: '/counted' })).statusCode).toBe(200);
      }
      // No offline queue: nothing waits for the connection to come back.
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await app.close();
    }
  });
});
