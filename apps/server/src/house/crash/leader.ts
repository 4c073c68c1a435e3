import pg from 'pg';
import type { Pool } from '../../platform/database/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import type { CrashRoundSteps } from './round-steps.ts';

/** The advisory lock's first key: "PAPPU" rooms; the second is the brand id. */
const crashLockClass = 0x0c4a54;

export interface CrashLeaderOptions {
  pool: Pool;
  brandId: number;
  steps: CrashRoundSteps;
  logger?: Logger;
  /** How often the leader steps the room (the auto cash-outs' lag behind the curve). */
  tickMs?: number;
  /** How often a follower tries to become the leader (also the wait after a lost connection). */
  electionMs?: number;
}

/**
 * Runs the room on exactly one instance: each instance keeps a connection of its own and tries
 * pg_try_advisory_lock on it; the holder steps the room, the others try again every `electionMs`.
 * When the leader dies its connection closes, PostgreSQL releases the lock, and another takes over
 * from the rows as they are.
 */
export function createCrashLeader(options: CrashLeaderOptions) {
  const tickMs = options.tickMs ?? 50;
  const electionMs = options.electionMs ?? 1_000;
  let client: pg.Client | undefined;
  let leading = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (work: () => Promise<void>, delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = work().catch((error: unknown) => {
        options.logger?.error({ err: error }, 'PAPPU room step failed');
      });
      void running.then(() => schedule(leading ? tick : elect, leading ? tickMs : electionMs));
    }, delay);
  };

  const lose = (reason: string) => {
    if (leading) options.logger?.warn({ reason }, 'PAPPU room leadership lost');
    leading = false;
    const open = client;
    client = undefined;
    open?.end().catch(() => undefined);
  };

  async function elect(): Promise<void> {
    if (!client) {
      const candidate = new pg.Client({
        connectionString: options.pool.options.connectionString,
        application_name: 'lotus-pappu-leader',
      });
      candidate.on('error', (error) => {
        if (client === candidate) lose(error.message);
      });
      await candidate.connect();
      client = candidate;
    }
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [crashLockClass, options.brandId],
    );
    leading = rows[0]?.locked === true;
    if (leading) options.logger?.info({ brandId: options.brandId }, 'PAPPU room leader');
  }

  async function tick(): Promise<void> {
    // Still holding the lock? The lock lives as long as this connection; a broken one means a
    // follower may lead already.
    if (!client) {
      leading = false;
      return;
    }
    await options.steps.step();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(elect, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      lose('stopped');
    },
    isLeader: () => leading,
  };
}

export type CrashLeader = ReturnType<typeof createCrashLeader>;
