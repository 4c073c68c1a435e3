import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundLog } from '../../src/vendor-simulator/rounds.ts';
import type { SimulatorTally } from '../../src/vendor-simulator/settings.ts';
import { encrypted, knownCaptcha } from '../auth-helpers.ts';
import { createTestDatabase } from '../test-database.ts';
import type { TestDatabase } from '../test-database.ts';
import { roundsDisagreeingWithLedger } from '../vendor-wallet-helpers.ts';
import { issueScriptToken, startInstance } from './instances.ts';
import type { ServerInstance } from './instances.ts';

/**
 * The vendor simulator's big run: the platform in one real server process, the simulator in
 * another (the vendor's host), members with money, and ROUNDS rounds (10 000 by default) played
 * through `POST /vendor-sim/rounds`, so the simulator talks to the platform's wallet API over real HTTP with its default faults: duplicates (some concurrent),
 * lost answers retried with backoff, bets given up on and rolled back, rollbacks ahead of their
 * bets. Afterwards the books must reconcile, every vendor transaction must have been applied once,
 * and every member's balance must be what the simulator's own round log says.
 */
const rounds = Number(process.env.ROUNDS ?? 10_000);
const workers = Number(process.env.SIM_WORKERS ?? 32);
const players = 24;
/** The script's operator credential: an owner's API token, issued once the platform is up. */
let operatorToken = '';
const payloadKey = 'sim-payload-key-0123456789';
const vendors = ['SIM_SLOTS', 'SIM_LIVE'] as const;
const stakes = [1000n, 5000n, 10000n, 50000n];

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  value: T | null;
  error?: { code: string };
}

interface Player {
  address: string;
  session: string;
  playerId: string;
  funded: bigint;
  tokens: Record<string, string>;
}

let database: TestDatabase;
/** The brand's server (the wallet API, the member's calls, the operator's). */
let platform: ServerInstance;
/** The vendor's host: another server process with only the simulator's work, as a real vendor is elsewhere. */
let vendorHost: ServerInstance;

async function send<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const host = path.startsWith('/vendor-sim/') ? vendorHost : platform;
  const base = path.startsWith('/admin/') ? host.operatorUrl : host.memberUrl;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()) as Envelope<T>;
}

