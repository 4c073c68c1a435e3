import { execFile, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { interruptTree, isListening } from './processes.ts';
import {
  e2eDataDirectory,
  e2eOperatorEnvironment,
  e2ePorts,
  e2eSites,
  productEnvironment,
  repositoryRoot,
} from './product.ts';

const run = promisify(execFile);

/**
 * `pnpm operator:create` as a person runs it before the first start, against the product's own
 * (embedded) database; answers what it printed once: the one-time password, and the API token when
 * one was asked for.
 */
async function createOperator(args: string[]): Promise<{ password: string; apiToken: string | null }> {
  const { stdout } = await run('pnpm', ['--silent', 'operator:create', ...args], {
    cwd: repositoryRoot,
    env: productEnvironment(),
  });
  const password = /^One-time password: (\S+)$/m.exec(stdout)?.[1];
  if (!password) throw new Error(`pnpm operator:create printed no one-time password:\n${stdout}`);
  return { password, apiToken: /^API token "[^"]+": (\S+)$/m.exec(stdout)?.[1] ?? null };
}

async function waitForHealth(url: string, deadline: number, product: { exited: boolean; output: string }) {
  while (Date.now() < deadline) {
    if (product.exited) throw new Error(`pnpm start exited before it was ready:\n${product.output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`pnpm start was not ready within the time limit:\n${product.output}`);
}

/**
 * Starts the product exactly as a person does: on a fresh data folder, the operators made with
 * `pnpm operator:create` (the scripts' API token, and the owner the console journey signs in as),
 * then `pnpm start` (build, embedded PostgreSQL, migrations, demo seed, three sites and the operator
 * listener); stops it as Ctrl-C does afterwards and checks that everything, PostgreSQL included,
 * went down.
 */
export default async function globalSetup() {
  const postgresPort = Number(productEnvironment().EMBEDDED_POSTGRES_PORT);
  for (const port of [...Object.values(e2ePorts), postgresPort]) {
    if (await isListening(port)) {
      throw new Error(
        `Port ${port} is already in use: stop whatever runs there (a previous test run?) and try again.`,
      );
    }
  }
  await rm(e2eDataDirectory, { recursive: true, force: true });
  const started = Date.now();
  // Before the start: the command opens the embedded database itself, which only one process may run.
  const scripts = await createOperator([
    '--username',
    'e2e-scripts',
    '--role',
    'owner',
    '--api-token',
    'e2e',
  ]);
  const owner = await createOperator([
    '--username',
    'lan.owner',
    '--display-name',
    'Lan Chủ',
    '--role',
    'owner',
  ]);
  if (!scripts.apiToken) throw new Error('pnpm operator:create printed no API token');
  // Test workers start after global setup and inherit its environment.
  process.env[e2eOperatorEnvironment.apiToken] = scripts.apiToken;
  process.env[e2eOperatorEnvironment.ownerUsername] = 'lan.owner';
  process.env[e2eOperatorEnvironment.ownerPassword] = owner.password;
  const child = spawn('pnpm', ['start'], {
    cwd: repositoryRoot,
    env: productEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const product = { exited: false, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (product.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (product.output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      product.exited = true;
      resolve();
    }),
  );

  try {
    const deadline = Date.now() + 240_000;
    await waitForHealth(e2eSites.member, deadline, product);
    await waitForHealth(e2eSites.operator, deadline, product);
  } catch (error) {
    if (child.pid !== undefined) interruptTree(child.pid);
    throw error;
  }
  console.log(`pnpm start ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    if (child.pid !== undefined) interruptTree(child.pid);
    const outcome = await Promise.race([
      exited.then(() => 'stopped' as const),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000)),
    ]);
    if (outcome === 'timeout')
      throw new Error(`pnpm start did not stop within 20 s of Ctrl-C:\n${product.output}`);
    // pnpm itself may exit first; give the server and PostgreSQL a moment to finish stopping.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const stillUp = (await isListening(e2ePorts.member)) || (await isListening(postgresPort));
      if (!stillUp) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server or its PostgreSQL was still running 10 s after Ctrl-C:\n${product.output}`);
  };
}
