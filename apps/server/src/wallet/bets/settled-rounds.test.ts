import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { createLedger } from '../ledger/service.ts';
import type { Ledger, PostRequest } from '../ledger/service.ts';
import { createBetRoundBook } from './round-book.ts';
import type { SettledRoundRequest } from './settled-round.ts';

// A group of instant house rounds settled in one statement (decision 0019): for every round the
// very rows the one-round statement writes, so grouping changes nothing anyone can read.

let database: TestDatabase;
let pool: Pool;
let brand: { id: number; currency: string };
let ledger: Ledger;
let vendorId: number;
const book = () => createBetRoundBook({ brand });

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 8);
  const code = `grp${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
     values ($1, 'Settled round groups', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
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

/** A member with `amount` on the main wallet, or (a free-play guest) on the play account. */
async function fundedMember(amount: bigint, wallet: 'main' | 'play' = 'main'): Promise<bigint> {
  const member = await insertTestMember(pool, brand.id, { demo: wallet === 'play' });
  if (amount > 0n) {
    await ledger.post({
      idempotencyKey: `group-fund-${member.id}`,
      kind: wallet === 'play' ? 'play_grant' : 'deposit',
      postings: [
        { account: { memberId: member.id, kind: wallet }, amount },
        {
          account: wallet === 'play' ? { house: 'play_issued' } : { house: 'deposits_clearing' },
          amount: -amount,
        },
      ],
    });
  }
  return member.id;
}

/** A round as the house writes it: 1 % of a real stake to the jackpot pool, none of play money. */
function roundOf(
  memberId: bigint,
  stake: bigint,
  payout: bigint,
  wallet: 'main' | 'play' = 'main',
): SettledRoundRequest {
  roundNumber += 1;
  const roundId = `${Date.now()}${roundNumber}`;
  const share = wallet === 'play' ? 0n : stake / 100n;
  const house = wallet === 'play' ? { playVendor: 'LOTUS' } : { vendorHouse: 'LOTUS' };
  const stakeJournal: PostRequest = {
    idempotencyKey: `group-test:bet:${roundId}`,
    kind: 'bet',
    memo: `test round ${roundId}`,
    postings: [
      { account: { memberId, kind: wallet }, amount: -stake },
      { account: house, amount: stake - share },
      ...(share > 0n ? [{ account: { house: 'jackpot_pool' } as const, amount: share }] : []),
    ],
  };
  const winJournal: PostRequest = {
    idempotencyKey: `group-test:win:${roundId}`,
    kind: 'win',
    memo: `test round ${roundId}`,
    postings: [
      { account: { memberId, kind: wallet }, amount: payout },
      { account: house, amount: -payout },
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
      wallet,
      currency: wallet === 'play' ? 'XPM' : brand.currency,
    },
    stake,
    payout,
    stakeJournal,
    ...(payout > 0n ? { winJournal } : {}),
  };
}

/** Every row the rounds wrote, without ids and instants: journals, postings, pending rows, bets, balances. */
async function rowsOf(client: PoolClient, rounds: SettledRoundRequest[]) {
  const keys = rounds.flatMap((round) => [
    round.stakeJournal.idempotencyKey,
    ...(round.winJournal ? [round.winJournal.idempotencyKey] : []),
  ]);
  const members = rounds.map((round) => round.opening.memberId);
  const journals = await client.query(
    `select kind, idempotency_key, request_hash, memo from journals
      where brand_id = $1 and idempotency_key = any($2) order by idempotency_key`,
    [brand.id, keys],
  );
  const postings = await client.query(
    `select j.idempotency_key, p.account_id, p.amount, p.balance_after,
            (q.posting_id is not null) as pending, q.amount as pending_amount
       from postings p join journals j on j.id = p.journal_id
       left join ledger_pending_postings q on q.posting_id = p.id
      where j.brand_id = $1 and j.idempotency_key = any($2) order by j.idempotency_key, p.id`,
    [brand.id, keys],
  );
  const bets = await client.query(
    `select member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet, currency, stake, payout,
            bets_open, status, settled_at is not null as settled
       from bets where member_id = any($1) order by member_id, round_id`,
    [members],
  );
  const balances = await client.query(
    'select member_id, kind, balance from ledger_accounts where member_id = any($1) order by member_id, kind',
    [members],
  );
  return { journals: journals.rows, postings: postings.rows, bets: bets.rows, balances: balances.rows };
}

describe('a group of settled rounds in one statement', () => {
  it('writes for every round exactly what the one-round statement writes', async () => {
    const rounds = [
      roundOf(await fundedMember(100_000n), 10_000n, 19_800n),
      roundOf(await fundedMember(50_000n), 5_000n, 0n),
      roundOf(await fundedMember(10_000n, 'play'), 2_000n, 3_960n, 'play'),
      roundOf(await fundedMember(10_000n), 10_000n, 0n),
    ];
    await inTransaction(pool, async (client) => {
      await client.query('savepoint before_rounds');
      const grouped = await book().stakeAndSettleRoundsWithin(client, rounds);
      const groupRows = await rowsOf(client, rounds);
      await client.query('rollback to savepoint before_rounds');
      const single = [];
      for (const round of rounds) single.push(await book().stakeAndSettleRoundWithin(client, round));
      const singleRows = await rowsOf(client, rounds);
      await client.query('rollback to savepoint before_rounds');

      expect(grouped?.map((round) => round.balance)).toEqual([109_800n, 45_000n, 11_960n, 0n]);
      expect(grouped?.map((round) => round.balance)).toEqual(single.map((round) => round?.balance));
      expect(groupRows.journals).toHaveLength(6);
      expect(groupRows.postings).toHaveLength(15);
      expect(groupRows).toEqual(singleRows);
    });
  });

  it('commits rounds the ledger replays and reconciles', async () => {
    const rounds = [
      roundOf(await fundedMember(100_000n), 10_000n, 25_000n),
      roundOf(await fundedMember(100_000n), 10_000n, 0n),
    ];
    const grouped = await inTransaction(pool, (client) => book().stakeAndSettleRoundsWithin(client, rounds));
    expect(grouped?.map((round) => round.balance)).toEqual([115_000n, 90_000n]);
    for (const round of rounds) {
      const replay = await inTransaction(pool, (client) => ledger.postWithin(client, round.stakeJournal));
      expect(replay.replayed).toBe(true);
    }
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('answers undefined when one round’s key was used or its balance is short: the caller rolls back', async () => {
    const used = roundOf(await fundedMember(50_000n), 5_000n, 0n);
    await inTransaction(pool, (client) => book().stakeAndSettleRoundWithin(client, used));
    const fresh = roundOf(await fundedMember(50_000n), 5_000n, 0n);
    const short = roundOf(await fundedMember(4_999n), 5_000n, 10_000n);
    for (const group of [
      [fresh, used],
      [fresh, short],
    ]) {
      await expect(
        inTransaction(pool, async (client) => {
          const answer = await book().stakeAndSettleRoundsWithin(client, group);
          if (answer === undefined) throw new Error('not written');
          return answer;
        }),
      ).rejects.toThrow('not written');
    }
    expect((await ledger.balanceOf(fresh.opening.memberId, 'main')).balance).toBe(50_000n);
    expect((await ledger.balanceOf(short.opening.memberId, 'main')).balance).toBe(4_999n);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });
});
