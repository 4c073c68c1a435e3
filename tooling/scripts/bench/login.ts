import { encryptPayload } from '../../../packages/api-client/src/payload-crypto.ts';
import { startBenchServer } from './server-process.ts';

// The login route allows 20 attempts per client per minute; stay under it.
const logins = 15;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * What one password login costs on this machine, end to end over HTTP: decrypting the body,
 * the argon2id verification, the lock bookkeeping and a new session. Sequential, warm server.
 */
export async function measureLogin(repositoryRoot: string) {
  const server = await startBenchServer({
    repositoryRoot,
    dataName: 'bench-login',
    basePort: 28280,
    postgresPort: 54370,
    fresh: true,
    clean: true,
  });
  try {
    const status = (await (await fetch(`${server.urls.member}/wps/system/status`)).json()) as {
      value: { payloadKey: string };
    };
    const key = status.value.payloadKey;
    const times: number[] = [];
    for (let attempt = 0; attempt <= logins; attempt += 1) {
      const body = encryptPayload({ username: 'demo_member', password: 'Lotus2026' }, key);
      const started = performance.now();
      const response = await fetch(`${server.urls.member}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { success: boolean };
      const elapsed = performance.now() - started;
      if (!answer.success) throw new Error(`login failed: ${JSON.stringify(answer)}`);
      // The first login warms the code paths; it is not what a player waits for.
      if (attempt > 0) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { logins, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
  } finally {
    await server.stop();
  }
}
