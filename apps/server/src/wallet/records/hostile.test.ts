import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';

/**
 * Whatever a hostile member sends to the wallet's record and transfer calls, the answer is a
 * well-formed 4xx refusal from the catalogue, and no journal, posting or balance changes.
 */
let sites: TestSites;
let token: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  const { ledger, brandId } = await brandLedger(sites);
  // A wallet per vendor, a vendor and money: a transfer that slipped through would show.
  await sites.database.pool.query('update system_settings set single_wallet = false where brand_id = $1', [
    brandId,
  ]);
  await sites.database.pool.query(
    `insert into vendors (brand_id, code, name) values ($1, 'HOSTILE_LIVE', 'Live')`,
    [brandId],
  );
  const registered = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  token = registered.token;
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [registered.username],
  );
  const memberId = (rows[0] as { id: bigint }).id;
  await ledger.post({
    idempotencyKey: 'hostile-fund',
    kind: 'deposit',
    postings: [
      { account: { memberId, kind: 'main' }, amount: 1_000_000n },
      { account: { house: 'deposits_clearing' }, amount: -1_000_000n },
    ],
  });
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select count(*) from journals)::int as journals, (select count(*) from postings)::int as postings,
            (select jsonb_agg(jsonb_build_array(id, balance) order by id) from ledger_balances) as balances`,
  );
  return rows[0];
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom("' or 1=1 --", '<script>', '__proto__', '\u0000', '2026-02-30', '2026-1-1', 'yesterday'),
);
/** Values no filter accepts: never empty, never a date, never a kind (they all start with a mark). */
const notAValue = text.map((value) => `~${value}`);

const badQuery: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .tuple(fc.constantFrom('type', 'from', 'to', 'kind'), notAValue)
    .map(([key, value]): Record<string, string> => ({ [key]: value })),
  fc.constantFrom<Record<string, string>>(
    { page: '0' },
    { page: '-1' },
    { page: '100001' },
    { size: '0' },
    { size: '201' },
    { size: '1.5' },
    { type: 'steal_everything' },
    { type: 'DEPOSIT' },
    { kind: 'deposit' },
    { from: '2026-03-02', to: '2026-03-01' },
    { from: '2026-03-01T00:00:00' },
    { to: '2026-02-30' },
  ),
);

function queryString(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

const amountPoison = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', ' 1', '', '99999999999999999999', '9223372036854775808', '0x10'),
  fc.integer(),
  fc.constant(null),
  text.map((value) => `~${value}`),
);
const endPoison = fc.oneof(
  fc.constantFrom('MAIN', 'main ', 'hostile_live', '', 'A', 'X'.repeat(40), '__proto__'),
  fc.integer(),
  text.map((value) => `~${value}`),
);

const transferBody = fc.oneof(
  amountPoison.map((amount) => ({ from: 'main', to: 'HOSTILE_LIVE', amount, idempotencyKey: 'h-1' })),
  endPoison.map((to) => ({ from: 'main', to, amount: '10', idempotencyKey: 'h-2' })),
  endPoison.map((from) => ({ from, to: 'main', amount: '10', idempotencyKey: 'h-3' })),
  fc.constantFrom(
    { from: 'main', to: 'main', amount: '10', idempotencyKey: 'h-4' },
    { from: 'HOSTILE_LIVE', to: 'HOSTILE_LIVE', amount: '10', idempotencyKey: 'h-5' },
    { from: 'main', to: 'HOSTILE_LIVE', amount: '10', idempotencyKey: '' },
    { from: 'main', to: 'HOSTILE_LIVE', amount: '10', idempotencyKey: 'k'.repeat(121) },
    { from: 'main', to: 'HOSTILE_LIVE', amount: '10' },
    { from: 'main', to: 'NOT_A_VENDOR', amount: '10', idempotencyKey: 'h-6' },
    { from: 'main', to: 'HOSTILE_LIVE', amount: '1000001', idempotencyKey: 'h-7' },
    { from: 'HOSTILE_LIVE', to: 'main', amount: '1', idempotencyKey: 'h-8' },
  ),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((json) => typeof json !== 'object' || json === null || Array.isArray(json)),
);

describe('hostile wallet calls', () => {
  it('GET records and bonuses refuse every bad filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/wps/relay/wallet/records', '/wps/relay/wallet/bonuses'),
        badQuery,
        async (path, query) => {
          // `kind` belongs to bonuses and `type` to records: each is ignored by the other call.
          if (path.endsWith('records') && 'kind' in query && Object.keys(query).length === 1) return;
          if (path.endsWith('bonuses') && 'type' in query && Object.keys(query).length === 1) return;
          const response = await sites.member.inject({
            method: 'GET',
            url: `${path}?${queryString(query)}`,
            headers: bearer(token),
            remoteAddress: nextClientAddress(),
          });
          expectRefusal(response);
        },
      ),
      runs,
    );
  });

  it('POST transfer refuses every bad body, and no money moves', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(transferBody, async (body) => {
        const response = await sites.member.inject({
          method: 'POST',
          url: '/wps/relay/wallet/transfer',
          payload: JSON.stringify(body) ?? 'null',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
