import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted } from '../../../test/auth-helpers.ts';
import { expectRefusal, jsonBody, sendHostile } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  boundAccountId,
  decide,
  fund,
  gifBytes,
  newPlayer,
  operator,
  requestWithdrawal,
  seededLedger,
} from '../../../test/withdrawal-helpers.ts';

/**
 * Whatever a hostile client sends to the withdrawal calls (member and operator), an answer is a
 * well-formed 4xx refusal from the catalogue (never a 5xx), and nothing changes: no withdrawal, no
 * bank account, no proof, no journal, no balance, no audit row, no message. Every generated request
 * carries at least one thing the server must refuse before it would act.
 */
let sites: TestSites;
let token: string;
let accountId: string;
let pendingId: string;
let paidId: string;
const runs = { numRuns: 60, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  const { ledger } = await seededLedger(sites);
  const player = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  token = player.token;
  accountId = await boundAccountId(sites, token);
  await fund(ledger, player.memberId, 1_000_000n);
  pendingId = (await requestWithdrawal(sites, token, { bankAccountId: accountId, amount: '200000' })).body
    .value.id;
  paidId = (await requestWithdrawal(sites, token, { bankAccountId: accountId, amount: '500000' })).body.value
    .id;
  await decide(sites, paidId, 'approve');
});
afterAll(() => sites.close());

/** Every row the withdrawal calls could write. */
async function snapshot(): Promise<unknown> {
  const tables = {
    withdrawals: 'select * from withdrawals order by id',
    accounts: 'select * from member_bank_accounts order by id',
    proofs: 'select withdrawal_id, length(image) as size from withdrawal_proofs order by withdrawal_id',
    balances: 'select id, balance from ledger_accounts order by id',
    journals: 'select count(*) as n from journals',
    audits: 'select count(*) as n from operator_audit',
    messages: 'select count(*) as n from member_messages',
    settings: 'select * from withdrawal_settings',
  };
  const result: Record<string, unknown> = {};
  for (const [name, sql] of Object.entries(tables)) {
    result[name] = (await sites.database.pool.query(sql)).rows;
  }
  return result;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    "1; update withdrawals set status = 'paid'; --",
    '\u0000',
    'ab\u0000cd',
    '\ud800',
    '__proto__',
    'constructor',
    '-1',
    '0',
    '1e6',
    '0x10',
    ' 100000',
    '100000.5',
    '99999999999999999999999',
    '<script>alert(1)</script>',
    '\u202eevil',
    '１２３４５６７８',
  ),
  fc.integer({ min: 1, max: 70_000 }).map((size) => 'x'.repeat(size)),
);
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));
const notJsonBodies = fc.oneof(
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map(jsonBody),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constantFrom(
    { payload: '{"bankCode":', headers: { 'content-type': 'application/json' } },
    { payload: '{"__proto__":{"choice":"received"}}', headers: { 'content-type': 'application/json' } },
  ),
);

// Bank accounts: the member has a real name and one account; every body breaks a rule.
const bankPoison = fc.oneof(
  fc.record({ bankCode: anyValue.filter((value) => value !== 'VCB' && value !== 'ACB') }),
  fc.record({
    accountNumber: anyValue.filter((value) => typeof value !== 'string' || !/^\d{6,19}$/.test(value)),
  }),
  fc.record({
    payeeName: anyValue.filter(
      // A blank name means "my real name", which is allowed.
      (value) =>
        typeof value !== 'string' ||
        (value.trim() !== '' && value.trim().replace(/\s+/g, ' ').toUpperCase() !== 'NGUYEN VAN AN'),
    ),
  }),
  fc.record({ accountId: anyValue }),
);
const bankBodies = fc.oneof(
  fc
    .tuple(
      fc.record(
        {
          bankCode: fc.constantFrom('VCB', 'ACB'),
          accountNumber: fc.constantFrom('1234567890', '555666777'),
        },
        { requiredKeys: [] },
      ),
      bankPoison,
    )
    .map(([body, bad]) => jsonBody({ ...body, ...bad })),
  notJsonBodies,
);

