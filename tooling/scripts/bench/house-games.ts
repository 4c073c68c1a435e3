import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../apps/server/src/platform/config.ts';
import { migrate } from '../../../apps/server/src/platform/database/migrate.ts';
import { createPool } from '../../../apps/server/src/platform/database/pool.ts';
import { createLogger } from '../../../apps/server/src/platform/logger.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed-demo.ts';
import { buildSites } from '../../../apps/server/src/start.ts';
import { createLedger } from '../../../apps/server/src/wallet/ledger/service.ts';
import { registerWalletMember } from '../../../apps/server/test/wallet-helpers.ts';
import { freshBenchDatabase } from './fresh-database.ts';

const defaultPlayers = 16;
const secondsPerRun = 8;
/** Issue 16: house bets at least 50 % of the raw ceiling, in one run with 16 players. */
export const houseTargetRatio = 0.5;

type Step = (player: number, n: number) => Promise<void>;

/**
 * The players' HTTP client: node:http with one kept-alive connection per player, as a load
 * generator sends (the bench's `fetch` cost this process, which also runs the server, a quarter
 * of its busy time in a bet on WHATWG streams and a WebAssembly HTTP parser: the server's figures
 * carried the client's work). Answers the parsed JSON body.
 */
function playerClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (url: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ success: boolean }>((resolve, reject) => {
      const sent =
        body === undefined ? headers : { ...headers, 'content-length': `${Buffer.byteLength(body)}` };
      const request = http.request(
        url,
        { method: body === undefined ? 'GET' : 'POST', agent, headers: sent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { success: boolean });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** Runs `players` loops of `step` for `seconds`; each loop awaits its previous step. `next` numbers each player's steps. */
async function runSlice(players: number, seconds: number, step: Step, next: number[]) {
  const deadline = performance.now() + seconds * 1000;
  let transactions = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: players }, async (_, player) => {
      while (performance.now() < deadline) {
        const n = next[player] ?? 0;
        next[player] = n + 1;
        await step(player, n);
        transactions += 1;
      }
    }),
  );
  return { transactions, elapsed: (performance.now() - started) / 1000 };
}

/** Each kind runs `seconds` in all, in this many slices taken in turn. */
const slicesPerRun = 4;

/**
 * Runs every kind for `seconds` in all, in turns of a quarter of that (bets, floor, raw, bets, ...):
 * on a machine shared with other work the load comes and goes within seconds, and taking turns lays
 * it on every kind alike, so the ratios compare like with like.
 */
async function runInTurns<Kind extends string>(
  players: number,
  seconds: number,
  steps: Record<Kind, Step>,
): Promise<Record<Kind, { transactions: number; perSecond: number }>> {
  const kinds = Object.keys(steps) as Kind[];
  const tallies = new Map(kinds.map((kind) => [kind, { transactions: 0, elapsed: 0, next: [] as number[] }]));
  for (let slice = 0; slice < slicesPerRun; slice += 1) {
    for (const kind of kinds) {
      const tally = tallies.get(kind) as { transactions: number; elapsed: number; next: number[] };
      const ran = await runSlice(players, seconds / slicesPerRun, steps[kind], tally.next);
      tally.transactions += ran.transactions;
      tally.elapsed += ran.elapsed;
    }
  }
  const figures = {} as Record<Kind, { transactions: number; perSecond: number }>;
  for (const [kind, tally] of tallies) {
    figures[kind] = { transactions: tally.transactions, perSecond: tally.transactions / tally.elapsed };
  }
  return figures;
}

/**
 * House-game bets per second against the raw ceiling of the same PostgreSQL, in one run.
 *
 * Bets: the member site in this process, listening on a real socket; 16 players, each its own
 * member, session and address, each placing Dice bets (stake 1,000, under 50.00) one after
 * another over its own kept-alive connection (playerClient), 8 s in all. Each bet is the whole
 * path: HTTP, the rate limit, the session, validation, the seed pair's lock and nonce, the fair
 * draw, the round row, protection, the stake and win journals with the bets row, the jackpot
 * trigger, commit. The bets, the floor and the raw ceiling take turns of 2 s (runInTurns).
 * Floor: the same players reading their seeds (GET, signed in): HTTP, the rate limit, the session
 * and one read, what every signed-in call costs before its own work.
 * Raw ceiling: 16 clients, each transaction two single-row updates (the client's own row and one
 * shared row, the contention every bet had on the house account before decision 0013), as
 * `pnpm bench ledger` measures.
 */