function valueOf<T>(envelope: Envelope<T>, what: string): T {
  if (!envelope.success || envelope.value === null) throw new Error(`${what}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** A registered member, funded by the operator, with a launch token at each simulator vendor. */
async function setUpPlayer(index: number): Promise<Player> {
  const address = `10.88.${Math.floor(index / 200)}.${(index % 200) + 1}`;
  const forwarded = { 'x-forwarded-for': address };
  const username = `sim${index}${randomBytes(3).toString('hex')}`;
  const registered = valueOf(
    await send('PUT', '/wps/member/register', {
      headers: forwarded,
      body: encrypted(
        {
          username,
          password: 'Secret2026',
          confirmPassword: 'Secret2026',
          ageConfirmed: true,
          termsAccepted: true,
          registerUrl: 'https://www.example.test/register',
          domain: 'www.example.test',
          registerMethod: 'WEB',
          captcha: await knownCaptcha(database.pool),
        },
        payloadKey,
      ),
    }),
    'register',
  );
  const session = registered.token as string;
  // Three players are short of money, so the run also meets refused bets.
  const funded = index < 3 ? 20_000n : 3_000_000n;
  valueOf(
    await send('POST', '/admin/wallet/adjustments', {
      headers: { authorization: `Bearer ${operatorToken}` },
      body: {
        username,
        amount: funded.toString(),
        reason: 'simulator run',
        idempotencyKey: `fund-${username}`,
      },
    }),
    'fund',
  );
  const tokens: Record<string, string> = {};
  let playerId = '';
  for (const vendor of vendors) {
    const launch = valueOf(
      await send('POST', '/wps/relay/vendor-wallet/token', {
        headers: { ...forwarded, authorization: `Bearer ${session}` },
        body: { vendor },
      }),
      'launch token',
    );
    tokens[vendor] = launch.token as string;
    playerId = launch.playerId as string;
  }
  return { address, session, playerId, funded, tokens };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const environment = { PAYLOAD_KEY: payloadKey, TRUST_PROXY: '127.0.0.1' };
  // One after the other: the first migrates and seeds, the second finds it done.
  platform = await startInstance('platform', database.url, { ...environment, VENDOR_SIMULATOR: 'false' });
  vendorHost = await startInstance('vendor', database.url, {
    ...environment,
    VENDOR_SIMULATOR: 'true',
    VENDOR_SIMULATOR_WALLET_URL: platform.memberUrl,
  });
  operatorToken = await issueScriptToken(database.pool);
}, 120_000);

afterAll(async () => {
  await vendorHost?.stop();
  await platform?.stop();
  await database?.drop();
});

describe('the vendor simulator run', () => {
  it(`plays ${rounds} rounds with duplicates, retries, timeouts and rollbacks, and the books agree`, async () => {
    const everyone: Player[] = [];
    for (let first = 0; first < players; first += 8) {
      const batch = Array.from({ length: Math.min(8, players - first) }, (_, offset) => first + offset);
      everyone.push(...(await Promise.all(batch.map((index) => setUpPlayer(index)))));
    }

    const started = Date.now();
    const log: RoundLog[] = [];
    let next = 0;
    async function worker(): Promise<void> {
      while (next < rounds) {
        next += 1;
        const player = everyone[randomInt(0, everyone.length)] as Player;
        const vendor = vendors[randomInt(0, vendors.length)] as (typeof vendors)[number];
        const round = await send<RoundLog>('POST', '/vendor-sim/rounds', {
          headers: { 'x-forwarded-for': player.address },
          body: {
            vendor,
            game: vendor === 'SIM_LIVE' ? 'baccarat-lotus' : 'lucky-lotus',
            token: player.tokens[vendor],
            player: player.playerId,
            stake: (stakes[randomInt(0, stakes.length)] as bigint).toString(),
          },
        });
        log.push(valueOf(round, 'round'));
      }
    }
    await Promise.all(Array.from({ length: workers }, () => worker()));
    const seconds = (Date.now() - started) / 1000;
    const tally = valueOf(await send<SimulatorTally>('GET', '/vendor-sim/stats'), 'stats');

    // The simulator's own log: every round ended in a state it understood.
    const byStatus = (status: RoundLog['status']) => log.filter((round) => round.status === status).length;
    expect(log).toHaveLength(rounds);
    expect(byStatus('unsettled')).toBe(0);
    expect(tally.duplicateMismatches).toBe(0);
    expect(tally.signatureRefusals).toBe(0);

    // The books: every account equals its postings, each currency sums to zero, nothing negative.
    const books = valueOf(
      await send<{ balanced: boolean }>('GET', '/admin/wallet/reconciliation', {
        headers: { authorization: `Bearer ${operatorToken}` },
      }),
      'reconciliation',
    );
    expect(books.balanced).toBe(true);
    expect(await roundsDisagreeingWithLedger(database.pool)).toMatchObject({ mismatched: 0 });

    // Every vendor transaction decided once, with one journal per money-moving one.
    const { rows: journalCheck } = await database.pool.query<{
      moved: string;
      journals: string;
      duplicated_keys: string;
    }>(
      `select (select count(*) from vendor_transactions where journal_id is not null) as moved,
              (select count(*) from journals where idempotency_key like 'vendor:SIM\\_%') as journals,
              (select count(*) from (select journal_id from vendor_transactions where journal_id is not null
                                      group by journal_id having count(*) > 1) shared) as duplicated_keys`,
    );
    const {
      moved,
      journals,
      duplicated_keys: sharedJournals,
    } = journalCheck[0] as (typeof journalCheck)[number];
    expect(Number(sharedJournals)).toBe(0);
    expect(Number(journals)).toBe(Number(moved));

    // Each bet as the platform decided it, against what the simulator believes.
    const { rows: debits } = await database.pool.query<{ transaction_id: string; status: string }>(
      `select transaction_id, status from vendor_transactions where kind = 'debit'`,
    );
    const debitStatus = new Map(debits.map((row) => [row.transaction_id, row.status]));
    const charged = log.filter((round) => round.betStands);
    expect(charged.every((round) => debitStatus.get(round.betTransactionId) === 'applied')).toBe(true);
    const notCharged = log.filter((round) => !round.betStands);
    // No rolled-back or refused bet was charged: no such debit stands on the platform.
    expect(notCharged.filter((round) => debitStatus.get(round.betTransactionId) === 'applied')).toEqual([]);
    const { rows: tombstoneRows } = await database.pool.query<{ count: string }>(
      `select count(*) from vendor_transactions where kind = 'debit' and status = 'tombstone'`,
    );

    // Each member's balance is start − stakes that stand + wins, from the simulator's log alone.
    for (const player of everyone) {
      const mine = log.filter((round) => round.playerId === player.playerId);
      const expected = mine.reduce(
        (balance, round) => balance - (round.betStands ? BigInt(round.stake) : 0n) + BigInt(round.win),
        player.funded,
      );
      const balance = valueOf(
        await send<{ balance: string }>('GET', '/wps/v2/wallets/balance', {
          headers: { authorization: `Bearer ${player.session}`, 'x-forwarded-for': player.address },
        }),
        'balance',
      );
      expect(BigInt(balance.balance), `player ${player.playerId}`).toBe(expected);
    }

    const figures = {
      rounds,
      seconds: Math.round(seconds * 10) / 10,
      roundsPerSecond: Math.round(rounds / seconds),
      played: byStatus('played'),
      refused: byStatus('refused'),
      cancelled: byStatus('cancelled'),
      walletCalls: tally.calls,
      duplicatesSent: tally.duplicatesSent,
      retries: tally.retries,
      timeouts: tally.timeouts,
      rollbacks: tally.rollbacks,
      rollbacksRefunded: tally.rollbacksRefunded,
      rollbacksOfUntakenBets: tally.rollbacksOfUntakenBets,
      tombstoneRows: Number(tombstoneRows[0]?.count ?? 0),
      lateDebitsRefused: tally.lateDebitsRefused,
      journals: Number(journals),
    };
    console.log(`vendor simulator run: ${JSON.stringify(figures)}`);
    // The faults really happened, or the run proves nothing.
    expect(tally.duplicatesSent).toBeGreaterThan(0);
    expect(tally.retries).toBeGreaterThan(0);
    expect(tally.timeouts).toBeGreaterThan(0);
    expect(tally.rollbacks).toBeGreaterThan(0);
    expect(tally.rollbacksOfUntakenBets).toBeGreaterThan(0);
    expect(figures.tombstoneRows).toBeGreaterThan(0);
    expect(tally.lateDebitsRefused).toBeGreaterThan(0);
    expect(byStatus('refused')).toBeGreaterThan(0);
  }, 600_000);
});
