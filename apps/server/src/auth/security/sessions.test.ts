import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn, nextClientAddress } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { hashPassword } from '../../platform/crypto/password.ts';

let sites: TestSites;
let key: string;
const password = 'Lotus2026';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, 0 from brands, (values ('stranger'), ('historian')) as u(name)`,
    [hash],
  );
});
afterAll(() => sites.close());

async function tokenOf(username: string, userAgent = 'vitest'): Promise<string> {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { 'user-agent': userAgent },
    payload: encrypted({ username, password }, key),
    remoteAddress: nextClientAddress(),
  });
  const body = response.json();
  expect(body.error).toBeUndefined();
  return body.value.token as string;
}

async function call(method: 'GET' | 'DELETE', url: string, token?: string) {
  const response = await sites.member.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
  });
  return { response, body: response.json() };
}

const sessionsUrl = '/wps/member/security/sessions';

describe('GET /wps/member/security/sessions', () => {
  it('lists both logins of demo_member, newest first, with only the caller current', async () => {
    const first = await tokenOf('demo_member', 'first-browser');
    const second = await tokenOf('demo_member', 'second-browser');
    const { response, body } = await call('GET', sessionsUrl, second);
    expect(response.statusCode).toBe(200);
    const list = body.value as { id: string; userAgent: string; current: boolean; site: string }[];
    expect(list.map((s) => s.userAgent)).toEqual(['second-browser', 'first-browser']);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[0]).toMatchObject({ site: 'member', ip: expect.stringMatching(/^10\./) });
    expect(list[0]).toHaveProperty('createdAt');
    expect(list[0]).toHaveProperty('lastSeenAt');
    const fromFirst = await call('GET', sessionsUrl, first);
    expect(fromFirst.body.value.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
  });
});

describe('DELETE /wps/member/security/sessions/:id', () => {
  it('ends the other session: its token stops working, the caller’s goes on', async () => {
    const other = await tokenOf('demo_member', 'other-device');
    const caller = await tokenOf('demo_member', 'this-device');
    const listed = (await call('GET', sessionsUrl, caller)).body.value as {
      id: string;
      userAgent: string;
    }[];
    const otherId = listed.find((s) => s.userAgent === 'other-device')?.id;
    expect(otherId).toBeDefined();
    const ended = await call('DELETE', `${sessionsUrl}/${otherId}`, caller);
    expect(ended.response.statusCode).toBe(200);
    expect(ended.body.value).toEqual({ ended: true });
    expect((await call('GET', sessionsUrl, other)).body.error.code).toBe('error_not_logged_in');
    const after = await call('GET', sessionsUrl, caller);
    expect(after.response.statusCode).toBe(200);
    expect(after.body.value.some((s: { id: string }) => s.id === otherId)).toBe(false);
    // Ended already: nothing more to end.
    expect((await call('DELETE', `${sessionsUrl}/${otherId}`, caller)).body.error.code).toBe(
      'error_not_found',
    );
  });

  it('refuses another member’s session and unknown ids with 404, changing nothing', async () => {
    const mine = await tokenOf('demo_member');
    const theirs = await tokenOf('stranger', 'stranger-browser');
    const theirId = (await call('GET', sessionsUrl, theirs)).body.value[0].id as string;
    const refused = await call('DELETE', `${sessionsUrl}/${theirId}`, mine);
    expect(refused.response.statusCode).toBe(404);
    expect(refused.body.error.code).toBe('error_not_found');
    expect((await call('GET', sessionsUrl, theirs)).response.statusCode).toBe(200);
    for (const id of ['999999999', 'abc', '0']) {
      const unknown = await call('DELETE', `${sessionsUrl}/${id}`, mine);
      expect(unknown.response.statusCode).toBe(404);
      expect(unknown.body.error.code).toBe('error_not_found');
    }
    expect((await call('GET', sessionsUrl, mine)).response.statusCode).toBe(200);
  });
});

describe('GET /wps/member/security/logins', () => {
  it('shows failed and successful logins, newest first', async () => {
    const wrong = await loginOn(sites.member, key, { username: 'historian', password: 'Wrong2026' });
    expect(wrong.body.error.code).toBe('error_wrong_account_or_password');
    const token = await tokenOf('historian', 'history-browser');
    const { response, body } = await call('GET', '/wps/member/security/logins', token);
    expect(response.statusCode).toBe(200);
    expect(body.value).toHaveLength(2);
    expect(body.value[0]).toMatchObject({
      site: 'member',
      userAgent: 'history-browser',
      success: true,
      method: 'password',
    });
    expect(body.value[1]).toMatchObject({ site: 'member', success: false, method: 'password' });
    expect(Date.parse(body.value[0].at)).toBeGreaterThanOrEqual(Date.parse(body.value[1].at));
  });
});

describe('without a token', () => {
  it('answers 401 error_not_logged_in on every security route', async () => {
    for (const [method, url] of [
      ['GET', sessionsUrl],
      ['DELETE', `${sessionsUrl}/1`],
      ['GET', '/wps/member/security/logins'],
    ] as const) {
      const { response, body } = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(body.error.code).toBe('error_not_logged_in');
    }
  });
});
