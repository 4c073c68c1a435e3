import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  createTestVendor,
  nextVendorId,
  operatorHeaders,
  playerAt,
  vendorCall,
} from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer } from '../../../test/vendor-wallet-helpers.ts';

/**
 * Whatever a hostile member or a careless operator script sends to the round-detail and game-history
 * calls, the answer is a well-formed 4xx refusal from the catalogue; a member never reaches another
 * member's round, and nothing changes.
 */
let sites: TestSites;
let hostile: TestPlayer;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  const vendor = await createTestVendor(sites.operator, { code: 'HOSTILE_SLOTS', category: 'slots' });
  // Someone else's rounds, so that every id the hostile member could guess right belongs to another.
  const victim = await playerAt(sites, vendor, 1_000_000n);
  hostile = await playerAt(sites, vendor, 0n);
  for (let index = 0; index < 5; index += 1) {
    const response = await vendorCall(sites.member, vendor, 'debit', {
      playerId: victim.playerId,
      token: victim.token,
      transactionId: nextVendorId('b'),
      roundId: nextVendorId('r'),
      gameCode: 'lucky-lotus',
      amount: '1000',
    });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select count(*) from journals)::int as journals,
            (select jsonb_agg(jsonb_build_array(id, status, stake, payout) order by id) from bets) as bets,
            (select jsonb_agg(jsonb_build_array(id, balance) order by id) from ledger_balances) as balances`,
  );
  return rows[0];
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom("' or 1=1 --", '<script>', '__proto__', '\u0000', '%00', '../1', '1;drop table bets'),
);

/** Ids a path may carry: junk, and numbers that name a round (someone else's) or none. */
const anyId = fc.oneof(
  text,
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', ' 1', '01', '99999999999999999999', '9223372036854775808'),
  fc.bigInt({ min: 1n, max: 9_223_372_036_854_775_807n }).map(String),
  fc.integer({ min: 1, max: 50 }).map(String),
);
const pathOf = (id: string) => encodeURIComponent(id) || '0';
// The dot segments resolve to the list itself, and `profit-loss` is the member's other call.
const notAnotherPath = (id: string) => !['.', '..', 'profit-loss'].includes(id);

/** Values no filter of the operator's list accepts (they all start with a mark, or are out of range). */
const notAValue = text.map((value) => `~${value}`);
const badOperatorQuery: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .tuple(fc.constantFrom('vendor', 'status', 'gameType', 'from', 'to', 'page', 'size'), notAValue)
    .map(([key, value]): Record<string, string> => ({ [key]: value })),
  fc.constantFrom<Record<string, string>>(
    { member: '' },
    { member: 'm'.repeat(65) },
    { game: '' },
    { game: 'g'.repeat(101) },
    { vendor: 'lotus' },
    { status: 'won' },
    { page: '0' },
    { size: '101' },
    { from: '2026-03-02', to: '2026-03-01' },
    { from: '2024-01-01', to: '2026-01-01' },
    { to: '2026-02-30' },
  ),
);

describe('hostile round-detail and game-history calls', () => {
  it('GET /wps/relay/bets/{id} refuses every id but the member’s own, and moves nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(anyId.filter(notAnotherPath), async (id) => {
        const response = await sites.member.inject({
          method: 'GET',
          url: `/wps/relay/bets/${pathOf(id)}`,
          headers: bearer(hostile.session),
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
        expect(response.body).not.toContain('lucky-lotus');
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the operator’s calls refuse bad ids and filters, and every call without the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyId.filter((id) => notAnotherPath(id) && !/^\d+$/.test(id)),
        badOperatorQuery,
        async (id, query) => {
          const detail = await sites.operator.inject({
            method: 'GET',
            url: `/admin/bets/${pathOf(id)}`,
            headers: operatorHeaders,
          });
          expectRefusal(detail);
          const list = await sites.operator.inject({
            method: 'GET',
            url: `/admin/bets?${new URLSearchParams(query).toString()}`,
            headers: operatorHeaders,
          });
          expectRefusal(list);
          const keyless = await sites.operator.inject({ method: 'GET', url: '/admin/bets/1' });
          expectRefusal(keyless);
        },
      ),
      runs,
    );
  });
});
