import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  createTestVendor,
  mainBalance,
  playerAt,
  roundsDisagreeingWithLedger,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor, VendorCall } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import type { Ledger } from '../wallet/ledger/service.ts';

/**
 * Vendors retry: the same transaction arrives several times at once, and a rollback may race the
 * bet it cancels. Every copy must get the same answer, each transaction must move money once, and
 * the books must balance.
 */
let sites: TestSites;
let ledger: Ledger;
let vendor: TestVendor;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
  vendor = await createTestVendor(sites.operator, { code: 'RACE_SLOTS' });
});
afterAll(() => sites.close());

const players = 10;
const betsPerPlayer = 5;
const copies = 3;
const funds = 10_000n;
const stake = 3_000n;

interface Sent {
  call: VendorCall;
  player: TestPlayer;
  body: Record<string, string>;
}

/** Fires every request `copies` times, all at once, in an order that interleaves the copies. */
async function fireTogether(requests: Sent[]) {
  const flights = requests.flatMap((request) => Array.from({ length: copies }, () => request));
  // A fixed interleaving (no Math.random): copies of one request land far apart in the burst.
  const order = flights.map((_, index) => index).sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101));
  const answers = await Promise.all(
    order.map(async (index) => {
      const flight = flights[index] as Sent;
      const response = await vendorCall(sites.member, vendor, flight.call, flight.body);
      return { flight, status: response.statusCode, body: response.json() as Record<string, unknown> };
    }),
  );
  const byRequest = new Map<Sent, Array<{ status: number; body: Record<string, unknown> }>>();
  for (const answer of answers) {
    const list = byRequest.get(answer.flight) ?? [];
    list.push({ status: answer.status, body: answer.body });
    byRequest.set(answer.flight, list);
  }
  return byRequest;
}

describe('parallel duplicates', () => {
  it(`applies ${players * betsPerPlayer} bets sent ${copies} times at once (with racing rollbacks) exactly once each`, async () => {
    const everyone = await Promise.all(Array.from({ length: players }, () => playerAt(sites, vendor, funds)));
    const roundOf = (player: TestPlayer, bet: number) =>
      `race-round-${player.playerId}-${bet < 2 ? 'a' : 'b'}`;

    const debits: Sent[] = everyone.flatMap((player) =>
      Array.from({ length: betsPerPlayer }, (_, bet) => ({
        call: 'debit' as const,
        player,
        body: {
          playerId: player.playerId,
          token: player.token,
          transactionId: `race-bet-${player.playerId}-${bet}`,
          roundId: roundOf(player, bet),
          gameCode: 'race',
          amount: stake.toString(),
        },
      })),
    );
    // The first bet of every player is rolled back: for half of them in the same burst (racing the
    // bet itself), for the others in the next one.
    const rollbacks: Sent[] = everyone.map((player) => ({
      call: 'rollback' as const,
      player,
      body: {
        playerId: player.playerId,
        transactionId: `race-bet-${player.playerId}-0`,
        roundId: roundOf(player, 0),
      },
    }));
    const racing = rollbacks.filter((_, index) => index % 2 === 1);
    const afterwards = rollbacks.filter((_, index) => index % 2 === 0);
    const firstBurst = await fireTogether([...debits, ...racing]);

    const wins: Sent[] = everyone.map((player) => ({
      call: 'credit' as const,
      player,
      body: {
        playerId: player.playerId,
        transactionId: `race-win-${player.playerId}`,
        roundId: roundOf(player, 2),
        amount: '1234',
      },
    }));
    const secondBurst = await fireTogether([...wins, ...afterwards]);

    const expected = new Map<TestPlayer, bigint>(everyone.map((player) => [player, funds]));
    for (const [request, answers] of [...firstBurst, ...secondBurst]) {
      // Every copy got the same answer as the others.
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => answers[0]?.status));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      const first = answers[0];
      if (!first) throw new Error('no answer');
      expect(first.status).toBeLessThan(500);
      const value = first.body['value'] as Record<string, unknown> | null;
      const balance = expected.get(request.player) ?? 0n;
      if (request.call === 'debit' && first.status === 200) expected.set(request.player, balance - stake);
      if (request.call === 'rollback' && value?.['rolledBack'] === true)
        expected.set(request.player, balance + stake);
      if (request.call === 'credit' && first.status === 200) expected.set(request.player, balance + 1234n);
    }

    // Each player's balance is what the answers say, and each transaction has at most one journal.
    for (const player of everyone) {
      expect(BigInt(await mainBalance(sites.member, player.session))).toBe(expected.get(player));
      // Never more than the funds allow, never a bet charged behind a rollback.
    }
    const { rows } = await sites.database.pool.query<{ key: string; journals: bigint }>(
      `select idempotency_key as key, count(*) as journals from journals
        where idempotency_key like 'vendor:RACE_SLOTS:%' group by idempotency_key having count(*) > 1`,
    );
    expect(rows).toEqual([]);
    const applied = await sites.database.pool.query<{ debits: bigint; journals: bigint }>(
      `select (select count(*) from vendor_transactions t join vendors v on v.id = t.vendor_id
                where v.code = 'RACE_SLOTS' and t.kind = 'debit' and t.status in ('applied', 'rolled_back')) as debits,
              (select count(*) from journals where idempotency_key like 'vendor:RACE_SLOTS:bet:%') as journals`,
    );
    expect(applied.rows[0]?.journals).toBe(applied.rows[0]?.debits);
    // The race of a bet with its rollback ends one of two ways, both leaving the player whole.
    const raced = await sites.database.pool.query<{ status: string; count: bigint }>(
      `select t.status, count(*) from vendor_transactions t join vendors v on v.id = t.vendor_id
        where v.code = 'RACE_SLOTS' and t.kind = 'debit' and t.transaction_id like 'race-bet-%-0'
        group by t.status order by t.status`,
    );
    for (const row of raced.rows) expect(['rolled_back', 'tombstone', 'refused']).toContain(row.status);
    // Both ways were taken: bets rolled back after they were charged, and tombstones before them.
    expect(raced.rows.map((row) => row.status)).toEqual(expect.arrayContaining(['rolled_back', 'tombstone']));

    expect(await roundsDisagreeingWithLedger(sites.database.pool)).toMatchObject({ mismatched: 0 });
    const books = await ledger.reconcile();
    expect(books.mismatches).toEqual([]);
    expect(books.negativeMemberAccounts).toBe(0);
    expect(books.balanced).toBe(true);
  });
});
