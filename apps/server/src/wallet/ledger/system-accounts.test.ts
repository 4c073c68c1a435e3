import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { claimRollUpPeriod, movePendingPostings, selectLastRollUp } from './roll-up-tables.ts';
import { rollUpSystemAccounts } from './roll-up.ts';
import { createLedger } from './service.ts';
import type { Ledger, PostRequest } from './service.ts';

// System accounts (decision 0013): no journal locks or updates their rows; their postings wait in
// ledger_pending_postings until a roll-up moves them into the row, and every reader adds them up.

let database: TestDatabase;
/** A pool as wide as the tests are parallel, so requests really meet in PostgreSQL. */
let pool: Pool;
/** A second instance's pool, for the roll-up run from two places. */
let otherPool: Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 16);
  otherPool = createPool(database.url, 4);
});
afterAll(async () => {
  await pool.end();
  await otherPool.end();
  await database.drop();
});

/** A brand of its own per test: the roll-up claims periods per brand. */
async function freshBrand(): Promise<{ brandId: number; ledger: Ledger }> {
  const code = `sys${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
     values ($1, 'System accounts', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
    [code],
  );
  const brandId = (rows[0] as { id: number }).id;
  return { brandId, ledger: createLedger({ pool, brand: { id: brandId, currency: 'VND' } }) };
}

let keyNumber = 0;
const nextKey = () => `system-test-${(keyNumber += 1)}`;

function deposit(memberId: bigint, amount: bigint): PostRequest {
  return {
    idempotencyKey: nextKey(),
    kind: 'deposit',
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house: 'deposits_clearing' }, amount: -amount },
    ],
  };
}

/** A bet (positive `amount`) or a win (negative) between the member and the house account. */
function play(memberId: bigint, amount: bigint): PostRequest {
  return {
    idempotencyKey: nextKey(),
    kind: amount > 0n ? 'bet' : 'win',
    postings: [
      { account: { memberId, kind: 'main' }, amount: -amount },
      { account: { house: 'house' }, amount },
    ],
  };
}

async function fundedMember(brandId: number, ledger: Ledger, amount: bigint): Promise<bigint> {
  const member = await insertTestMember(pool, brandId);
  await ledger.post(deposit(member.id, amount));
  return member.id;
}

/** The brand's pending postings and the raw (rolled-up) row of one of its system accounts. */
async function pendingOf(brandId: number, code: string) {
  const { rows } = await pool.query<{ row_balance: bigint; pending: bigint; n: number }>(
    `select a.balance as row_balance, coalesce(sum(u.amount), 0)::bigint as pending, count(u.*)::int as n
       from ledger_accounts a left join ledger_pending_postings u on u.account_id = a.id
      where a.brand_id = $1 and a.code = $2
      group by a.balance`,
    [brandId, code],
  );
  return rows[0] as { row_balance: bigint; pending: bigint; n: number };
}

async function pendingCount(brandId: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from ledger_pending_postings u
       join ledger_accounts a on a.id = u.account_id where a.brand_id = $1`,
    [brandId],
  );
  return (rows[0] as { n: number }).n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('system account balances', () => {
  it('are exact before a roll-up and after it, and the roll-up changes no figure a reader sees', async () => {
    const { brandId, ledger } = await freshBrand();
    const memberId = await fundedMember(brandId, ledger, 100_000n);
    for (const amount of [1_000n, 1_000n, -300n, 1_000n, -300n]) await ledger.post(play(memberId, amount));

    const house = await ledger.systemBalance({ house: 'house' });
    expect(house.balance).toBe(2_400n);
    expect((await ledger.systemBalance({ house: 'deposits_clearing' })).balance).toBe(-100_000n);
    // Nothing of it is in the row yet: five postings wait, and a reader adds them up.
    expect(await pendingOf(brandId, 'house')).toEqual({ row_balance: 0n, pending: 2_400n, n: 5 });
    // A member's posting carries its balance after it; a system account's carries none.
    const { rows: afters } = await pool.query<{ kind: string; balance_after: bigint | null }>(
      `select a.kind, p.balance_after from postings p join ledger_accounts a on a.id = p.account_id
        where a.brand_id = $1 order by p.id`,
      [brandId],
    );
    expect(afters.filter((row) => row.kind === 'house').every((row) => row.balance_after === null)).toBe(
      true,
    );
    expect(afters.filter((row) => row.kind === 'main').map((row) => row.balance_after)).toEqual([
      100_000n,
      99_000n,
      98_000n,
      98_300n,
      97_300n,
      97_600n,
    ]);
    expect((await ledger.reconcile()).balanced).toBe(true);

    const pass = await ledger.rollUp();
    expect(pass.period).toBeInstanceOf(Date);
    expect(pass.moved).toBe(6);
    expect(await pendingOf(brandId, 'house')).toEqual({ row_balance: 2_400n, pending: 0n, n: 0 });
    // The same figure, and the same instant of its last change (not the roll-up's).
    expect(await ledger.systemBalance({ house: 'house' })).toEqual(house);
    expect((await ledger.systemBalance({ house: 'deposits_clearing' })).balance).toBe(-100_000n);
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(97_600n);
    expect(await ledger.reconcile()).toMatchObject({ mismatches: [], balanced: true });

    // Pending again after the roll-up: row and pending add up.
    await ledger.post(play(memberId, 500n));
    expect(await pendingOf(brandId, 'house')).toEqual({ row_balance: 2_400n, pending: 500n, n: 1 });
    expect((await ledger.systemBalance({ house: 'house' })).balance).toBe(2_900n);
  });

  it('show a tampered pending posting in the reconciliation', async () => {
    const { brandId, ledger } = await freshBrand();
    const memberId = await fundedMember(brandId, ledger, 10_000n);
    await ledger.post(play(memberId, 700n));
    await pool.query(
      `update ledger_pending_postings set amount = 7000
        where account_id = (select id from ledger_accounts where brand_id = $1 and code = 'house')`,
      [brandId],
    );
    const books = await ledger.reconcile();
    expect(books.balanced).toBe(false);
    expect(books.mismatches).toEqual([
      expect.objectContaining({ account: { house: 'house' }, balance: 7_000n, postingsSum: 700n }),
    ]);
  });

  it('reconcile exactly at every instant while journals and roll-ups run side by side', async () => {
    const { brandId, ledger } = await freshBrand();
    const members = await Promise.all(
      Array.from({ length: 6 }, () => fundedMember(brandId, ledger, 1_000_000n)),
    );
    // The play goes on until two roll-ups have moved postings and the books were read four times,
    // for 2.5 s at least: counted, not timed, so a machine that stalls for seconds (CI met a roll-up
    // that moved nothing for 18 s) still meets the concurrency the test is about. A minute is a guard
    // against a hang, not a figure.
    const started = Date.now();
    let rolled = 0;
    const readings: boolean[] = [];
    const seen = { journals: 0, rollUps: 0, claims: 0 };
    const running = () =>
      Date.now() - started < 60_000 && (Date.now() - started < 2_500 || rolled < 2 || readings.length < 4);
    const players = members.map(async (memberId) => {
      for (let n = 0; running(); n += 1) {
        await ledger.post(play(memberId, n % 2 === 0 ? 100n : -50n));
        seen.journals += 1;
      }
    });
    // Roll-ups as often as they come: each 50 ms is a period of its own.
    const rollers = [pool, otherPool].map(async (runner) => {
      while (running()) {
        const pass = await rollUpSystemAccounts(runner, brandId, 0.05);
        seen.rollUps += 1;
        seen.claims += pass.period === undefined ? 0 : 1;
        rolled += pass.moved > 0 ? 1 : 0;
        await sleep(20);
      }
    });
    // The books read again and again meanwhile, each time on one snapshot.
    const reader = (async () => {
      while (running()) readings.push((await ledger.reconcile()).balanced);
    })();
    await Promise.all([...players, ...rollers, reader]);

    expect(rolled, JSON.stringify(seen)).toBeGreaterThan(1);
    expect(readings.length, JSON.stringify(seen)).toBeGreaterThan(3);
    expect(readings.every(Boolean)).toBe(true);
    // What the house holds is what the members lost, whatever is rolled up and whatever is pending.
    let memberTotal = 0n;
    for (const memberId of members) memberTotal += (await ledger.balanceOf(memberId, 'main')).balance;
    expect((await ledger.systemBalance({ house: 'house' })).balance).toBe(6n * 1_000_000n - memberTotal);
    expect(await ledger.reconcile()).toMatchObject({ mismatches: [], balanced: true });
  }, 90_000);
});

