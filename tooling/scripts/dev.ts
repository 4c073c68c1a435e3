import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm dev`: the platform server (restarting on change) and the four Vite dev servers with hot
 * reload (the three sites and the operator console), each proxying the API to the server on its
 * listener's port. Ctrl-C stops them all.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];

function run(name: string, args: string[], environment: NodeJS.ProcessEnv = {}) {
  const child = spawn('pnpm', args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(9);
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix} exited with ${code}; stopping the rest`);
      stop();
    }
  });
  children.push(child);
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The dev server serves the API only; Vite serves the pages.
run('server', ['--filter', '@lotus/server', 'dev'], {
  SERVE_APPS: 'false',
  LOG_PRETTY: process.env.LOG_PRETTY ?? 'true',
});
run('member', ['--filter', '@lotus/member', 'dev']);
run('agent', ['--filter', '@lotus/agent', 'dev']);
run('speed', ['--filter', '@lotus/speed', 'dev']);
run('console', ['--filter', '@lotus/console', 'dev']);
console.log(
  '\nDev servers: member http://localhost:5173, agent http://localhost:5174, speed http://localhost:5175, console http://localhost:5176 (API on 8080-8083)\n',
);