// Withdrawal requests, encrypted: every plaintext is refused before the payment password is tried.
const requestPoison = fc.oneof(
  fc.record({ bankAccountId: anyValue.filter((value) => value !== accountId) }),
  fc.record({
    amount: fc.oneof(
      anyValue.filter((value) => typeof value !== 'string' || !/^[1-9]\d{0,18}$/.test(value)),
      fc.integer({ min: 1, max: 99_999 }).map(String),
      fc.bigInt({ min: 1_000_001n, max: 9_000_000_000_000_000_000n }).map(String),
    ),
  }),
  fc
    .record({ idempotencyKey: fc.oneof(fc.constantFrom('', '   ', 'k'.repeat(121)), fc.jsonValue()) })
    .filter(
      (value) =>
        typeof value.idempotencyKey !== 'string' ||
        value.idempotencyKey.trim() === '' ||
        value.idempotencyKey.length > 120,
    ),
  fc.record({ paymentPassword: fc.oneof(fc.integer(), fc.constant(null), fc.constant('1'.repeat(65))) }),
  fc.record({ role: anyValue }),
);
const withdrawalBodies = fc.oneof(
  fc
    .tuple(
      fc.record(
        {
          // The member's own account (known once the test has made it).
          bankAccountId: fc.constant(null).map(() => accountId),
          amount: fc.constant('100000'),
          paymentPassword: nasty,
          idempotencyKey: nasty,
        },
        { requiredKeys: [] },
      ),
      requestPoison,
    )
    .map(([body, bad]) => jsonBody(encrypted({ ...body, ...bad }, sites.config.PAYLOAD_KEY))),
  fc.record({ data: anyValue }).map(jsonBody),
  fc.record({ bankAccountId: anyValue, amount: anyValue }).map(jsonBody),
  notJsonBodies,
);

// Confirmations of the paid withdrawal: none of them is an answer the server may take.
const randomNotImage = fc
  .uint8Array({ minLength: 1, maxLength: 200 })
  .filter((bytes) => !(bytes[0] === 0x89 && bytes[1] === 0x50) && !(bytes[0] === 0xff && bytes[1] === 0xd8))
  .map((bytes) => Buffer.from(bytes).toString('base64'));
const confirmationBodies = fc.oneof(
  fc
    .record({
      choice: anyValue.filter(
        (value) => value !== 'received' && value !== 'partly_received' && value !== 'not_received',
      ),
    })
    .map(jsonBody),
  fc
    .record({
      choice: fc.constant('partly_received'),
      amountReceived: fc.oneof(
        fc.constantFrom('500000', '500001', '99999999999', '0', '-1', '1.5', '', ' 1', null),
        fc.integer(),
        fc.jsonValue().filter((value) => typeof value !== 'string'),
      ),
    })
    .map(jsonBody),
  fc
    .record({
      choice: fc.constant('not_received'),
      proofImage: fc.oneof(nasty, randomNotImage, fc.constant(gifBytes.toString('base64')), fc.jsonValue()),
    })
    .map(jsonBody),
  fc.record({ choice: fc.constant('received'), extra: anyValue }).map(jsonBody),
  notJsonBodies,
);

/** A path segment as a client would send it (the router's own limit, 200 characters, kept). */
const path = (id: string) => encodeURIComponent(id.toWellFormed()) || '%20';
// Path ids that are not one of ours.
const foreignId = fc
  .oneof(
    nasty.filter((value) => !/^\d{1,11}$/.test(value.trim())),
    fc.bigInt({ min: 100_000_000_000n, max: 999_999_999_999_999_999n }).map(String),
  )
  // '.' and '..' are dot segments: the URL resolves them to the list itself, which rightly answers.
  .filter((value) => path(value).length <= 200 && !/^\.{1,2}$/.test(value));

const send = (request: Parameters<typeof sendHostile>[1]) => sendHostile(sites.member, request);

