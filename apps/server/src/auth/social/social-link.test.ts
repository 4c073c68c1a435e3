import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../../test/auth-helpers.ts';
import {
  answerConsent,
  finishCallback,
  loginWithTicket,
  rememberCookies,
  socialPopup,
} from '../../../test/social-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/** Linking a social account from the security centre, and unlinking it. */
let sites: TestSites;
let token: string;
const linked = { name: 'Demo Member G', email: 'demo.member@example.test' };

beforeAll(async () => {
  sites = await createTestSites();
  const { body } = await loginOn(sites.member, sites.config.PAYLOAD_KEY, {
    username: 'demo_member',
    password: 'Lotus2026',
  });
  token = body.value.token;
});
afterAll(() => sites.close());

async function linkPopup(
  sessionToken: string,
  identity: { name: string; email: string },
  provider = 'google',
) {
  const start = await sites.member.inject({
    method: 'POST',
    url: `/wps/member/social/${provider}/link`,
    headers: bearer(sessionToken),
    remoteAddress: nextClientAddress(),
  });
  expect(start.statusCode, start.body).toBe(200);
  rememberCookies(sites.member, start.headers);
  const authorize = new URL(start.json().value.url);
  const back = await answerConsent(sites.member, authorize, 'allow', identity);
  return finishCallback(sites.member, back);
}

async function links(sessionToken: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/member/social',
    headers: bearer(sessionToken),
  });
  return response.json();
}

async function accountOf(sessionToken: string): Promise<string> {
  const info = await sites.member.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: bearer(sessionToken),
  });
  return info.json().value.account;
}

describe('linking a social account', () => {
  it('needs a session', async () => {
    const start = await sites.member.inject({ method: 'POST', url: '/wps/member/social/google/link' });
    expect(start.json().error.code).toBe('error_not_logged_in');
    expect((await sites.member.inject({ method: 'GET', url: '/wps/member/social' })).statusCode).toBe(401);
    const unlink = await sites.member.inject({ method: 'DELETE', url: '/wps/member/social/google' });
    expect(unlink.statusCode).toBe(401);
  });

  it('links google to the logged-in member, who can then log in with it', async () => {
    expect((await links(token)).value).toEqual([]);
    const { response, message } = await linkPopup(token, linked);
    expect(response.statusCode).toBe(200);
    expect(message).toEqual({ type: 'lotus-social', provider: 'google', linked: true });
    const list = (await links(token)).value;
    expect(list).toEqual([
      {
        provider: 'google',
        linkedAt: expect.any(String),
        email: 'demo.member@example.test',
        name: 'Demo Member G',
      },
    ]);
    expect(Date.parse(list[0].linkedAt)).toBeGreaterThan(Date.now() - 60_000);

    const login = await socialPopup(sites.member, linked);
    const { body } = await loginWithTicket(sites.member, login.ticket);
    expect(await accountOf(body.value.token)).toBe('demo_member');

    // Linking the same account again is no change.
    expect((await linkPopup(token, linked)).message.linked).toBe(true);
  });

  it('refuses a social account linked to another member, and a second google account (error_conflict)', async () => {
    const other = await socialPopup(sites.member, { name: 'Someone', email: 'someone@example.test' });
    const otherToken = (await loginWithTicket(sites.member, other.ticket)).body.value.token;
    const taken = await linkPopup(otherToken, linked);
    expect(taken.response.statusCode).toBe(409);
    expect(taken.message).toEqual({ type: 'lotus-social', provider: 'google', error: 'error_conflict' });

    const second = await linkPopup(token, { name: 'Second', email: 'second.google@example.test' });
    expect(second.message.error).toBe('error_conflict');
    expect((await links(token)).value).toHaveLength(1);
  });

  it("a link started by one member cannot be finished in another person's browser", async () => {
    // The attacker starts a link on their account and gets a victim to consent and come back.
    const start = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/social/google/link',
      headers: bearer(token),
    });
    const authorize = new URL(start.json().value.url);
    const back = await answerConsent(sites.member, authorize, 'allow', {
      name: 'Victim',
      email: 'victim@example.test',
    });
    const { message } = await finishCallback(sites.member, back, { browser: 'other' });
    expect(message.error).toBe('error_social_login_failed');
    expect((await links(token)).value).toHaveLength(1);
  });

  it('a link state does not log anyone in, and a login state does not link', async () => {
    const { message } = await linkPopup(
      token,
      { name: 'Demo FB', email: 'demo.fb@example.test' },
      'facebook',
    );
    expect(message).toEqual({ type: 'lotus-social', provider: 'facebook', linked: true });
    expect(message.ticket).toBeUndefined();
    expect((await links(token)).value.map((link: { provider: string }) => link.provider)).toEqual([
      'facebook',
      'google',
    ]);
  });

  it('unlinks; the social account then no longer opens the member', async () => {
    const unlink = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/member/social/facebook',
      headers: bearer(token),
    });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().value).toEqual({ unlinked: true });
    expect((await links(token)).value.map((link: { provider: string }) => link.provider)).toEqual(['google']);
    const again = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/member/social/facebook',
      headers: bearer(token),
    });
    expect(again.json().error.code).toBe('error_not_found');

    // The same facebook person now signs up as a new account rather than opening demo_member.
    const login = await socialPopup(
      sites.member,
      { name: 'Demo FB', email: 'demo.fb@example.test' },
      'facebook',
    );
    const { body } = await loginWithTicket(sites.member, login.ticket);
    expect(await accountOf(body.value.token)).toMatch(/^fb/);
  });

  it('keeps the link that created an account until the member has set a password', async () => {
    const made = await socialPopup(sites.member, { name: 'Made Here', email: 'made.here@example.test' });
    const madeToken = (await loginWithTicket(sites.member, made.ticket)).body.value.token;
    const refused = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/member/social/google',
      headers: bearer(madeToken),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_operation_not_allowed');
    await sites.database.pool.query(
      `update members set password_changed_at = now() + interval '1 second'
        where id = (select member_id from member_social_links where email = 'made.here@example.test')`,
    );
    const allowed = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/member/social/google',
      headers: bearer(madeToken),
    });
    expect(allowed.json().value).toEqual({ unlinked: true });
  });

  it('refuses an unknown provider in the path', async () => {
    const response = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/social/twitter/link',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('error_validation');
  });
});
