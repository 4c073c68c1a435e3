import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { createLedger } from '../ledger/service.ts';
import type { Ledger, PostRequest } from '../ledger/service.ts';
import { createBetRoundBook } from './round-book.ts';
import type { SettledRoundRequest } from './settled-round.ts';

// A round staked and settled in one statement (the instant house games): the same journals, rows
// and rules as the ledger's postWithin and the round book's open and pay, one round trip.

let database: TestDatabase;
let pool: Pool;
let brand: { id: number; currency: string };
let ledger: Ledger;
let vendorId: number;
const book = () => createBetRoundBook({ brand });

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 8);
  const code = `set${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
     values ($1, 'Settled rounds', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
    [code],
  );
  brand = { id: (rows[0] as { id: number }).id, currency: 'VND' };
  ledger = createLedger({ pool, brand });
  const vendor = await pool.query<{ id: number }>(
    `select id from vendors where brand_id = $1 and code = 'LOTUS'`,
    [brand.id],
  );
  vendorId = (vendor.rows[0] as { id: number }).id;
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

let roundNumber = 0;

async function fundedMember(amount: bigint): Promise<bigint> {
  const member = await insertTestMember(pool, brand.id);
  if (amount > 0n) {
    await ledger.post({
      idempotencyKey: `settled-fund-${member.id}`,
      kind: 'deposit',
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amount },
        { account: { house: 'deposits_clearing' }, amount: -amount },
      ],
    });
  }
  return member.id;
}

/** A round of `stake` paying `payout`, 1 % of the stake to the jackpot pool, as the house writes it. */
function roundOf(memberId: bigint, stake: bigint, payout: bigint): SettledRoundRequest {
  roundNumber += 1;
  const roundId = `${Date.now()}${roundNumber}`;
  const share = stake / 100n;
  const stakeJournal: PostRequest = {
    idempotencyKey: `settled-test:bet:${roundId}`,
    kind: 'bet',
    memo: `test round ${roundId}`,
    postings: [
      { account: { memberId, kind: 'main' }, amount: -stake },
      { account: { vendorHouse: 'LOTUS' }, amount: stake - share },
      { account: { house: 'jackpot_pool' }, amount: share },
    ],
  };
  const winJournal: PostRequest = {
    idempotencyKey: `settled-test:win:${roundId}`,
    kind: 'win',
    memo: `test round ${roundId}`,
    postings: [
      { account: { memberId, kind: 'main' }, amount: payout },
      { account: { vendorHouse: 'LOTUS' }, amount: -payout },
    ],
  };
  return {
    opening: {
      memberId,
      vendorId,
      vendorCode: 'LOTUS',
      gameCode: 'dice',
      gameType: 'mini_games',
      roundId,
      wallet: 'main',
      currency: brand.currency,
    },
    stake,
    payout,
    stakeJournal,
    ...(payout > 0n ? { winJournal } : {}),
  };
}

async function journalsOf(round: SettledRoundRequest): Promise<number> {
  const keys = [round.stakeJournal.idempotencyKey, round.winJournal?.idempotencyKey ?? ''];
  const { rowCount } = await pool.query(
    'select 1 from journals where brand_id = $1 and idempotency_key = any($2)',
    [brand.id, keys],
  );
  return rowCount ?? 0;
}

describe('a round staked and settled in one statement', () => {
  it('writes both journals with the member’s running balance, the pending system postings and the settled row', async () => {
    const memberId = await fundedMember(100_000n);
    const round = roundOf(memberId, 10_000n, 19_800n);
    const result = await inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round));
    expect(result?.balance).toBe(109_800n);
    const postings = await pool.query<{ kind: string; amount: bigint; balance_after: bigint | null }>(
      `select j.kind, p.amount, p.balance_after from postings p join journals j on j.id = p.journal_id
        where j.idempotency_key = any($1) order by p.id`,
      [[round.stakeJournal.idempotencyKey, round.winJournal?.idempotencyKey]],
    );
    expect(postings.rows).toEqual([
      { kind: 'bet', amount: -10_000n, balance_after: 90_000n },
      { kind: 'bet', amount: 9_900n, balance_after: null },
      { kind: 'bet', amount: 100n, balance_after: null },
      { kind: 'win', amount: 19_800n, balance_after: 109_800n },
      { kind: 'win', amount: -19_800n, balance_after: null },
    ]);
    const pending = await pool.query(
      `select 1 from ledger_pending_postings q join postings p on p.id = q.posting_id
        where p.journal_id in ($1, $2)`,
      [result?.stakeJournalId, result?.winJournalId],
    );
    expect(pending.rowCount).toBe(3);
    const bet = await pool.query<{ stake: bigint; payout: bigint; status: string; bets_open: number }>(
      'select stake, payout, status, bets_open from bets where vendor_id = $1 and member_id = $2',
      [vendorId, memberId],
    );
    expect(bet.rows).toEqual([{ stake: 10_000n, payout: 19_800n, status: 'settled', bets_open: 1 }]);
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(109_800n);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('writes the journals the ledger would, so the ledger replays them and refuses another body', async () => {
    const memberId = await fundedMember(50_000n);
    const round = roundOf(memberId, 5_000n, 0n);
    await inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round));
    const replay = await inTransaction(pool, (client) => ledger.postWithin(client, round.stakeJournal));
    expect(replay.replayed).toBe(true);
    const other = { ...round.stakeJournal, memo: 'another body' };
    await expect(inTransaction(pool, (client) => ledger.postWithin(client, other))).rejects.toMatchObject({
      code: 'error_conflict',
    });
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(45_000n);
  });

  it('writes nothing and answers undefined when the stake’s key was used', async () => {
    const memberId = await fundedMember(50_000n);
    const round = roundOf(memberId, 5_000n, 9_000n);
    await inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round));
    const again = await inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round));
    expect(again).toBeUndefined();
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(54_000n);
    const bets = await pool.query('select 1 from bets where member_id = $1', [memberId]);
    expect(bets.rowCount).toBe(1);
  });

  it('refuses a stake the balance does not cover, even with a win to follow, and nothing moves', async () => {
    const memberId = await fundedMember(9_999n);
    const round = roundOf(memberId, 10_000n, 20_000n);
    await expect(
      inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round)),
    ).rejects.toMatchObject({ code: 'error_insufficient_funds' });
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(9_999n);
    expect(await journalsOf(round)).toBe(0);
    expect((await pool.query('select 1 from bets where member_id = $1', [memberId])).rowCount).toBe(0);
  });

  it('refuses a member who never had an account as short of funds, and a free-play one as not allowed', async () => {
    const newcomer = await fundedMember(0n);
    await expect(
      inTransaction(pool, (client) =>
        book().stakeAndSettleRoundWithin(client, roundOf(newcomer, 1_000n, 0n)),
      ),
    ).rejects.toMatchObject({ code: 'error_insufficient_funds' });
    const demo = await insertTestMember(pool, brand.id, { demo: true });
    const round = roundOf(demo.id, 1_000n, 0n);
    await expect(
      inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round)),
    ).rejects.toMatchObject({ code: 'error_operation_not_allowed' });
    expect(await journalsOf(round)).toBe(0);
  });

  it('lets exactly the rounds the balance covers through when they come at once', async () => {
    const memberId = await fundedMember(30_000n);
    const rounds = Array.from({ length: 8 }, () => roundOf(memberId, 10_000n, 0n));
    const outcomes = await Promise.allSettled(
      rounds.map((round) => inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, round))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'error_insufficient_funds' });
    }
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(0n);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });
});
