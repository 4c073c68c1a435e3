import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { interruptTree, isListening } from './processes.ts';
import { e2eDataDirectory, e2ePorts, e2eSites, productEnvironment, repositoryRoot } from './product.ts';

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
 * Starts the product exactly as a person does, with `pnpm start` (build, embedded PostgreSQL,
 * migrations, demo seed, three sites), on a fresh data folder; stops it as Ctrl-C does afterwards
 * and checks that everything, PostgreSQL included, went down.
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
    await waitForHealth(e2eSites.member, Date.now() + 240_000, product);
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
