import { callScopes } from '@lotus/contract/call';
import type { CallScope } from '@lotus/contract/call';
import type { ErrorCode } from '@lotus/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../../test/auth-helpers.ts';
import { createTestSites, testOperatorKey } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import type { RouteEntry } from './app.ts';

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

/** What a caller with no credentials is told, by the call's scope. */
const refusals: Record<Exclude<CallScope, 'visitor'>, readonly ErrorCode[]> = {
  member: ['error_not_logged_in'],
  agent: ['error_not_logged_in'],
  operator: ['error_operator_unauthorized'],
  vendor: ['error_vendor_not_found', 'error_vendor_signature_invalid'],
  gateway: ['error_payment_signature_invalid', 'error_not_found', 'error_validation', 'error_bad_request'],
};

function calls(): Array<RouteEntry & { call: NonNullable<RouteEntry['call']> }> {
  return sites.member.routeTable.filter(
    (route): route is RouteEntry & { call: NonNullable<RouteEntry['call']> } =>
      route.method !== 'HEAD' && route.call !== undefined,
  );
}

describe('every route has a scope', () => {
  it('registers no route outside the pages without a declaration, and every declaration has a known scope', () => {
    const undeclared = sites.member.routeTable
      .filter((route) => route.call === undefined && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !notCalls.some((page) => page.test(route.split(' ')[1] ?? '')));
    expect(undeclared).toEqual([]);
    expect(calls().length).toBeGreaterThan(200);
    for (const { call } of calls()) expect(callScopes).toContain(call.scope);
  });

  it('refuses a visitor on every route whose scope is not visitor, before reading the request', async () => {
    const reached: string[] = [];
    for (const { method, url, call } of calls()) {
      if (call.scope === 'visitor') continue;
      const response = await sites.member.inject({
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
    const operator = await sites.member.inject({
      method: 'GET',
      url: '/admin/banners',
      headers: { 'x-operator-key': testOperatorKey },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.headers['cache-control']).toBe('no-store');
  });
});

describe('maintenance', () => {
  const setMaintenance = (enabled: boolean) =>
    sites.member.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: { 'x-operator-key': testOperatorKey },
      payload: { enabled, ...(enabled ? { message: 'Nâng cấp' } : {}) },
    });

  it('closes every member money and game call, and keeps status, operator and reads answering', async () => {
    const login = await loginOn(sites.member, sites.config.PAYLOAD_KEY, {
      username: 'demo_member',
      password: 'Lotus2026',
    });
    const token = (login.body as { value: { token: string } }).value.token;
    const closed = calls().filter(({ call }) => call.closedInMaintenance === true);
    expect(closed.length).toBeGreaterThan(5);
    for (const { call } of closed) expect(call.scope).toBe('member');
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const open: string[] = [];
      for (const { method, url } of closed) {
        const response = await sites.member.inject({
          method: method as 'POST',
          url: concrete(url),
          headers: bearer(token),
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
