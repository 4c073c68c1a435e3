import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { createLedger } from './service.ts';
import type { Ledger, PostRequest, PostResult } from './service.ts';

let sites: TestSites;
let pool: Pool;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  // A pool as wide as the test is parallel, so the requests really meet in PostgreSQL.
  pool = createPool(sites.database.url, 24);
  const { rows } = await pool.query<{ id: number; currency: string }>(
    'select id, currency from brands limit 1',
  );
  const brand = rows[0] as { id: number; currency: string };
  brandId = brand.id;
  ledger = createLedger({ pool, brand });
});
afterAll(async () => {
  await pool.end();
  await sites.close();
});

function transfer(
  key: string,
  kind: 'deposit' | 'bet' | 'win',
  memberId: bigint,
  amount: bigint,
): PostRequest {
  const signed = kind === 'bet' ? -amount : amount;
  const house = kind === 'deposit' ? 'deposits_clearing' : 'house';
  return {
    idempotencyKey: key,
    kind,
    postings: [
      { account: { memberId, kind: 'main' }, amount: signed },
      { account: { house }, amount: -signed },
    ],
  };
}

const memberDelta = (request: PostRequest) => (request.postings[0] as { amount: bigint }).amount;

describe('the ledger under concurrent requests', () => {
  it('applies parallel posts once per key, lets only the affordable debits through, and the books still hold', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => insertTestMember(pool, brandId)));
    const funding = 10_000n;
    await Promise.all(
      members.map((member, index) => ledger.post(transfer(`fund-${index}`, 'deposit', member.id, funding))),
    );

    // 20 requests from random members with random amounts; about one in five repeats an earlier
    // request with the same key. Bets stay within what every member can afford here.
    const requests: PostRequest[] = [];
    for (let index = 0; index < 20; index += 1) {
      const earlier = requests[randomInt(Math.max(requests.length, 1))];
      if (earlier !== undefined && randomInt(5) === 0) {
        requests.push(earlier);
        continue;
      }
      const member = members[randomInt(members.length)] as { id: bigint };
      const kind = (['deposit', 'bet', 'win'] as const)[randomInt(3)] as 'deposit' | 'bet' | 'win';
      requests.push(transfer(`mixed-${index}`, kind, member.id, BigInt(1 + randomInt(400))));
    }
    // At least one repeat for sure, sent at the same moment as its first.
    requests.push(requests[0] as PostRequest);

    // Racing debits: one member holding 1,000 and ten bets of 300 at once: exactly three succeed.
    const racer = await insertTestMember(pool, brandId);
    await ledger.post(transfer('racer-fund', 'deposit', racer.id, 1_000n));
    const racing = Array.from({ length: 10 }, (_, index) => transfer(`race-${index}`, 'bet', racer.id, 300n));

    const settled = await Promise.allSettled([...requests, ...racing].map((request) => ledger.post(request)));
    const mixed = settled.slice(0, requests.length);
    const raced = settled.slice(requests.length);

    for (const outcome of mixed) expect(outcome.status).toBe('fulfilled');
    const byKey = new Map<string, PostResult[]>();
    for (const [index, outcome] of mixed.entries()) {
      const key = (requests[index] as PostRequest).idempotencyKey;
      byKey.set(key, [...(byKey.get(key) ?? []), (outcome as PromiseFulfilledResult<PostResult>).value]);
    }
    for (const results of byKey.values()) {
      expect(new Set(results.map((result) => result.journalId)).size).toBe(1);
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    }
    const { rows: journals } = await pool.query<{ idempotency_key: string }>(
      `select idempotency_key from journals where idempotency_key like 'mixed-%'`,
    );
    expect(journals.map((row) => row.idempotency_key).sort()).toEqual([...byKey.keys()].sort());

    // Each member's balance is its funding plus each distinct request once.
    const distinct = new Map(requests.map((request) => [request.idempotencyKey, request]));
    for (const member of members) {
      const expected = [...distinct.values()]
        .filter((request) => (request.postings[0]?.account as { memberId: bigint }).memberId === member.id)
        .reduce((sum, request) => sum + memberDelta(request), funding);
      expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(expected);
    }

    const won = raced.filter((outcome) => outcome.status === 'fulfilled');
    const lost = raced.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(3);
    for (const outcome of lost) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'error_insufficient_funds' });
    }
    expect((await ledger.balanceOf(racer.id, 'main')).balance).toBe(100n);
    const { rows: raceJournals } = await pool.query(
      `select count(*)::int as n from journals where idempotency_key like 'race-%'`,
    );
    expect(raceJournals[0]).toEqual({ n: 3 });

    const books = await ledger.reconcile();
    expect(books.mismatches).toEqual([]);
    expect(books.totals).toEqual([
      { currency: 'PTS', total: 0n },
      { currency: 'VND', total: 0n },
      { currency: 'XPM', total: 0n },
    ]);
    expect(books.negativeMemberAccounts).toBe(0);
    expect(books.unbalancedJournals).toBe(0);
    expect(books.balanced).toBe(true);
  });
});
