import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../../apps/server/src/platform/database/embedded.ts';
import type { EmbeddedDatabase } from '../../../apps/server/src/platform/database/embedded.ts';
import { migrate } from '../../../apps/server/src/platform/database/migrate.ts';
import { createPool } from '../../../apps/server/src/platform/database/pool.ts';
import type { Pool } from '../../../apps/server/src/platform/database/pool.ts';
import { createLogger } from '../../../apps/server/src/platform/logger.ts';
import { startBalancePushes } from '../../../apps/server/src/wallet/ledger/balance-pushes.ts';
import { startSystemRollUp } from '../../../apps/server/src/wallet/ledger/roll-up.ts';
import { createLedger } from '../../../apps/server/src/wallet/ledger/service.ts';

const clients = 16;
const secondsPerRun = 8;
/** Issue 16: ledger journals at least 60 % of the raw ceiling, in one run with 16 clients. */
export const ledgerTargetRatio = 0.6;

interface Throughput {
  transactions: number;
  perSecond: number;
}

/** Runs `clients` loops of `step` for `seconds`; each loop awaits its previous step. */
async function runFor(
  seconds: number,
  step: (client: number, n: number) => Promise<void>,
): Promise<Throughput> {
  const deadline = performance.now() + seconds * 1000;
  let transactions = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        await step(client, n);
        transactions += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { transactions, perSecond: transactions / elapsed };
}

async function createBrandAndMembers(pool: Pool): Promise<{ brandId: number; memberIds: bigint[] }> {
  const code = `bench${randomBytes(4).toString('hex')}`;
  const brand = await pool.query<{ id: number }>(
    `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
     values ($1, 'Bench', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
    [code],
  );
  const brandId = brand.rows[0]?.id as number;
  const memberIds: bigint[] = [];
  for (let index = 0; index < clients; index += 1) {
    const member = await pool.query<{ id: bigint }>(
      `insert into members (brand_id, username, password_hash) values ($1, $2, 'bench') returning id`,
      [brandId, `bench${index}`],
    );
    memberIds.push(member.rows[0]?.id as bigint);
  }
  return { brandId, memberIds };
}

/**
 * Ledger throughput against the raw ceiling of the same PostgreSQL, measured in one run.
 *
 * Ledger: 16 clients, each on its own member, alternately a debit (bet: member -> house) and a
 * credit (win: house -> member) journal, each through `ledger.post` (journal row, the member's lock,
 * its balance update and queued balance push, postings, the house's pending posting, the deferred
 * balance check, commit), with the jobs a server runs beside them: the system accounts' roll-up and
 * the balance pushes' sender (decision 0013).
 * Raw ceiling: 16 clients, each transaction the same two single-row updates (the member's row and
 * one shared row, the contention every journal had on the house row before decision 0013) and
 * nothing else.
 */
export async function measureLedger(repositoryRoot: string) {
  let embedded: EmbeddedDatabase | undefined;
  const dataDirectory = path.join(repositoryRoot, '.data', 'bench-ledger');
  let url = process.env.DATABASE_URL;
  if (!url) {
    await rm(dataDirectory, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres({ dataDirectory, port: 54372, database: 'lotus_bench' });
    url = embedded.url;
  }
  const pool = createPool(url, clients + 2);
  try {
    await migrate(pool);
    const { brandId, memberIds } = await createBrandAndMembers(pool);
    const ledger = createLedger({ pool, brand: { id: brandId, currency: 'VND' } });
    const run = randomBytes(4).toString('hex');
    // Every member starts with enough for every bet of the run.
    for (const [index, memberId] of memberIds.entries()) {
      await ledger.post({
        idempotencyKey: `bench:${run}:fund:${index}`,
        kind: 'deposit',
        postings: [
          { account: { memberId, kind: 'main' }, amount: 1_000_000_000n },
          { account: { house: 'deposits_clearing' }, amount: -1_000_000_000n },
        ],
      });
    }

    const jobs = { pool, brandId, logger: createLogger({ LOG_LEVEL: 'warn', LOG_PRETTY: false }) };
    const stopJobs = [startSystemRollUp(jobs), startBalancePushes(jobs)];
    const ledgerRun = await runFor(secondsPerRun, async (client, n) => {
      const memberId = memberIds[client] as bigint;
      const amount = n % 2 === 0 ? -1_000n : 1_000n;
      await ledger.post({
        idempotencyKey: `bench:${run}:${client}:${n}`,
        kind: amount < 0n ? 'bet' : 'win',
        postings: [
          { account: { memberId, kind: 'main' }, amount },
          { account: { house: 'house' }, amount: -amount },
        ],
      });
    });

    for (const stop of stopJobs) stop();
    await pool.query('create table if not exists bench_rows (id int primary key, value bigint not null)');
    await pool.query('truncate bench_rows');
    await pool.query(
      `insert into bench_rows (id, value) select n, 1000000000 from generate_series(0, $1) as n`,
      [clients],
    );
    const raw = await runFor(secondsPerRun, async (client, n) => {
      const amount = n % 2 === 0 ? -1_000 : 1_000;
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        // The shared row last, as the ledger locks accounts in id order (members first, then house).
        await connection.query('update bench_rows set value = value + $1 where id = $2', [
          amount,
          client + 1,
        ]);
        await connection.query('update bench_rows set value = value - $1 where id = 0', [amount]);
        await connection.query('commit');
      } catch (error) {
        await connection.query('rollback');
        throw error;
      } finally {
        connection.release();
      }
    });
    await pool.query('drop table bench_rows');

    const books = await ledger.reconcile();
    if (!books.balanced) throw new Error('the ledger does not reconcile after the benchmark');
    return {
      clients,
      seconds: secondsPerRun,
      ledger: ledgerRun,
      raw,
      ratio: ledgerRun.perSecond / raw.perSecond,
      target: ledgerTargetRatio,
    };
  } finally {
    await pool.end();
    if (embedded) {
      await embedded.stop();
      await rm(dataDirectory, { recursive: true, force: true });
    }
  }
}
