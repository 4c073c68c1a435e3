/**
 * What counting a request costs: one site app answering a trivial route over loopback HTTP, with
 * the counters in this process's memory (as before), in PostgreSQL, and in Redis (when REDIS_URL
 * is set). Run: `DATABASE_URL=postgres://… [REDIS_URL=redis://…] node
 * apps/server/src/platform/http/rate-limit-store.bench.ts` (a scratch database is created and
 * dropped). Prints the latency of sequential requests (and what counting adds to the median) and
 * the throughput of 8 concurrent loops, the kinds taking turns round by round.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../database/migrate.ts';
import { createPool } from '../database/pool.ts';
import { createLogger } from '../logger.ts';
import { buildHttpApp } from './app.ts';
import { openRateLimits } from './rate-limit-store.ts';
import type { RateLimitCounters } from './rate-limit-store.ts';

/** Rounds of each kind in turn, so a change in the machine's load falls on all of them alike. */
const rounds = 6;
const sequentialPerRound = 500;
const concurrentLoops = 8;
const concurrentPerLoop = 60;
const clients = 1000;

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

interface Subject {
  name: string;
  request: () => Promise<void>;
  latencies: number[];
  concurrentMs: number;
  close: () => Promise<void>;
}

async function subject(name: string, counters: RateLimitCounters | undefined): Promise<Subject> {
  const app = await buildHttpApp({
    site: 'member',
    logger: createLogger({ LOG_LEVEL: 'silent', LOG_PRETTY: false }),
    trustProxy: true,
    rateLimit: { max: 1_000_000_000, windowMs: 60_000, ...(counters ? { counters } : {}) },
    distDirectory: undefined,
    registerRoutes: async (routes) => {
      routes.get('/bench', async () => ({ ok: true }));
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  let sent = 0;
  // Requests come from 1000 client addresses (X-Forwarded-For), as a site's traffic does.
  const request = async () => {
    sent += 1;
    const response = await fetch(`${address}/bench`, {
      headers: { 'x-forwarded-for': `198.18.${(sent % clients) >> 8}.${sent % 256}` },
    });
    if (response.status !== 200) throw new Error(`${name}: answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let warm = 0; warm < 300; warm += 1) await request();
  return { name, request, latencies: [], concurrentMs: 0, close: () => app.close() };
}

async function round(target: Subject): Promise<void> {
  for (let index = 0; index < sequentialPerRound; index += 1) {
    const started = performance.now();
    await target.request();
    target.latencies.push(performance.now() - started);
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrentLoops }, async () => {
      for (let index = 0; index < concurrentPerLoop; index += 1) await target.request();
    }),
  );
  target.concurrentMs += performance.now() - started;
}

function report(targets: Subject[]) {
  for (const target of targets) target.latencies.sort((a, b) => a - b);
  const medianOf = (target: Subject) => percentile(target.latencies, 0.5);
  const baseline = targets[0];
  return targets.map((target) => ({
    counters: target.name,
    'median ms': medianOf(target).toFixed(3),
    'extra median ms': baseline === undefined ? '' : (medianOf(target) - medianOf(baseline)).toFixed(3),
    'p90 ms': percentile(target.latencies, 0.9).toFixed(3),
    'p99 ms': percentile(target.latencies, 0.99).toFixed(3),
    'req/s (8 loops)': Math.round(
      (rounds * concurrentLoops * concurrentPerLoop) / (target.concurrentMs / 1000),
    ),
  }));
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl === undefined) throw new Error('DATABASE_URL (an admin connection) is needed');
  const name = `lotus_bench_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 10);
  try {
    await migrate(pool);
    const targets = [
      await subject('memory (per process)', undefined),
      await subject('postgresql', await openRateLimits({ pool, redisUrl: undefined })),
    ];
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl !== undefined && redisUrl !== '') {
      targets.push(await subject('redis', await openRateLimits({ pool, redisUrl })));
    }
    for (let index = 0; index < rounds; index += 1) {
      for (const target of targets) await round(target);
    }
    for (const target of targets) await target.close();
    console.table(report(targets));
  } finally {
    await pool.end();
    await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

await main();