describe('hostile payloads on the withdrawal calls', () => {
  const member = () => ({ ...bearer(token), 'accept-language': 'en' });

  it('POST /wps/member/bank-accounts refuses them all', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(bankBodies, async (body) => {
        expectRefusal(
          await send({ method: 'POST', url: '/wps/member/bank-accounts', headers: member(), body }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('DELETE /wps/member/bank-accounts/:id refuses ids that are not the member’s', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(foreignId, fc.constant(accountId)), async (id) => {
        // Its own account has a pending withdrawal, so even that one is refused.
        expectRefusal(
          await send({ method: 'DELETE', url: `/wps/member/bank-accounts/${path(id)}`, headers: member() }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('POST /wps/member/withdrawals refuses them all, and no try of the payment password is spent', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(withdrawalBodies, async (body) => {
        expectRefusal(
          await send({ method: 'POST', url: '/wps/member/withdrawals', headers: member(), body }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
    const { rows } = await sites.database.pool.query(
      'select payment_password_failures from members where payment_password_hash is not null',
    );
    expect(rows.every((row) => row.payment_password_failures === 0)).toBe(true);
  });

  it('POST /wps/member/withdrawals/:id/confirmation refuses them all', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(paidId), fc.constant(pendingId), foreignId),
        confirmationBodies,
        async (id, body) => {
          expectRefusal(
            await send({
              method: 'POST',
              url: `/wps/member/withdrawals/${path(id)}/confirmation`,
              headers: member(),
              body,
            }),
          );
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET calls with hostile ids and queries answer refusals, never a 5xx', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(foreignId, nasty, async (id, query) => {
        expectRefusal(
          await send({ method: 'GET', url: `/wps/member/withdrawals/${path(id)}`, headers: member() }),
        );
        const listed = await send({
          method: 'GET',
          url: `/wps/member/withdrawals?status=${path(query)}&page=${path(query)}`,
          headers: member(),
        });
        if (listed.statusCode !== 200) expectRefusal(listed);
        expectRefusal(
          await send({ method: 'GET', url: `/admin/cashier/withdrawals/${path(id)}`, headers: operator }),
        );
        expectRefusal(
          await send({
            method: 'GET',
            url: `/admin/cashier/withdrawals/${path(id)}/proof`,
            headers: operator,
          }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the operator’s decisions refuse hostile ids and reasons', async () => {
    const before = await snapshot();
    const badReason = fc.oneof(
      fc.record({
        reason: fc.oneof(
          fc.constantFrom('', 'ab', '  a  ', 'x'.repeat(201)),
          fc.integer(),
          fc.constant(null),
        ),
      }),
      fc.record({ reason: fc.constant('a fine reason'), extra: anyValue }),
      fc.constant({}),
    );
    await fc.assert(
      fc.asyncProperty(
        foreignId,
        badReason,
        fc.constantFrom('en', 'vi', ''),
        async (id, reason, language) => {
          const headers = { ...operator, 'accept-language': language };
          expectRefusal(
            await send({ method: 'POST', url: `/admin/cashier/withdrawals/${path(id)}/approve`, headers }),
          );
          expectRefusal(
            await send({
              method: 'POST',
              url: `/admin/cashier/withdrawals/${path(id)}/reject`,
              headers,
              body: jsonBody({ reason: 'a fine reason' }),
            }),
          );
          expectRefusal(
            await send({
              method: 'POST',
              url: `/admin/cashier/withdrawals/${pendingId}/reject`,
              headers,
              body: jsonBody(reason),
            }),
          );
          // Paid: it can no longer be rejected, whatever the reason.
          expectRefusal(
            await send({
              method: 'POST',
              url: `/admin/cashier/withdrawals/${paidId}/reject`,
              headers,
              body: jsonBody({ reason: 'a fine reason' }),
            }),
          );
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('PUT /admin/cashier/withdrawal-settings refuses broken settings', async () => {
    const before = await snapshot();
    const settingsPoison = fc.oneof(
      fc.record({
        minAmount: anyValue.filter((value) => typeof value !== 'string' || !/^[1-9]\d{0,17}$/.test(value)),
      }),
      fc.record({ dailyCount: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1001 }), nasty) }),
      fc.record({
        autoReceiptMinutes: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10_081 }), fc.double()),
      }),
      fc.record({
        turnoverMultiplier: fc.oneof(fc.integer({ min: 101 }), fc.integer({ max: -1 }), fc.constant(1.5)),
      }),
      fc.constant({ minAmount: '2000', maxAmount: '1000' }),
    );
    const valid = {
      minAmount: '100000',
      maxAmount: '500000000',
      dailyCount: 5,
      dailyAmount: '1000000000',
      turnoverMultiplier: 1,
      autoReceiptMinutes: 30,
    };
    await fc.assert(
      fc.asyncProperty(settingsPoison, async (bad) => {
        expectRefusal(
          await send({
            method: 'PUT',
            url: '/admin/cashier/withdrawal-settings',
            headers: operator,
            body: jsonBody({ ...valid, ...bad }),
          }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
