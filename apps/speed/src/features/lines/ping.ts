import { pingLine } from '@lotus/contract/system';
import { failedScore, median } from './line-rows.ts';

export const pingTimeoutMs = 5000;
export const pingsPerLine = 3;

/**
 * The request's time as the browser's network stack recorded it (Resource Timing: start to the
 * last byte), so a busy page that runs our callback late does not make the line look slow. Each
 * ping URL is unique, so its entry is too; without an entry the caller falls back to the clock.
 */
function networkTime(url: string): number | undefined {
  if (typeof performance.getEntriesByName !== 'function') return undefined;
  const entry = performance.getEntriesByName(url, 'resource').at(-1);
  if (!entry || !('responseEnd' in entry)) return undefined;
  const { responseEnd, startTime } = entry as PerformanceResourceTiming;
  const time = responseEnd - startTime;
  return responseEnd > 0 && time > 0 ? time : undefined;
}

/**
 * One timed GET of a line's ping endpoint, measured here on the visitor's machine. Only HTTP 200
 * counts; anything else, a network failure or the 5 s time-out scores 9999.
 */
export async function pingOnce(
  url: string,
  outer: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), pingTimeoutMs);
  const stop = () => controller.abort();
  outer.addEventListener('abort', stop);
  const started = performance.now();
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      credentials: 'omit',
      mode: 'cors',
      signal: controller.signal,
    });
    // The body is part of the answer: a line that sends headers and then stalls is not fast.
    await response.arrayBuffer();
    if (response.status !== 200) return failedScore;
    return Math.max(1, Math.round(networkTime(url) ?? performance.now() - started));
  } catch {
    return failedScore;
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', stop);
  }
}

/** `{scheme}://{domain}/wps/system/test/ping?speed=<random>`: the random value defeats every cache on the way. */
export function pingUrl(scheme: string, domain: string): string {
  return `${scheme}//${domain}${pingLine.path}?speed=${Math.random().toString(36).slice(2)}`;
}

/**
 * Three pings one after another (so they do not queue behind each other), scored by their median:
 * the first may pay for the connection set-up, one slow outlier does not decide.
 */
export async function measureLine(
  domain: string,
  scheme: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const samples: number[] = [];
  for (let attempt = 0; attempt < pingsPerLine && !signal.aborted; attempt += 1) {
    samples.push(await pingOnce(pingUrl(scheme, domain), signal, fetchImpl));
  }
  return median(samples);
}