export async function measureHouseGames(repositoryRoot: string, players = defaultPlayers) {
  const database = await freshBenchDatabase(repositoryRoot, { name: 'house', port: 54374 });
  const pool = createPool(database.url, players + 4);
  try {
    await migrate(pool);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SERVE_APPS: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '10000000',
      // Each player has its own address, given by the proxy in front (X-Forwarded-For), as players
      // on their own phones do: one address for all 16 made their rate-limit counter one row that
      // every call of every player updated, a hot row no deployment has.
      TRUST_PROXY: '127.0.0.1',
    });
    await seedDemo(pool, { lines: ['line-1.bench.test'], memberSiteUrl: config.MEMBER_SITE_URL });
    await pool.query(`update feature_switches set enabled = false where mod_id = 'security.ipVerification'`);
    // With the jobs a server runs: the system accounts' roll-up (and the balance pushes' sender).
    const sites = await buildSites(config, pool, createLogger(config), { systemRollUp: true });
    await sites.member.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(sites.member.server.address() as AddressInfo).port}`;
    try {
      const brand = await pool.query<{ id: number; currency: string }>(
        'select id, currency from brands where code = $1',
        [config.BRAND_CODE],
      );
      const ledger = createLedger({ pool, brand: brand.rows[0] as { id: number; currency: string } });
      const sessions: string[] = [];
      const clients = Array.from({ length: players }, playerClient);
      const headersOf = (player: number) => ({
        authorization: `Bearer ${sessions[player]}`,
        'x-forwarded-for': `10.16.0.${player + 1}`,
      });
      for (let index = 0; index < players; index += 1) {
        const member = await registerWalletMember(sites.member, pool, config.PAYLOAD_KEY);
        const { rows } = await pool.query<{ id: bigint }>('select id from members where username = $1', [
          member.username,
        ]);
        await ledger.post({
          idempotencyKey: `bench-house-fund-${index}`,
          kind: 'deposit',
          postings: [
            { account: { memberId: (rows[0] as { id: bigint }).id, kind: 'main' }, amount: 10_000_000_000n },
            { account: { house: 'deposits_clearing' }, amount: -10_000_000_000n },
          ],
        });
        sessions.push(member.token);
      }
      const run = randomBytes(4).toString('hex');
      await pool.query('create table bench_rows (id int primary key, value bigint not null)');
      await pool.query(
        `insert into bench_rows (id, value) select n, 1000000000 from generate_series(0, $1) as n`,
        [players],
      );
      const { bets, floor, raw } = await runInTurns(players, secondsPerRun, {
        bets: async (player, n) => {
          const answer = await (clients[player] as ReturnType<typeof playerClient>)(
            `${base}/wps/relay/house/dice/bets`,
            { ...headersOf(player), 'content-type': 'application/json' },
            JSON.stringify({
              stake: '1000',
              direction: 'under',
              targetHundredths: 5000,
              idempotencyKey: `bench-${run}-${player}-${n}`,
            }),
          );
          if (!answer.success) throw new Error(`a bench bet failed: ${JSON.stringify(answer)}`);
        },
        // The floor of any signed-in call over this path: the same HTTP client and server, the rate
        // limit, the session, and one read (the member's seeds). A bet cannot go faster than this.
        floor: async (player) => {
          const answer = await (clients[player] as ReturnType<typeof playerClient>)(
            `${base}/wps/relay/house/seeds`,
            headersOf(player),
          );
          if (!answer.success) throw new Error(`a bench seeds read failed: ${JSON.stringify(answer)}`);
        },
        raw: async (player, n) => {
          const amount = n % 2 === 0 ? -1_000 : 1_000;
          const connection = await pool.connect();
          try {
            await connection.query('begin');
            await connection.query('update bench_rows set value = value + $1 where id = $2', [
              amount,
              player + 1,
            ]);
            await connection.query('update bench_rows set value = value - $1 where id = 0', [amount]);
            await connection.query('commit');
          } catch (error) {
            await connection.query('rollback');
            throw error;
          } finally {
            connection.release();
          }
        },
      });

      const books = await ledger.reconcile();
      if (!books.balanced) throw new Error('the ledger does not reconcile after the benchmark');
      const rounds = await pool.query<{ count: bigint }>('select count(*) as count from house_rounds');
      if (Number(rounds.rows[0]?.count) !== bets.transactions) {
        throw new Error('the rounds stored differ from the bets answered');
      }
      return {
        players,
        seconds: secondsPerRun,
        bets,
        floor,
        raw,
        ratio: bets.perSecond / raw.perSecond,
        floorRatio: floor.perSecond / raw.perSecond,
        target: houseTargetRatio,
      };
    } finally {
      await Promise.all(Object.values(sites).map((app) => app.close()));
    }
  } finally {
    await pool.end();
    await database.drop();
  }
}
