import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import {
  createDeposit,
  depositMember,
  newKey,
  operatorHeaders,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/**
 * Whatever a hostile client sends to the deposit calls (member and operator) and to the gateway
 * notify endpoint, an answer that is not a success is a well-formed 4xx refusal from the catalogue
 * (never a 5xx), and nothing changes: every generated request carries at least one thing the server
 * must refuse, so the property is "refused whole, nothing half-written".
 */
let sites: TestSites;
let token: string;
let channels: { bank: string; gateway: string };
let pendingId: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  channels = await seededChannels(sites.database.pool);
  const member = await depositMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
    'Nguyen Van An',
  );
  token = member.token;
  const pending = await createDeposit(sites.member, token, {
    channelId: channels.bank,
    amount: '100000',
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  pendingId = pending.json().value.id as string;
});
afterAll(() => sites.close());

/** Every row deposits can touch, whole. */
async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select jsonb_agg(to_jsonb(d) order by id) from deposits d) as deposits,
            (select jsonb_agg(to_jsonb(c) order by id) from deposit_channels c) as channels,
            (select count(*) from journals) as journals,
            (select count(*) from deposit_notifications) as notifications,
            (select count(*) from member_messages) as messages,
            (select count(*) from operator_audit) as audits`,
  );
  return rows[0];
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    "1; update deposits set status = 'credited'; --",
    '\u0000',
    '\ud800',
    '__proto__',
    '-1',
    '0',
    '1e6',
    '0x10',
    '١٢٣',
    '99999999999999999999',
    '9223372036854775808',
    'Nguyễn Văn An',
    '<script>alert(1)</script>',
    '\u202eevil',
  ),
  fc.integer({ min: 1, max: 50_000 }).map((size) => '9'.repeat(size)),
);
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));
const json = (body: unknown) => ({
  payload: JSON.stringify(body) ?? 'null',
  headers: { 'content-type': 'application/json' },
});

/** Deposit bodies with at least one field the server must refuse. */
const hostileDeposit: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.oneof(
  fc
    .tuple(
      fc.record(
        { channelId: anyValue, amount: anyValue, payerName: anyValue, idempotencyKey: anyValue },
        { requiredKeys: [] },
      ),
      fc.oneof(
        fc.record({
          amount: nasty.filter((value) => !/^[1-9]\d*$/.test(value) || BigInt(value) > 100_000_000n),
        }),
        fc.record({ channelId: fc.oneof(nasty, fc.constant('999999')) }),
        fc.record({
          payerName: nasty.filter(
            (value) => value.trim().replaceAll(/\s+/g, ' ').toUpperCase() !== 'NGUYEN VAN AN',
          ),
        }),
        fc.constant({ amount: '49999' }),
        fc.constant({ idempotencyKey: '' }),
        fc.constant({ amount: 100000 }),
      ),
    )
    .map(([body, poison]) => ({
      channelId: channels.bank,
      amount: '100000',
      payerName: 'Nguyen Van An',
      idempotencyKey: newKey(),
      ...body,
      ...poison,
    }))
    .map(json),
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map(json),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constantFrom(
    { payload: '{"amount":', headers: { 'content-type': 'application/json' } },
    { payload: '{"__proto__":{"amount":"100000"}}', headers: { 'content-type': 'application/json' } },
  ),
);

/** Channel bodies with at least one field the server must refuse. */
const hostileChannel = fc
  .tuple(
    fc.record(
      {
        kind: fc.oneof(fc.constantFrom('bank_transfer', 'gateway'), anyValue),
        name: anyValue,
        minAmount: anyValue,
        maxAmount: anyValue,
        bankBin: anyValue,
        bankName: anyValue,
        accountNumber: anyValue,
        accountName: anyValue,
        gatewayCode: anyValue,
        enabled: anyValue,
        sort: anyValue,
      },
      { requiredKeys: [] },
    ),
    fc.oneof(
      fc.constant({ kind: 'cash' }),
      fc.constant({ minAmount: '0' }),
      fc.constant({ minAmount: '500', maxAmount: '100' }),
      fc.constant({ bankBin: '97043' }),
      fc.constant({ accountName: 'Nguyễn' }),
      fc.constant({ gatewayCode: 'nowhere' }),
      fc.constant({ sort: -1 }),
      fc.record({ name: fc.constantFrom('', '   ', 'x'.repeat(65)) }),
    ),
  )
  .map(([body, poison]) => {
    const base =
      ('kind' in poison && poison.kind === 'cash') || body.kind !== 'gateway'
        ? {
            kind: 'bank_transfer',
            name: 'X',
            minAmount: '1',
            maxAmount: '2',
            bankBin: '970436',
            bankName: 'B',
            accountNumber: '123456',
            accountName: 'A B',
          }
        : { kind: 'gateway', name: 'X', minAmount: '1', maxAmount: '2', gatewayCode: 'dev' };
    return { ...base, ...body, ...poison };
  });

/** A URL part of any text (a lone surrogate becomes U+FFFD, as a browser would send it). */
const pathPart = (text: string) => encodeURIComponent(text.toWellFormed());

// Never the id of a deposit that exists (acting on that one could rightly succeed), nor empty (that
// is the list). Past 200 characters the router itself answers (Fastify's maxParamLength, outside
// the envelope: a platform matter, not this domain's), so ids stay under it.
const hostileId = fc
  .oneof(nasty, fc.constantFrom('0', '-5', '1.5', '99999999', '%00', '..%2f', '9223372036854775808'))
  // '.' and '..' are dot segments: the URL resolves them to the list itself, which rightly answers.
  .filter(
    (id) =>
      id.trim() !== '' && !/^\d{1,3}$/.test(id.trim()) && !/^\.{1,2}$/.test(id) && pathPart(id).length <= 200,
  );

function request(options: InjectOptions) {
  return sites.member.inject({ ...options, remoteAddress: nextClientAddress() });
}

describe('hostile payloads on deposits', () => {
  it('member calls refuse them all, and nothing changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileDeposit, fc.constantFrom('en', 'vi', 'xx'), async (body, language) => {
        expectRefusal(
          await request({
            method: 'POST',
            url: '/wps/relay/deposits',
            ...body,
            headers: { ...body.headers, ...bearer(token), 'accept-language': language },
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(hostileId, async (id) => {
        expectRefusal(
          await request({
            method: 'GET',
            url: `/wps/relay/deposits/${pathPart(id)}`,
            headers: bearer(token),
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (page, size) => {
        const response = await request({
          method: 'GET',
          url: `/wps/relay/deposits?page=${pathPart(page)}&size=${pathPart(size)}`,
          headers: bearer(token),
        });
        // A page and size that happen to be valid are fine; anything else is a clean refusal.
        if (response.statusCode !== 200) expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('operator calls refuse them all, and nothing changes', async () => {
    const before = await snapshot();
    const headers = { ...operatorHeaders, 'content-type': 'application/json' };
    await fc.assert(
      fc.asyncProperty(hostileChannel, async (body) => {
        expectRefusal(
          await request({
            method: 'POST',
            url: '/admin/cashier/deposit-channels',
            headers,
            payload: JSON.stringify(body),
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(hostileChannel, async (body) => {
        const { kind: _kind, ...change } = body;
        expectRefusal(
          await request({
            method: 'PATCH',
            url: `/admin/cashier/deposit-channels/${channels.bank}`,
            headers,
            payload: JSON.stringify({ ...change, gatewayCode: 'dev' }),
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(hostileId, fc.constantFrom('confirm', 'reject'), async (id, action) => {
        expectRefusal(
          await request({
            method: 'POST',
            url: `/admin/cashier/deposits/${pathPart(id)}/${action}`,
            headers,
            payload: JSON.stringify({ reason: 'checked the statement' }),
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyValue, fc.constantFrom('', 'ab', 'x'.repeat(201))), async (reason) => {
        expectRefusal(
          await request({
            method: 'POST',
            url: `/admin/cashier/deposits/${pendingId}/reject`,
            headers,
            payload: JSON.stringify({
              reason:
                typeof reason === 'string' && reason.trim().length >= 3 && reason.trim().length <= 200
                  ? 7
                  : reason,
            }),
          }),
        );
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(nasty, async (status) => {
        const response = await request({
          method: 'GET',
          url: `/admin/cashier/deposits?status=${pathPart(status)}`,
          headers: operatorHeaders,
        });
        expectRefusal(response);
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the notify endpoint refuses unsigned and malformed notifications, and nothing changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nasty,
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
        ),
        fc.option(fc.oneof(nasty, fc.stringMatching(/^[0-9a-f]{64}$/)), { nil: undefined }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        fc.constantFrom('dev', 'paypal', 'DEV', 'a'),
        async (payload, signature, type, gateway) => {
          expectRefusal(
            await request({
              method: 'POST',
              url: `/wps/relay/deposits/notify/${gateway}`,
              payload,
              headers: {
                'content-type': type,
                ...(signature === undefined ? {} : { 'x-dev-gateway-signature': signature }),
              },
            }),
          );
        },
      ),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
