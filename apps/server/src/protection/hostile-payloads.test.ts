import { operatorHeaders } from '../../test/operator-helpers.ts';
import {
  selfExclusionRequestSchema,
  setProtectionLimitsRequestSchema,
  setRealityCheckRequestSchema,
  timeOutRequestSchema,
} from '@lotus/contract/protection/schemas';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { registerWalletMember } from '../../test/wallet-helpers.ts';

/**
 * Whatever a hostile client sends to the responsible-gaming calls, the answer is a refusal from
 * the catalogue (never a 5xx), and no limit, break, setting or session changes.
 */
let sites: TestSites;
let key: string;
let token: string;
const password = 'Secret2026';
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  key = sites.config.PAYLOAD_KEY;
  ({ token } = await registerWalletMember(sites.member, sites.database.pool, key));
  // A limit in force, so a change that slipped through would show.
  await sites.member.inject({
    method: 'PUT',
    url: '/wps/relay/responsible-gaming/limits',
    headers: bearer(token),
    payload: { deposit: { '24h': '100000' }, loss: { '7d': '50000' } },
  });
});
afterAll(() => sites.close());

async function state() {
  const { rows } = await sites.database.pool.query(
    `select (select coalesce(json_agg(l order by l.member_id, l.kind, l.period), '[]') from protection_limits l) as limits,
            (select count(*)::int from protection_breaks) as breaks,
            (select coalesce(json_agg(s order by s.member_id), '[]') from protection_settings s) as settings,
            (select count(*)::int from sessions where revoked_at is null) as sessions`,
  );
  return rows[0] as unknown;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    "' or 1=1 --",
    '__proto__',
    'constructor',
    '\u0000',
    '-1',
    '1e9',
    '0x10',
    ' 100',
    '1.5',
    '99999999999999999999',
    '9223372036854775808',
    'Infinity',
    'NaN',
  ),
  fc.integer({ min: 1, max: 200_000 }).map((size) => '9'.repeat(size)),
);
const anyValue = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(true),
);
const windows = fc.record(
  { '24h': anyValue, '7d': anyValue, '30d': anyValue, '1d': anyValue, __proto__: anyValue },
  { requiredKeys: [] },
);
const fields = fc.record(
  {
    deposit: fc.oneof(windows, anyValue),
    loss: fc.oneof(windows, anyValue),
    days: anyValue,
    months: fc.oneof(anyValue, fc.integer({ min: 0, max: 70 })),
    password: fc.oneof(anyValue, fc.constant(password)),
    confirm: fc.oneof(anyValue, fc.constant(true)),
    intervalMinutes: anyValue,
  },
  { requiredKeys: [] },
);

/** Hostile bodies the call's schema refuses (a well-formed request would rightly succeed). */
function hostileBody(
  schema: z.ZodType,
  encrypt: boolean,
): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  return fc.oneof(
    fields
      .filter((body) => !schema.safeParse(body).success)
      .map((body) => ({ payload: encrypt ? encrypted(body, key) : (body as Record<string, unknown>) })),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((body) => !schema.safeParse(body).success)
      .map((body) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })),
    fc
      .string({ maxLength: 200 })
      .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
    fc.constant({ payload: { data: 'not-a-ciphertext' } }),
    fc.constant({ payload: '', headers: { 'content-type': 'text/plain' } }),
  );
}

describe('hostile payloads on the responsible-gaming calls', () => {
  const calls: Array<{ method: 'PUT' | 'POST'; path: string; schema: z.ZodType; encrypt: boolean }> = [
    { method: 'PUT', path: 'limits', schema: setProtectionLimitsRequestSchema, encrypt: false },
    { method: 'POST', path: 'time-out', schema: timeOutRequestSchema, encrypt: false },
    { method: 'POST', path: 'self-exclusion', schema: selfExclusionRequestSchema, encrypt: true },
    { method: 'PUT', path: 'reality-check', schema: setRealityCheckRequestSchema, encrypt: false },
  ];
  for (const call of calls) {
    it(`${call.method} ${call.path} refuses them all, and nothing changes`, async () => {
      const before = await state();
      await fc.assert(
        fc.asyncProperty(hostileBody(call.schema, call.encrypt), fc.boolean(), async (body, withToken) => {
          const response = await sites.member.inject({
            method: call.method,
            url: `/wps/relay/responsible-gaming/${call.path}`,
            ...body,
            headers: { ...(body.headers ?? {}), ...(withToken ? bearer(token) : {}) },
          });
          expectRefusal(response);
        }),
        runs,
      );
      expect(await state()).toEqual(before);
    });
  }

  it('GET /admin/members/{username}/protection refuses hostile names', async () => {
    const before = await state();
    // Past 100 characters the router itself answers (Fastify's maxParamLength), before any route.
    const names = nasty.filter((name) => encodeURIComponent(name).length <= 100);
    await fc.assert(
      fc.asyncProperty(names, async (username) => {
        const response = await sites.operator.inject({
          method: 'GET',
          url: `/admin/members/${encodeURIComponent(username)}/protection`,
          headers: operatorHeaders,
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await state()).toEqual(before);
  });
});
