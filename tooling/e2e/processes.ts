import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';

/** Every process below `pid`, children first listed last, read from `ps`. */
export function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/**
 * What Ctrl-C in a terminal does: SIGINT to the command and everything it started. (pnpm runs a
 * script in a process group of its own when it has no terminal, so signalling pnpm's group alone
 * would miss the server.)
 */
export function interruptTree(pid: number): void {
  for (const target of [pid, ...descendantsOf(pid)]) {
    try {
      process.kill(target, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

/** Whether anything accepts connections on a loopback port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
