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

/** The last lines the child printed (stdout and stderr), kept for an error message; the rest drained. */
function keepTail(child: ChildProcess, lines = 40): () => string {
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    tail.splice(0, Math.max(0, tail.length - lines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail.join('\n');
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  } catch {
    // the group is already gone
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  });
}

/** How long a start may take before it counts as failed (a first start runs initdb and migrations). */
const readyTimeoutMs = 180_000;
/** A start that fails is tried again this many times in all, on the next block of ports. */
const attempts = 3;

/**
 * Starts the server (apps already built) on its embedded PostgreSQL, away from the usual ports. A
 * start that exits or hangs (a port another program holds, a PostgreSQL that did not come up) is
 * tried again on the next block of ports, and what the server printed is shown, so a failure in CI
 * says why.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  for (let attempt = 0; ; attempt += 1) {
    const shifted = {
      ...options,
      basePort: options.basePort + attempt * 10,
      postgresPort: options.postgresPort + attempt * 10,
    };
    try {
      return await startOnce(shifted, attempt > 0 || options.fresh === true);
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}\ntrying again on other ports`);
    }
  }
}

async function startOnce(options: BenchServerOptions, fresh: boolean): Promise<BenchServer> {
  const dataDirectory = path.join(options.repositoryRoot, '.data', options.dataName);
  if (fresh) await rm(dataDirectory, { recursive: true, force: true });
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = keepTail(child);
  const health = `http://127.0.0.1:${options.basePort}/health`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      killGroup(child); // a PostgreSQL it started may outlive it
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready; it printed:\n${printed()}`,
      );
    }
    if (performance.now() - started > readyTimeoutMs) {
      await stopProcess(child);
      throw new Error(`the server was not ready after ${readyTimeoutMs / 1000} s; it printed:\n${printed()}`);
    }
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
