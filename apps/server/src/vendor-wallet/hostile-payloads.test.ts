import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { createTestVendor, playerAt, vendorCall } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { signVendorRequest } from './signing.ts';

/**
 * Whatever a hostile caller sends to the vendor wallet API (signed or not) or to the member's bet
 * calls, an answer that is not a success is a well-formed 4xx refusal from the catalogue (never a
 * 5xx), and nothing changes: no journal, no balance, no round, no decision, no token. Every
 * generated request carries at least one thing the server must refuse.
 */
let sites: TestSites;
let vendor: TestVendor;
let player: TestPlayer;
let roundId: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 25_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  vendor = await createTestVendor(sites.operator, { code: 'HOSTILE_SLOTS' });
  player = await playerAt(sites, vendor, 50_000n);
  // One real round, so that well-aimed ids have something to hit.
  roundId = 'hostile-round';
  const debit = await vendorCall(sites.member, vendor, 'debit', {
    playerId: player.playerId,
    token: player.token,
    transactionId: 'hostile-bet',
    roundId,
    gameCode: 'g',
    amount: '1000',
  });
  expect(debit.statusCode).toBe(200);
});
afterAll(() => sites.close());

/** Everything money-related, whole. */
async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select count(*) from journals)::text as journals,
            (select jsonb_agg(jsonb_build_array(id, balance) order by id) from ledger_accounts) as balances,
            (select jsonb_agg(to_jsonb(t) - 'updated_at' order by id) from vendor_transactions t) as transactions,
            (select jsonb_agg(to_jsonb(b) - 'updated_at' order by id) from bets b) as bets,
            (select count(*) from vendor_player_tokens)::text as tokens,
            (select count(*) from vendors)::text as vendors`,
  );
  return rows[0];
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    '1; update ledger_accounts set balance = 0; --',
    '\u0000',
    'ab\u0000cd',
    '\ud800',
    '__proto__',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 100',
    '99999999999999999999',
    '<script>alert(1)</script>',
    '\u202eevil',
    '１２３',
  ),
  fc.integer({ min: 101, max: 5_000 }).map((size) => 'x'.repeat(size)),
);
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));

/** A field the server must refuse whatever else the body holds. */
const badAmount = fc.oneof(
  fc.constantFrom('-1', '1.5', '', ' 1', '1e3', '0x1', '1234567890123456789', '01'),
  fc.integer().map((value) => value as unknown),
  fc.constantFrom(null, true, {}, []),
);
const badId = fc.oneof(
  fc.constantFrom('', 'has space', 'x'.repeat(101), 'naïve', 'tab\there', '\u0000'),
  fc.integer().map((value) => value as unknown),
  fc.constantFrom(null, {}, []),
);
const badPlayer = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '', '1'.repeat(19), ' 1'),
  fc.integer().map((v) => v as unknown),
);

const calls = ['balance', 'debit', 'credit', 'rollback'] as const;

function bodyFor(call: (typeof calls)[number]) {
  const good = {
    playerId: fc.constant(player.playerId),
    token: fc.constant(player.token),
    transactionId: fc.constant('hostile-new'),
    roundId: fc.constant(roundId),
    gameCode: fc.constant('g'),
    amount: fc.constant(call === 'credit' ? '0' : '10'),
  };
  const keys: Record<(typeof calls)[number], Array<keyof typeof good>> = {
    balance: ['playerId'],
    debit: ['playerId', 'token', 'transactionId', 'roundId', 'gameCode', 'amount'],
    credit: ['playerId', 'transactionId', 'roundId', 'amount'],
    rollback: ['playerId', 'transactionId', 'roundId'],
  };
  const fields = keys[call];
  const poisons: Array<fc.Arbitrary<Record<string, unknown>>> = [
    fc.record({ playerId: badPlayer }),
    // A required field left out.
    fc.constantFrom(...fields).map((field) => ({ [field]: undefined })),
  ];
  if (fields.includes('amount')) poisons.push(fc.record({ amount: badAmount }));
  if (fields.includes('transactionId')) poisons.push(fc.record({ transactionId: badId }));
  if (fields.includes('roundId')) poisons.push(fc.record({ roundId: badId }));
  if (fields.includes('token'))
    poisons.push(
      fc.record({ token: fc.constantFrom('short', '', 'x'.repeat(101), 'bad token with spaces') }),
    );
  const extras = fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 3 });
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, good[field]]))),
      fc.oneof(...poisons),
      extras,
    )
    .map(([base, bad, extra]) => JSON.stringify({ ...extra, ...base, ...bad }));
}

const signedHostile = fc.constantFrom(...calls).chain((call) =>
  fc.oneof(
    bodyFor(call).map((raw) => ({ call, raw })),
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((json) => typeof json !== 'object' || json === null || Array.isArray(json))
      .map((json) => ({ call, raw: JSON.stringify(json) ?? 'null' })),
    fc
      .constantFrom('{"playerId":', '{"__proto__":{"playerId":"1"}}', '', '[]', 'null')
      .map((raw) => ({ call, raw })),
  ),
);

describe('the vendor wallet API', () => {
  it('refuses hostile bodies even when they are signed, and nothing changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(signedHostile, fc.constantFrom('en', 'vi', ''), async ({ call, raw }, language) => {
        const timestamp = Math.floor(Date.now() / 1000);
        const response = await sites.member.inject({
          method: 'POST',
          url: `/vendor-wallet/${vendor.code}/${call}`,
          headers: {
            'content-type': 'application/json',
            'accept-language': language,
            'x-lotus-timestamp': String(timestamp),
            'x-lotus-signature': signVendorRequest(vendor.secret, timestamp, raw),
          },
          payload: raw,
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses hostile signatures, timestamps, vendors and content types with nothing changed', async () => {
    const before = await snapshot();
    const valid = JSON.stringify({
      playerId: player.playerId,
      token: player.token,
      transactionId: 'unsigned',
      roundId,
      gameCode: 'g',
      amount: '10',
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          vendorCode: fc.oneof(fc.constant(vendor.code), fc.constant('SIM_SLOTS'), nasty.map(safeUrlPart)),
          call: fc.constantFrom(...calls, 'deposit', ''),
          timestamp: fc.oneof(fc.constant(undefined), nasty, fc.integer().map(String)),
          signature: fc.oneof(fc.constant(undefined), nasty, fc.stringMatching(/^[0-9a-f]{64}$/)),
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        }),
        async (attempt) => {
          const headers: Record<string, string> = { 'content-type': attempt.contentType };
          if (attempt.timestamp !== undefined)
            headers['x-lotus-timestamp'] = attempt.timestamp.replace(/[^\x20-\x7e]/g, '');
          if (attempt.signature !== undefined)
            headers['x-lotus-signature'] = attempt.signature.replace(/[^\x20-\x7e]/g, '');
          const response = await sites.member.inject({
            method: 'POST',
            url: `/vendor-wallet/${attempt.vendorCode}/${attempt.call}`,
            headers,
            payload: valid,
          });
          expectRefusal(response);
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});

/** The text as a URL path part (a lone surrogate, which no URL can carry, as its replacement). */
function safeUrlPart(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

/** A query value no whole-number reading of page or size accepts. */
/** Not a whole number from 1 to `max` however it is spelt (` 7`, `1e3` are numbers to the query). */
function notAWholeNumber(value: string, max = 100): boolean {
  const number = Number(value);
  return !Number.isInteger(number) || number < 1 || number > max;
}

describe('the member’s bet calls', () => {
  const badQuery = fc.oneof(
    fc.record({ from: nasty.filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value)) }),
    fc.record({ to: nasty.filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value)) }),
    fc.constantFrom(
      { from: '2026-02-30' },
      { from: '2026-03-10', to: '2026-03-01' },
      { from: '2020-01-01', to: '2026-01-01' },
      { from: '1999-12-31', to: '2000-01-01' },
      { to: '3000-01-01' },
    ),
  );
  const badRecordQuery = fc.oneof(
    badQuery,
    fc.record({ gameType: nasty }),
    fc.record({ status: nasty }),
    // Numbers in the range pass however they are spelt (` 7`, `1e1`): only what no reading accepts.
    fc.record({
      page: fc.oneof(
        fc.constantFrom('0', '-1', '100001', '1.5', '', 'x', 'NaN'),
        // A page runs to 100,000.
        nasty.filter((value) => notAWholeNumber(value, 100_000)),
      ),
    }),
    fc.record({
      size: fc.oneof(
        fc.constantFrom('0', '101', '1e3', '2.5', ''),
        nasty.filter((value) => notAWholeNumber(value)),
      ),
    }),
  );
  const extraParams = fc.dictionary(
    fc.constantFrom('from', 'to', 'gameType', 'status', 'page', 'size', 'memberId'),
    nasty,
    {
      maxKeys: 2,
    },
  );

  it('GET /wps/relay/bets and /profit-loss refuse hostile queries', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/wps/relay/bets', '/wps/relay/bets/profit-loss'),
        extraParams,
        badRecordQuery,
        async (path, extra, bad) => {
          const query = new URLSearchParams({ ...extra, ...(bad as Record<string, string>) });
          const response = await sites.member.inject({
            method: 'GET',
            url: `${path}?${query.toString()}`,
            headers: bearer(player.session),
          });
          // profit-loss has no game type, status or page filters: those alone are simply not its business.
          if (response.statusCode === 200) {
            expect(path).toBe('/wps/relay/bets/profit-loss');
            expect(
              Object.keys(bad as object).every((key) => ['gameType', 'status', 'page', 'size'].includes(key)),
            ).toBe(true);
            return;
          }
          expectRefusal(response);
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('POST /wps/relay/vendor-wallet/token refuses hostile vendors and bodies, issuing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            vendor: anyValue.filter(
              (value) => value !== vendor.code && value !== 'SIM_SLOTS' && value !== 'SIM_LIVE',
            ),
          }),
          fc
            .jsonValue({ maxDepth: 2 })
            .filter((json) => typeof json !== 'object' || json === null || Array.isArray(json)),
        ),
        async (body) => {
          const response = await sites.member.inject({
            method: 'POST',
            url: '/wps/relay/vendor-wallet/token',
            headers: { ...bearer(player.session), 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expectRefusal(response);
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
