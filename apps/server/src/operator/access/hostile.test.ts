import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, jsonBody, sendHostile } from '../../../test/hostile.ts';
import { createTestOperator } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/**
 * Whatever credential a hostile caller forges for the operator listener (no header, junk, a
 * member's session, a revoked or disabled operator's token, a token-shaped guess), every operator
 * call refuses it with 401 before reading the request, and nothing in the database changes; the
 * sign-in steps refuse any junk with a 4xx and open no session.
 */
let sites: TestSites;
let revoked: string;
let disabled: string;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  const finance = await createTestOperator(sites, 'finance');
  revoked = finance.token;
  await sites.database.pool.query(
    'update operator_api_tokens set revoked_at = now() where operator_id = $1',
    [finance.id],
  );
  const support = await createTestOperator(sites, 'support');
  disabled = support.token;
  await sites.database.pool.query('update operators set disabled_at = now() where id = $1', [support.id]);
});
afterAll(() => sites.close());

/** Every table's rows, hashed (the rate-limit counters aside). */
async function everyTable(): Promise<Record<string, string>> {
  const { rows } = await sites.database.pool.query<{ name: string; digest: string | null }>(
    `select table_name as name,
            (xpath('/row/d/text()', query_to_xml(
               format('select md5(string_agg(t::text, %L order by t::text)) as d from %I t', ',', table_name),
               false, true, '')))[1]::text as digest
       from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'rate_limit%'`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest ?? '']));
}

const operatorRoutes = () =>
  sites.operator.routeTable.filter((route) => route.call?.scope === 'operator' && route.method !== 'HEAD');

const junk = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom("' or 1=1 --", '<script>', '__proto__', '\u0000', '-1', 'null', ''),
);

const forgedAuthorization = fc.oneof(
  fc.constant(undefined),
  junk,
  junk.map((value) => `Bearer ${value}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((value) => `Bearer ${value}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((value) => `Bearer lopt_${value}`),
  fc.constant('revoked'),
  fc.constant('disabled'),
  fc.constant('Basic dGVzdC1vd25lcjpwYXNzd29yZA=='),
);

describe('hostile calls on the operator listener', () => {
  it('refuses every forged credential on every operator call with 401, changing nothing', async () => {
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const before = await everyTable();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        forgedAuthorization,
        fc.jsonValue({ maxDepth: 2 }),
        async (index, authorization, body) => {
          const route = routes[index]!;
          const header =
            authorization === 'revoked'
              ? `Bearer ${revoked}`
              : authorization === 'disabled'
                ? `Bearer ${disabled}`
                : authorization;
          const response = await sendHostile(sites.operator, {
            method: route.method as 'POST',
            url: route.url.replace(/:([A-Za-z0-9_]+)/g, '1'),
            headers: header === undefined ? {} : { authorization: header },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: jsonBody(body) }),
          });
          expectRefusal(response);
          expect(response.statusCode).toBe(401);
        },
      ),
      { numRuns: 150, interruptAfterTimeLimit: 20_000 },
    );
    expect(await everyTable()).toEqual(before);
  });

  it('refuses junk at every sign-in step with a 4xx and opens no session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/admin/session/password', '/admin/session/totp', '/admin/session/recovery'),
        fc.record({
          username: fc.oneof(junk, fc.constant('test-owner'), fc.jsonValue({ maxDepth: 1 })),
          password: fc.oneof(junk, fc.jsonValue({ maxDepth: 1 })),
          ticket: fc.oneof(junk, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
          code: fc.oneof(junk, fc.stringMatching(/^\d{6}$/), fc.integer()),
          recoveryCode: junk,
        }),
        async (url, body) => {
          expectRefusal(
            await sendHostile(sites.operator, { method: 'POST', url, headers: {}, body: jsonBody(body) }),
          );
        },
      ),
      { numRuns: 120, interruptAfterTimeLimit: 20_000 },
    );
    const sessions = await sites.database.pool.query('select count(*)::int as count from operator_sessions');
    expect(sessions.rows[0]).toEqual({ count: 0 });
  });
});
