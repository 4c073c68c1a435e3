import { translateMessage } from '@lotus/i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorInject } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import type { RouteEntry } from './app.ts';

/**
 * Strict operator filters: a query parameter an operator's list does not take is refused with
 * error_unknown_parameter naming it, never ignored (a filter spelled wrong would otherwise answer
 * everyone's rows as if they were one member's).
 */

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});

afterAll(() => sites.close());

type CallRoute = RouteEntry & { call: NonNullable<RouteEntry['call']> };

/** Every operator GET call, from the route tables of whichever listeners serve them. */
function operatorReads(): CallRoute[] {
  const seen = new Map<string, CallRoute>();
  for (const site of Object.values(sites)) {
    if (typeof site !== 'object' || site === null || !('routeTable' in site)) continue;
    for (const route of (site as { routeTable: RouteEntry[] }).routeTable) {
      if (route.method !== 'GET' || route.call?.scope !== 'operator') continue;
      seen.set(route.url, route as CallRoute);
    }
  }
  return [...seen.values()];
}

/** A path with every parameter filled by a plausible value (the query is checked before the handler runs). */
const concrete = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '1');

describe('operator lists refuse a parameter they do not take', () => {
  it('answers 400 error_unknown_parameter naming it on every operator GET call, in vi and en', async () => {
    const lists: string[] = [];
    const wrong: string[] = [];
    for (const { url } of operatorReads()) {
      lists.push(url);
      for (const language of ['vi', 'en']) {
        const response = await operatorInject(sites, {
          method: 'GET',
          url: `${concrete(url)}?usernam=demo_member`,
          headers: { 'accept-language': language },
        });
        const error = (response.json() as { error?: Record<string, unknown> }).error ?? {};
        const expected = {
          status: 400,
          code: 'error_unknown_parameter',
          message: translateMessage(language, 'errors.error_unknown_parameter', { parameter: 'usernam' }),
          params: { parameter: 'usernam' },
          fields: { usernam: translateMessage(language, 'validation.unknownParameter') },
        };
        const actual = {
          status: response.statusCode,
          code: error['code'],
          message: error['message'],
          params: error['params'],
          fields: error['fields'],
        };
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          wrong.push(`${url}: ${JSON.stringify(actual)}`);
      }
    }
    expect(lists.length).toBeGreaterThanOrEqual(30);
    expect(lists).toContain('/admin/bets');
    expect(wrong).toEqual([]);
  });

  it('no longer answers everyone’s bets to /admin/bets?username=x, and still filters by member', async () => {
    const refused = await operatorInject(sites, { method: 'GET', url: '/admin/bets?username=demo_member' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'error_unknown_parameter',
      params: { parameter: 'username' },
    });
    expect(refused.json().error.message).toContain('username');

    const filtered = await operatorInject(sites, { method: 'GET', url: '/admin/bets?member=demo_member' });
    expect(filtered.statusCode).toBe(200);
  });

  it('names every unknown parameter of a request', async () => {
    const response = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/feedback?status=open&user=a&sort=desc',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('error_unknown_parameter');
    expect(error.params.parameter.split(', ').sort()).toEqual(['sort', 'user']);
    expect(Object.keys(error.fields).sort()).toEqual(['sort', 'user']);
  });
});
