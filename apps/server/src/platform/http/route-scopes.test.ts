import { callScopes } from '@lotus/contract/call';
import type { CallScope } from '@lotus/contract/call';
import type { ErrorCode } from '@lotus/contract/errors';
import { operatorPermissions } from '@lotus/contract/operator-permissions';
import type { OperatorPermission, OperatorRole } from '@lotus/contract/operator-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { bearer, loginOn, nextClientAddress } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { insertApiToken, insertOperatorAccount } from '../../operator/index.ts';
import type { RouteEntry } from './app.ts';
import type { Site } from './security-headers.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});

afterAll(() => sites.close());

/** Routes that are pages and files, not calls: the built app, its assets, the artwork and the API reference. */
const notCalls = [/^\/docs(\/|$)/, /^\/media\//, /^\/\*$/, /^\/$/];

/** A path with every parameter filled by a plausible value (the scope answers before validation). */
const concrete = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '1');

/** The error code of an answer, or undefined when it is not the envelope (a page, a stream). */
function errorCodeOf(response: { body: string }): string | undefined {
  try {
    return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/** What a caller with no credentials is told, by the call's scope (the sign-in steps excepted). */
const refusals: Record<Exclude<CallScope, 'visitor' | 'console'>, readonly ErrorCode[]> = {
  member: ['error_not_logged_in'],
  agent: ['error_not_logged_in'],
  operator: ['error_operator_unauthorized'],
  vendor: ['error_vendor_not_found', 'error_vendor_signature_invalid'],
  gateway: ['error_payment_signature_invalid', 'error_not_found', 'error_validation', 'error_bad_request'],
};

type CallRoute = RouteEntry & { call: NonNullable<RouteEntry['call']> };

function calls(site: Site = 'member'): CallRoute[] {
  return sites[site].routeTable.filter(
    (route): route is RouteEntry & { call: NonNullable<RouteEntry['call']> } =>
      route.method !== 'HEAD' && route.call !== undefined,
  );
}

describe('every route has a scope', () => {
  it('registers no route outside the pages without a declaration, and every declaration has a known scope', () => {
    for (const site of ['member', 'operator'] as const) {
      const undeclared = sites[site].routeTable
        .filter((route) => route.call === undefined && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url}`)
        .filter((route) => !notCalls.some((page) => page.test(route.split(' ')[1] ?? '')));
      expect(undeclared).toEqual([]);
      for (const { call } of calls(site)) expect(callScopes).toContain(call.scope);
    }
    expect(calls('member').length + calls('operator').length).toBeGreaterThan(220);
  });

  it('serves operator calls only on the operator listener, and every public call only on the public sites', () => {
    const operatorOnly = new Set<CallScope>(['operator', 'console']);
    for (const site of ['member', 'agent', 'speed'] as const) {
      const misplaced = calls(site).filter(({ call }) => operatorOnly.has(call.scope));
      expect(misplaced.map(({ method, url }) => `${site}: ${method} ${url}`)).toEqual([]);
      expect(calls(site).some(({ url }) => url.startsWith('/admin'))).toBe(false);
    }
    const operatorCalls = calls('operator');
    expect(operatorCalls.length).toBeGreaterThan(80);
    const strangers = operatorCalls.filter(
      ({ call, url }) => !operatorOnly.has(call.scope) && url !== '/health',
    );
    expect(strangers.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    for (const { call } of operatorCalls) {
      if (call.scope === 'operator') expect(operatorPermissions).toContain(call.permission);
    }
  });

  it('documents on each listener only what it serves: no operator call in the public reference', async () => {
    const publicPaths = Object.keys(
      (await sites.member.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>().paths,
    );
    expect(publicPaths.length).toBeGreaterThan(100);
    expect(publicPaths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    const operatorPaths = Object.keys(
      (await sites.operator.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>().paths,
    );
    expect(operatorPaths).toContain('/admin/cashier/withdrawals');
    expect(operatorPaths.filter((path) => path.startsWith('/wps'))).toEqual([]);
  });

  for (const site of ['member', 'operator'] as const) {
    it(`refuses a caller without credentials on every ${site} route whose scope asks for them, before reading the request`, async () => {
      const reached: string[] = [];
      for (const { method, url, call } of calls(site)) {
        if (call.scope === 'visitor' || call.scope === 'console') continue;
        const response = await sites[site].inject({
          method: method as 'GET',
          url: concrete(url),
          remoteAddress: nextClientAddress(),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = errorCodeOf(response);
        if (response.statusCode < 400 || !refusals[call.scope].includes(code as ErrorCode)) {
          reached.push(`${method} ${url} (${call.scope}): ${response.statusCode} ${String(code)}`);
        }
      }
      expect(reached).toEqual([]);
    });
  }

  it('answers member and operator calls with no-store, and refuses a member session on the agent site', async () => {
    const login = await loginOn(sites.member, sites.config.PAYLOAD_KEY, {
      username: 'demo_member',
      password: 'Lotus2026',
    });
    const token = (login.body as { value: { token: string } }).value.token;
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const elsewhere = await sites.agent.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(elsewhere.json()).toMatchObject({ error: { code: 'error_not_logged_in' } });
    const operator = await sites.operator.inject({
      method: 'GET',
      url: '/admin/banners',
      headers: operatorHeaders,
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.headers['cache-control']).toBe('no-store');
  });
});

describe('maintenance', () => {
  const setMaintenance = (enabled: boolean) =>
    sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operatorHeaders,
      payload: { enabled, ...(enabled ? { message: 'Nâng cấp' } : {}) },
    });

  it('closes every member and agent money and game call, and keeps status, operator and reads answering', async () => {
    const tokenOn = async (site: 'member' | 'agent', username: string) => {
      const login = await loginOn(sites[site], sites.config.PAYLOAD_KEY, { username, password: 'Lotus2026' });
      return (login.body as { value: { token: string } }).value.token;
    };
    const token = await tokenOn('member', 'demo_member');
    const agentToken = await tokenOn('agent', 'demo_agent');
    const closed = calls().filter(({ call }) => call.closedInMaintenance === true);
    expect(closed.length).toBeGreaterThan(5);
    for (const { call } of closed) expect(['member', 'agent']).toContain(call.scope);
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const open: string[] = [];
      for (const { method, url, call } of closed) {
        const site = call.scope === 'agent' ? sites.agent : sites.member;
        const response = await site.inject({
          method: method as 'POST',
          url: concrete(url),
          headers: bearer(call.scope === 'agent' ? agentToken : token),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (errorCodeOf(response) !== 'error_maintenance') {
          open.push(`${method} ${url}: ${response.statusCode}`);
        }
      }
      expect(open).toEqual([]);
      const status = await sites.member.inject({ method: 'GET', url: '/wps/system/status' });
      expect(status.json()).toMatchObject({ success: true, value: { status: 1 } });
      const balance = await sites.member.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: bearer(token),
      });
      expect(balance.statusCode).toBe(200);
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
  });
});

describe('roles on the operator listener', () => {
  /** Every table's rows, hashed: what an operator call might have changed (credential bookkeeping and rate-limit counters aside). */
  async function everyTable(): Promise<Record<string, string>> {
    const { rows } = await sites.database.pool.query<{ name: string; digest: string | null }>(
      `select table_name as name,
              (xpath('/row/d/text()', query_to_xml(
                 format('select md5(string_agg(t::text, %L order by t::text)) as d from %I t', ',', table_name),
                 false, true, '')))[1]::text as digest
         from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not in ('operator_api_tokens', 'operator_sessions') and table_name not like 'rate_limit%'`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.digest ?? '']));
  }

  it('refuses every operator call to a role without its permission (403 error_operator_forbidden), and nothing changes', async () => {
    const { rows } = await sites.database.pool.query<{ role: OperatorRole; permission: OperatorPermission }>(
      'select role, permission from operator_role_permissions',
    );
    const brandId = (await sites.database.pool.query<{ id: number }>('select id from brands limit 1'))
      .rows[0]!.id;
    const tokens = new Map<OperatorRole, string>();
    for (const role of ['finance', 'support', 'content', 'risk'] as const) {
      const id = await insertOperatorAccount(sites.database.pool, {
        brandId,
        username: `scope-${role}`,
        displayName: role,
        role,
        password: 'a-long-password-for-tests',
        createdBy: null,
      });
      tokens.set(role, await insertApiToken(sites.database.pool, id, 'scope test'));
    }
    const holds = (role: OperatorRole, permission: OperatorPermission | undefined) =>
      rows.some((row) => row.role === role && row.permission === permission);
    const before = await everyTable();
    const allowed: string[] = [];
    let refused = 0;
    for (const { method, url, call } of calls('operator')) {
      if (call.scope !== 'operator') continue;
      const role = [...tokens.keys()].find((candidate) => !holds(candidate, call.permission));
      if (role === undefined) continue;
      const response = await sites.operator.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: { authorization: `Bearer ${tokens.get(role)!}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { enabled: true, amount: '1000' } }),
      });
      if (response.statusCode !== 403 || errorCodeOf(response) !== 'error_operator_forbidden') {
        allowed.push(`${method} ${url} as ${role}: ${response.statusCode} ${String(errorCodeOf(response))}`);
      }
      refused += 1;
    }
    expect(allowed).toEqual([]);
    expect(refused).toBeGreaterThan(60);
    expect(await everyTable()).toEqual(before);
  });
});
