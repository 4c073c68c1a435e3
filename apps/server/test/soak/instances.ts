import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { insertApiToken, insertOperatorAccount } from '../../src/operator/index.ts';
import { repositoryRoot } from '../../src/platform/config.ts';
import type { Pool } from '../../src/platform/database/pool.ts';

export interface ServerInstance {
  name: string;
  memberUrl: string;
  /** The operator listener (loopback). */
  operatorUrl: string;
  child: ChildProcess;
  /** Kills the process at once (SIGKILL): no shutdown, connections dropped mid-request. */
  kill(): void;
  stop(): Promise<void>;
}

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
 * Starts one real server process (`node apps/server/src/main.ts`) on `databaseUrl`, on free ports,
 * without the web apps, and waits until it answers /health. A port found free can be taken by
 * another process before the server binds it (CI saw EADDRINUSE once, with other suites starting
 * servers beside it): a process that exits before it is ready is started again on new ports.
 */
export async function startInstance(
  name: string,
  databaseUrl: string,
  environment: Record<string, string>,
): Promise<ServerInstance> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startInstanceOnce(name, databaseUrl, environment);
    } catch (error) {
      if (!(error instanceof ExitedBeforeReady) || attempt === 3) throw error;
    }
  }
}

class ExitedBeforeReady extends Error {}

async function startInstanceOnce(
  name: string,
  databaseUrl: string,
  environment: Record<string, string>,
): Promise<ServerInstance> {
  const [member, agent, speed, operator] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...environment,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      MEMBER_PORT: String(member),
      AGENT_PORT: String(agent),
      SPEED_PORT: String(speed),
      OPERATOR_PORT: String(operator),
      HOST: '127.0.0.1',
      SERVE_APPS: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memberUrl = `http://127.0.0.1:${member}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new ExitedBeforeReady(`${name} exited before it was ready`);
    if (Date.now() - started > 60_000) throw new Error(`${name} was not ready within 60 s`);
    try {
      if ((await fetch(`${memberUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    memberUrl,
    operatorUrl: `http://127.0.0.1:${operator}`,
    child,
    kill: () => {
      child.kill('SIGKILL');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** An error that means the instance is gone (killed, refused): the request may be sent elsewhere. */
export function isConnectionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  return (
    error instanceof TypeError ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'UND_ERR_SOCKET' ||
    code === 'EPIPE'
  );
}

/**
 * An owner's API token for a script driving the instances (as `pnpm operator:create --api-token`
 * gives one): call it once the first instance has seeded the brand.
 */
export async function issueScriptToken(pool: Pool, username = 'soak-script'): Promise<string> {
  const { rows } = await pool.query<{ id: number }>('select id from brands order by id limit 1');
  const operatorId = await insertOperatorAccount(pool, {
    brandId: rows[0]!.id,
    username,
    displayName: 'Soak script',
    role: 'owner',
    password: 'a-soak-script-password',
    createdBy: null,
  });
  return insertApiToken(pool, operatorId, 'soak');
}
