import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export interface BenchServer {
  urls: { member: string; agent: string; speed: string };
  readyMs: number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  repositoryRoot: string;
  /** Folder name under .data/ for this benchmark's embedded PostgreSQL. */
  dataName: string;
  basePort: number;
  postgresPort: number;
  /** Start from an empty data folder (initdb, migrations, seed). */
  fresh?: boolean;
  /** Remove the data folder when stopping. */
  clean?: boolean;
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  });
}

/** Starts the server (apps already built) on its embedded PostgreSQL, away from the usual ports. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDirectory = path.join(options.repositoryRoot, '.data', options.dataName);
  if (options.fresh) await rm(dataDirectory, { recursive: true, force: true });
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDirectory,
    MEMBER_PORT: String(options.basePort),
    AGENT_PORT: String(options.basePort + 1),
    SPEED_PORT: String(options.basePort + 2),
    OPERATOR_PORT: String(options.basePort + 3),
    EMBEDDED_POSTGRES_PORT: String(options.postgresPort),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
  delete environment.DATABASE_URL;
  const started = performance.now();
  // Its own process group, so one SIGINT reaches the server and its PostgreSQL.
  const child = spawn('node', ['apps/server/src/main.ts'], {
    cwd: options.repositoryRoot,
    env: environment,
    detached: true,
    stdio: 'ignore',
  });
  const health = `http://127.0.0.1:${options.basePort}/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  return {
    readyMs,
    urls: {
      member: `http://localhost:${options.basePort}`,
      agent: `http://localhost:${options.basePort + 1}`,
      speed: `http://localhost:${options.basePort + 2}`,
    },
    stop: async () => {
      await stopProcess(child);
      if (options.clean) await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
