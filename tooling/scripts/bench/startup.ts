import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

async function timeToReady(
  repositoryRoot: string,
  environment: NodeJS.ProcessEnv,
  healthUrl: string,
): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: environment,
    detached: true,
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      try {
        if ((await fetch(healthUrl)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Time from starting the server (apps already built) to a healthy answer: once on an empty data
 * folder (initdb, migrations, seed) and once more on the data the first run left.
 */
export async function measureStartup(
  repositoryRoot: string,
): Promise<{ firstStartMs: number; secondStartMs: number }> {
  const dataDirectory = path.join(repositoryRoot, '.data', 'bench-startup');
  await rm(dataDirectory, { recursive: true, force: true });
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDirectory,
    MEMBER_PORT: '28080',
    AGENT_PORT: '28081',
    SPEED_PORT: '28082',
    EMBEDDED_POSTGRES_PORT: '54350',
    LOG_LEVEL: 'warn',
  };
  delete environment.DATABASE_URL;
  const healthUrl = 'http://127.0.0.1:28080/health';
  const firstStartMs = await timeToReady(repositoryRoot, environment, healthUrl);
  const secondStartMs = await timeToReady(repositoryRoot, environment, healthUrl);
  await rm(dataDirectory, { recursive: true, force: true });
  return { firstStartMs, secondStartMs };
}
