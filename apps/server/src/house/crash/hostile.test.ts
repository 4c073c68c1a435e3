import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { testCrashRoom, untilRoundTime } from '../../../test/crash-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { sleep } from '../../../test/live-events-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { fund } from '../../../test/withdrawal-helpers.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';

/**
 * Whatever a hostile caller sends to the PAPPU room and the live stream, an answer that is not a
 * success is a well-formed 4xx refusal (never a 5xx) and no money moves; two cash-outs at the same
 * instant pay once.
 */
let sites: TestSites;
let token: string;
const runs = { numRuns: 100, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  token = member.token;
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [member.username],
  );
  const { ledger } = await brandLedger(sites);
  await fund(ledger, rows[0]!.id, 50_000n);
});
afterAll(() => sites.close());

async function money(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select count(*) from journals)::text as journals,
            (select count(*) from crash_bets)::text as bets,
            (select jsonb_agg(jsonb_build_array(id, balance) order by id) from ledger_balances) as balances`,
  );
  return rows[0];
}

/** A hostile value as a query string carries it (an object whose toString is not callable: its JSON). */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value);
  }
}

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "' or 1=1 --",
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    ' 100',
    '99999999999999999999',
    '\u0000',
    '__proto__',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const badStake = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '', ' 1', '1e3', '0x1', '01', '999999999999999999999', '1'),
  fc.integer(),
);
const badAuto = fc.oneof(
  fc.constantFrom(10_000, 10_099, 10_150, 10_000_100, -1, 1.5, Number.MAX_SAFE_INTEGER),
  fc.string({ maxLength: 8 }),
);

it('refuses hostile bets, cash-outs and queries without moving money', async () => {
  const room = await testCrashRoom(sites.database.pool, { timings: { bettingMs: 60_000, crashedMs: 100 } });
  await room.steps.step();
  const before = await money();
  const body = fc.oneof(
    fc.record({ stake: badStake, idempotencyKey: fc.constant('hostile-key-1') }),
    fc.record({
      stake: fc.constant('2000'),
      autoCashOut: badAuto,
      idempotencyKey: fc.constant('hostile-key-2'),
    }),
    fc.record({
      stake: fc.constant('2000'),
      idempotencyKey: nasty.filter((key) => typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{8,64}$/.test(key)),
    }),
    fc.dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 4 }),
  );
  await fc.assert(
    fc.asyncProperty(body, async (payload) => {
      const response = await sites.member.inject({
        method: 'POST',
        url: '/wps/relay/house/crash/bets',
        headers: bearer(token),
        payload,
      });
      expectRefusal(response);
    }),
    runs,
  );
  await fc.assert(
    fc.asyncProperty(nasty, nasty, async (page, ticket) => {
      const query = new URLSearchParams({ page: textOf(page), size: textOf(page), ticket: textOf(ticket) });
      const rounds = await sites.member.inject({
        method: 'GET',
        url: `/wps/relay/house/crash/rounds?${query}`,
      });
      if (rounds.statusCode !== 200) expectRefusal(rounds);
      const stream = await sites.member.inject({
        method: 'GET',
        url: `/wps/relay/events?ticket=${encodeURIComponent(textOf(ticket))}`,
      });
      expectRefusal(stream);
    }),
    { ...runs, numRuns: 50 },
  );
  for (const headers of [{}, bearer('not-a-session')]) {
    expectRefusal(
      await sites.member.inject({ method: 'POST', url: '/wps/relay/house/crash/cashout', headers }),
    );
    expectRefusal(await sites.member.inject({ method: 'POST', url: '/wps/relay/events/ticket', headers }));
    expectRefusal(
      await sites.member.inject({
        method: 'POST',
        url: '/wps/relay/house/crash/bets',
        headers,
        payload: { stake: '2000', idempotencyKey: 'nobody-bet-1' },
      }),
    );
  }
  expect(await money()).toEqual(before);
});

it('pays one of two simultaneous cash-outs, once', async () => {
  const room = await testCrashRoom(sites.database.pool, {
    timings: { bettingMs: 2_000, crashedMs: 100 },
    crashPoints: { min: 12_000, max: 13_000 },
  });
  // The previous test left a round taking bets for a minute: it ends now, and a short one opens.
  await sites.database.pool.query(
    `update crash_rounds set phase = 'crashed', started_at = now() - interval '1 hour',
       crashes_at = now() - interval '1 hour', crashed_at = now() - interval '1 hour' where phase <> 'crashed'`,
  );
  expect(await room.steps.step()).toBe('opened');
  const placed = await sites.member.inject({
    method: 'POST',
    url: '/wps/relay/house/crash/bets',
    headers: bearer(token),
    payload: { stake: '10000', idempotencyKey: 'double-cash-out' },
  });
  expect(placed.statusCode).toBe(200);
  await untilRoundTime(sites.database.pool, 'betting_ends_at');
  expect(await room.steps.step()).toBe('started');
  await sleep(300);
  const presses = await Promise.all(
    [1, 2, 3].map(() =>
      sites.member.inject({ method: 'POST', url: '/wps/relay/house/crash/cashout', headers: bearer(token) }),
    ),
  );
  const paid = presses.filter((press) => press.statusCode === 200);
  expect(paid).toHaveLength(1);
  for (const press of presses.filter((p) => p.statusCode !== 200)) {
    expect(press.json().error.code).toBe('error_crash_cash_out_closed');
  }
  const { rows } = await sites.database.pool.query<{ n: bigint }>(
    `select count(*) as n from journals where idempotency_key like 'house:pappu:win:%'`,
  );
  expect(rows[0]!.n).toBe(1n);
});
