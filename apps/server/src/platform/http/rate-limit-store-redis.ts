import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { RateLimitCounters } from './rate-limit-store.ts';

/** The keys' prefix: `lotus:rate-limit:<client>` and `lotus:rate-limit:<METHOD><path>-<client>`. */
export const redisRateLimitNamespace = 'lotus:rate-limit:';

/** How often a broken connection is logged at most, while ioredis keeps reconnecting. */
const errorLogIntervalMs = 10_000;

/**
 * The counters in Redis at `url`, through @fastify/rate-limit's own Redis store (one script call per
 * request: INCR, and PEXPIRE when the window starts). Connected before it is returned, so a wrong
 * REDIS_URL stops the start. While Redis is unreachable a command fails at once (no offline queue)
 * and the plugin lets the request through uncounted (skipOnError) rather than hold it.
 */
export async function redisRateLimits(url: string, logger?: Logger): Promise<RateLimitCounters> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let lastLogged = 0;
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    const now = Date.now();
    if (now - lastLogged < errorLogIntervalMs) return;
    lastLogged = now;
    logger?.warn({ reason: error.message }, 'rate-limit redis unavailable: requests go uncounted');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // The connection's own error (ECONNREFUSED, a refused password) says more than connect's.
    const reason = lastError ?? error;
    const words = reason instanceof Error ? reason.message : String(reason);
    throw new Error(`REDIS_URL: could not connect (${words})`, { cause: error });
  }
  let users = 0;
  return {
    kind: 'redis',
    pluginOptions: { redis: client, nameSpace: redisRateLimitNamespace },
    use: () => {
      users += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        await client.quit().catch(() => client.disconnect());
      };
    },
  };
}
