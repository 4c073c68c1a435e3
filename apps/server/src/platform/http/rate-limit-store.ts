import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Pool } from '../database/pool.ts';
import type { Logger } from '../logger.ts';

/**
 * Where every rate limit of the deployment counts its hits, shared by the three sites of a process
 * and by every instance: one budget per client address and limit, never per site or per process.
 */
export interface RateLimitCounters {
  /** 'postgresql' (the rate_limits table) or 'redis' (REDIS_URL). */
  readonly kind: 'postgresql' | 'redis';
  /** What @fastify/rate-limit is registered with besides the limits: its `store`, or its `redis`. */
  readonly pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /**
   * A site app starts using the counters; the returned function is its release when it closes. The
   * last release stops the sweep (PostgreSQL) or closes the connection (Redis).
   */
  use(): () => Promise<void>;
}

/** One fixed window of one limit, as @fastify/rate-limit's stores answer it. */
interface Hits {
  current: number;
  ttl: number;
}

type Done = (error: Error | null, result?: Hits) => void;

/** What the plugin hands `child` for a route with its own limit (its types say less than it gives). */
interface RouteLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The name of a route's own limit: its method and path, the same on every site. */
export function routeLimitName(params: RouteLimitParams): string {
  const method = [params.routeInfo?.method ?? 'ANY'].flat().join(',');
  return `${method} ${params.routeInfo?.url ?? ''}`;
}

export const globalLimitName = 'global';

// One statement per hit: the row of (client, limit) is created, counted in its window, or started
// afresh when its window has passed, atomically whatever the number of instances. now() is the
// statement's time. hits stops growing at the integer's top rather than failing.
const hitSql = `insert into rate_limits as r (client, limit_name, hits, window_start, expires_at)
  values ($1, $2, 1, now(), now() + $3::integer * interval '1 millisecond')
  on conflict (client, limit_name) do update set
    hits = case when r.expires_at <= now() then 1 else least(r.hits, 2147483646) + 1 end,
    window_start = case when r.expires_at <= now() then now() else r.window_start end,
    expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
  returning hits, (extract(epoch from r.expires_at - now()) * 1000)::float8 as ttl`;

const readSql = `select hits, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl
  from rate_limits where client = $1 and limit_name = $2 and expires_at > now()`;

const sweepSql = 'delete from rate_limits where expires_at <= now()';

/** How often each instance deletes the rows whose window has passed. */
export const sweepIntervalMs = 60_000;

/**
 * The counters in PostgreSQL's `rate_limits` table (migration 0033): one upsert per request, and a
 * sweep of expired rows once a minute from each process using them.
 */
export function postgresRateLimits(pool: Pool, logger?: Logger): RateLimitCounters {
  const hit = async (client: string, limitName: string, windowMs: number): Promise<Hits> => {
    // A named statement: each connection parses and plans it once (half the database's time per hit).
    const { rows } = await pool.query<{ hits: number; ttl: number }>({
      name: 'rate-limit-hit',
      text: hitSql,
      values: [client, limitName, windowMs],
    });
    const row = rows[0];
    if (row === undefined) throw new Error('the rate-limit upsert returned no row');
    return { current: row.hits, ttl: Math.max(0, Math.ceil(row.ttl)) };
  };
  const read = async (client: string, limitName: string): Promise<Hits> => {
    const { rows } = await pool.query<{ hits: number; ttl: number }>({
      name: 'rate-limit-read',
      text: readSql,
      values: [client, limitName],
    });
    const row = rows[0];
    return row === undefined
      ? { current: 0, ttl: 0 }
      : { current: row.hits, ttl: Math.max(0, Math.ceil(row.ttl)) };
  };
  const answer = (work: Promise<Hits>, done: Done) => {
    work.then(
      (result) => done(null, result),
      (error: unknown) => {
        // The plugin lets the request through (skipOnError); the log says the limit was not counted.
        logger?.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'rate limit not counted',
        );
        done(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  /**
   * @fastify/rate-limit's store: `new` for the global limit, `child` for a route's own. The fixed
   * window only (the plugin's continueExceeding and exponentialBackoff are not used here).
   */
  class PostgresStore {
    readonly limitName: string;
    constructor(_globalParams?: unknown, limitName = globalLimitName) {
      this.limitName = limitName;
    }
    incr(key: string, done: Done, timeWindow: number): void {
      answer(hit(key, this.limitName, timeWindow), done);
    }
    read(key: string, done: Done): void {
      answer(read(key, this.limitName), done);
    }
    // The plugin's types call the argument route options; what it hands is the route's merged limit.
    child(params: object): PostgresStore {
      return new PostgresStore(undefined, routeLimitName(params as RouteLimitParams));
    }
  }

  let users = 0;
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await sweepRateLimits(pool);
    } catch (error) {
      logger?.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'rate-limit sweep failed',
      );
    }
  };
  return {
    kind: 'postgresql',
    pluginOptions: { store: PostgresStore },
    use: () => {
      users += 1;
      if (sweeper === undefined) {
        sweeper = setInterval(() => void sweep(), sweepIntervalMs);
        sweeper.unref();
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0 && sweeper !== undefined) {
          clearInterval(sweeper);
          sweeper = undefined;
        }
      };
    },
  };
}

/** Deletes the rows whose window has passed (what the timer runs; tests call it directly). */
export async function sweepRateLimits(pool: Pick<Pool, 'query'>): Promise<number> {
  const { rowCount } = await pool.query(sweepSql);
  return rowCount ?? 0;
}

/**
 * The deployment's counters: Redis when REDIS_URL is set (connected here, so a wrong address stops
 * the start), PostgreSQL otherwise.
 */
export async function openRateLimits(options: {
  pool: Pool;
  redisUrl: string | undefined;
  logger?: Logger;
}): Promise<RateLimitCounters> {
  if (options.redisUrl === undefined) return postgresRateLimits(options.pool, options.logger);
  const { redisRateLimits } = await import('./rate-limit-store-redis.ts');
  return redisRateLimits(options.redisUrl, options.logger);
}