describe('the roll-up job', () => {
  it('rolls each period up once across two instances, and a crashed run leaves its period to the next', async () => {
    const { brandId, ledger } = await freshBrand();
    const memberId = await fundedMember(brandId, ledger, 50_000n);
    for (const amount of [2_000n, -500n, 2_000n]) await ledger.post(play(memberId, amount));
    const houseBefore = await ledger.systemBalance({ house: 'house' });
    expect(await pendingCount(brandId)).toBe(4);

    // The first instance claims the hour and moves the rows, then dies before it commits.
    const crashing = new pg.Client({ connectionString: database.url });
    crashing.on('error', () => undefined);
    await crashing.connect();
    const pid = (await crashing.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    await crashing.query('begin');
    const claimed = await claimRollUpPeriod(crashing, brandId, 3_600);
    expect(claimed).toBeInstanceOf(Date);
    expect(await movePendingPostings(crashing, brandId, 1_000)).toBe(4);
    // Meanwhile every reader sees the figures as they were.
    expect(await ledger.systemBalance({ house: 'house' })).toEqual(houseBefore);

    // The second instance runs the same period: it waits on the first one's claim...
    let secondDone = false;
    const second = rollUpSystemAccounts(otherPool, brandId, 3_600).finally(() => {
      secondDone = true;
    });
    await sleep(300);
    expect(secondDone).toBe(false);
    // ... which dies with its connection, as a killed process does: nothing of it stays.
    await pool.query('select pg_terminate_backend($1)', [pid]);
    const pass = await second;
    expect(pass).toEqual({ period: claimed, moved: 4 });
    await crashing.end().catch(() => undefined);
    expect(await selectLastRollUp(pool, brandId)).toMatchObject({
      period_start: claimed,
      postings_moved: 4n,
    });

    // The period is done: a new posting waits for the next one, from either instance.
    await ledger.post(play(memberId, 1_000n));
    expect(await rollUpSystemAccounts(pool, brandId, 3_600)).toEqual({ period: undefined, moved: 0 });
    expect(await rollUpSystemAccounts(otherPool, brandId, 3_600)).toEqual({ period: undefined, moved: 0 });
    expect(await pendingCount(brandId)).toBe(1);
    expect((await ledger.systemBalance({ house: 'house' })).balance).toBe(houseBefore.balance + 1_000n);
    expect(await ledger.reconcile()).toMatchObject({ mismatches: [], balanced: true });
  });

  it('lets one of two runners started together roll the period up', async () => {
    const { brandId, ledger } = await freshBrand();
    const memberId = await fundedMember(brandId, ledger, 50_000n);
    for (const amount of [3_000n, 3_000n, -1_000n]) await ledger.post(play(memberId, amount));
    const passes = await Promise.all([
      rollUpSystemAccounts(pool, brandId, 3_600),
      rollUpSystemAccounts(otherPool, brandId, 3_600),
    ]);
    expect(passes.filter((pass) => pass.period !== undefined)).toHaveLength(1);
    expect(passes.map((pass) => pass.moved).sort()).toEqual([0, 4]);
    expect(await pendingOf(brandId, 'house')).toEqual({ row_balance: 5_000n, pending: 0n, n: 0 });
    expect(await ledger.reconcile()).toMatchObject({ mismatches: [], balanced: true });
  });
});

describe('a payer out of a system account', () => {
  it('holds back the other payers only: a journal on the account never waits for its row', async () => {
    const { brandId, ledger } = await freshBrand();
    const memberId = await fundedMember(brandId, ledger, 100_000n);
    const otherId = await fundedMember(brandId, ledger, 100_000n);
    // Fund the pool from the house: 10,000, of which 1,000 is the seed a payer leaves in it.
    await ledger.post({
      idempotencyKey: nextKey(),
      kind: 'adjustment',
      postings: [
        { account: { house: 'house' }, amount: -10_000n },
        { account: { house: 'jackpot_pool' }, amount: 10_000n },
      ],
    });
    const seed = 1_000n;
    const share = (memberOf: bigint): PostRequest => ({
      idempotencyKey: nextKey(),
      kind: 'bet',
      postings: [
        { account: { memberId: memberOf, kind: 'main' }, amount: -100n },
        { account: { house: 'house' }, amount: 90n },
        { account: { house: 'jackpot_pool' }, amount: 10n },
      ],
    });

    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('begin');
      const read = await ledger.lockHouseAccountWithin(first, 'jackpot_pool');
      expect(read).toBe(10_000n);
      // A stake with its share into the pool goes through while the payer holds the pool's row.
      const staked = await Promise.race([ledger.post(share(otherId)), sleep(5_000).then(() => 'waited')]);
      expect(staked).not.toBe('waited');

      // A second payer waits for the first...
      await second.query('begin');
      let secondRead: bigint | undefined;
      const secondLock = ledger.lockHouseAccountWithin(second, 'jackpot_pool').then((balance) => {
        secondRead = balance;
        return balance;
      });
      await sleep(300);
      expect(secondRead).toBeUndefined();
      await ledger.postWithin(first, {
        idempotencyKey: nextKey(),
        kind: 'win',
        postings: [
          { account: { memberId, kind: 'main' }, amount: read - seed },
          { account: { house: 'jackpot_pool' }, amount: -(read - seed) },
        ],
      });
      await first.query('commit');
      // ... and then reads the pool with the first one's payout and the share staked meanwhile.
      expect(await secondLock).toBe(seed + 10n);
      await second.query('rollback');
    } finally {
      first.release();
      second.release();
    }
    expect((await ledger.systemBalance({ house: 'jackpot_pool' })).balance).toBe(seed + 10n);
    expect(await ledger.reconcile()).toMatchObject({ mismatches: [], balanced: true });
  });

  it('refuses to lock outside READ COMMITTED, where the balance read after the wait could be stale', async () => {
    const { ledger } = await freshBrand();
    const client = await pool.connect();
    try {
      await client.query('begin isolation level repeatable read');
      await expect(ledger.lockHouseAccountWithin(client, 'jackpot_pool')).rejects.toThrow(/READ COMMITTED/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
