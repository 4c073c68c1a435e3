import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  answerConsent,
  finishCallback,
  loginWithTicket,
  pathOf,
  socialPopup,
  startSocial,
} from '../../../test/social-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

async function setSwitch(modId: string, enabled: boolean): Promise<void> {
  await sites.database.pool.query('update feature_switches set enabled = $2 where mod_id = $1', [
    modId,
    enabled,
  ]);
}

async function memberOf(email: string) {
  const { rows } = await sites.database.pool.query<{
    id: string;
    username: string;
    email: string | null;
    nickname: string | null;
    type: number;
  }>(
    `select m.id::text, m.username, m.email, m.nickname, m.type from member_social_links l
       join members m on m.id = l.member_id where l.email = $1`,
    [email],
  );
  return rows;
}

describe('GET /wps/session/social/providers', () => {
  it('lists google and facebook, both served by the development provider', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/session/social/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual([
      { provider: 'google', development: true },
      { provider: 'facebook', development: true },
    ]);
  });
});

describe('social login through the development provider', () => {
  it('start → consent → callback → ticket → a session that opens member info', async () => {
    const authorize = await startSocial(sites.member);
    expect(authorize.pathname).toBe('/dev-oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'lotus-dev-google',
      redirect_uri: 'http://localhost/wps/session/social/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Neither the state nor the verifier is stored as such.
    const { rows: states } = await sites.database.pool.query<{ state_hash: Buffer }>(
      'select state_hash from oauth_states',
    );
    expect(
      states.some((row) => row.state_hash.toString('utf8') === authorize.searchParams.get('state')),
    ).toBe(false);

    const consent = await sites.member.inject({
      method: 'GET',
      url: pathOf(authorize),
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(consent.body).toContain('Google (phát triển)');
    expect(consent.body).toContain('Cho phép');
    expect(consent.headers['content-security-policy']).toContain("form-action 'self'");
    expect(consent.body).not.toMatch(/<script/);
    const english = await sites.member.inject({
      method: 'GET',
      url: pathOf(authorize),
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('Google (development)');
    expect(english.body).toContain('>Cancel<');

    const back = await answerConsent(sites.member, authorize, 'allow', {
      name: 'Lê <b>Hoa</b>',
      email: 'Hoa.Le@Example.test',
    });
    expect(back.pathname).toBe('/wps/session/social/google/callback');
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { response, message } = await finishCallback(sites.member, back);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(message).toMatchObject({ type: 'lotus-social', provider: 'google' });
    expect(message.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The page runs no inline script: its one script is a file the CSP (script-src 'self') allows.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.body).toMatch(/<script src="\/wps\/session\/social\/popup\.js"><\/script>/);
    expect(response.body.replace(/<script src="[^"]+"><\/script>/, '')).not.toMatch(/<script/);
    const script = await sites.member.inject({ method: 'GET', url: '/wps/session/social/popup.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');

    const { response: login, body } = await loginWithTicket(sites.member, message.ticket);
    expect(login.statusCode).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, isAgent: '0' });
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ type: 0, nickname: 'Lê <b>Hoa</b>', isDemo: false });
    expect(info.json().value.account).toMatch(/^gg[0-9a-f]{10}$/);

    const [member] = await memberOf('hoa.le@example.test');
    expect(member).toMatchObject({ email: 'hoa.le@example.test', type: 0 });
    const { rows: history } = await sites.database.pool.query(
      `select method, success from login_history where member_id = $1`,
      [member?.id],
    );
    expect(history).toEqual([{ method: 'social', success: true }]);
  });

  it('the same identity comes back to the same account; another identity gets its own', async () => {
    const identity = { name: 'Same Person', email: 'same.person@example.test' };
    const first = await socialPopup(sites.member, identity);
    const second = await socialPopup(sites.member, identity);
    const firstLogin = await loginWithTicket(sites.member, first.ticket);
    const secondLogin = await loginWithTicket(sites.member, second.ticket);
    const accountOf = async (token: string) =>
      (await sites.member.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json()
        .value.account;
    expect(await accountOf(secondLogin.body.value.token)).toBe(await accountOf(firstLogin.body.value.token));
    expect(await memberOf('same.person@example.test')).toHaveLength(1);

    const other = await socialPopup(sites.member, { name: 'Other', email: 'other.person@example.test' });
    const otherLogin = await loginWithTicket(sites.member, other.ticket);
    expect(await accountOf(otherLogin.body.value.token)).not.toBe(
      await accountOf(firstLogin.body.value.token),
    );

    // The same address at facebook is another social account: another member, named "fb…".
    const facebook = await socialPopup(sites.member, identity, 'facebook');
    const facebookLogin = await loginWithTicket(sites.member, facebook.ticket);
    expect(await accountOf(facebookLogin.body.value.token)).toMatch(/^fb[0-9a-f]{10}$/);
    // Its address is already used by the google one's account, so it is not stored twice.
    const { rows } = await sites.database.pool.query(
      `select m.email from member_social_links l join members m on m.id = l.member_id
        where l.provider = 'facebook' and l.email = 'same.person@example.test'`,
    );
    expect(rows).toEqual([{ email: null }]);
  });

  it('Cancel on the consent page is error_social_login_failed', async () => {
    const authorize = await startSocial(sites.member);
    const back = await answerConsent(sites.member, authorize, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    const { response, message } = await finishCallback(sites.member, back);
    expect(response.statusCode).toBe(400);
    expect(message).toEqual({ type: 'lotus-social', provider: 'google', error: 'error_social_login_failed' });
  });

  it('refuses a state used twice, an expired one, an unknown one, and one of another provider', async () => {
    const authorize = await startSocial(sites.member);
    const back = await answerConsent(sites.member, authorize, 'allow');
    expect((await finishCallback(sites.member, back)).message.ticket).toBeDefined();
    const replay = await finishCallback(sites.member, back);
    expect(replay.message.error).toBe('error_social_login_failed');

    const late = await startSocial(sites.member);
    const lateBack = await answerConsent(sites.member, late, 'allow');
    await sites.database.pool.query(
      `update oauth_states set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await finishCallback(sites.member, lateBack)).message.error).toBe('error_social_login_failed');

    const unknown = new URL(lateBack);
    unknown.searchParams.set('state', 'A'.repeat(43));
    expect((await finishCallback(sites.member, unknown)).message.error).toBe('error_social_login_failed');

    const google = await startSocial(sites.member, 'google');
    const googleBack = await answerConsent(sites.member, google, 'allow');
    const crossed = new URL(googleBack);
    crossed.pathname = '/wps/session/social/facebook/callback';
    expect((await finishCallback(sites.member, crossed)).message.error).toBe('error_social_login_failed');
  });

  it('a flow finishes only in the browser that started it (its cookie)', async () => {
    const start = await sites.member.inject({ method: 'GET', url: '/wps/session/social/google/start' });
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^lotus_social_[0-9a-f]{12}=[A-Za-z0-9_-]{43}; Path=\/wps\/session\/social\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const authorize = new URL(String(start.headers.location));
    const back = await answerConsent(sites.member, authorize, 'allow');
    // Another browser (no cookie, or another flow's) cannot finish it, and the state is then spent.
    const elsewhere = await finishCallback(sites.member, back, { browser: 'other' });
    expect(elsewhere.message.error).toBe('error_social_login_failed');
    const afterwards = await sites.member.inject({
      method: 'GET',
      url: pathOf(back),
      headers: { cookie: setCookie.split(';')[0] ?? '' },
    });
    expect(afterwards.body).toContain('error_social_login_failed');
    // The callback clears the flow's cookie.
    expect(String(afterwards.headers['set-cookie'])).toMatch(/^lotus_social_[0-9a-f]{12}=; .*Max-Age=0/);
  });

  it('a ticket logs in once, on the site the flow ran on', async () => {
    const message = await socialPopup(sites.member, { name: 'Once', email: 'once@example.test' });
    const elsewhere = await loginWithTicket(sites.agent, message.ticket);
    expect(elsewhere.body.error.code).toBe('error_social_login_failed');
    const first = await loginWithTicket(sites.member, message.ticket);
    expect(first.response.statusCode).toBe(200);
    const again = await loginWithTicket(sites.member, message.ticket);
    expect(again.response.statusCode).toBe(400);
    expect(again.body.error.code).toBe('error_social_login_failed');

    const stale = await socialPopup(sites.member, { name: 'Once', email: 'once@example.test' });
    await sites.database.pool.query(
      `update social_login_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await loginWithTicket(sites.member, stale.ticket)).body.error.code).toBe(
      'error_social_login_failed',
    );
  });

  it('the agent site refuses a member account made by social login (error_not_agent)', async () => {
    const identity = { name: 'Not Agent', email: 'not.agent@example.test' };
    await loginWithTicket(sites.member, (await socialPopup(sites.member, identity)).ticket);
    const message = await socialPopup(sites.agent, identity);
    expect(message.ticket).toBeDefined();
    const { response, body } = await loginWithTicket(sites.agent, message.ticket);
    expect(response.statusCode).toBe(403);
    expect(body.error.code).toBe('error_not_agent');
    // Nobody signs up on the agent site.
    const unknown = await socialPopup(sites.agent, { name: 'Nobody', email: 'nobody@example.test' });
    expect(unknown.error).toBe('error_not_agent');
    expect(await memberOf('nobody@example.test')).toHaveLength(0);
  });

  it('switch login.social off: no providers, start and callback refused', async () => {
    const pending = await startSocial(sites.member);
    const back = await answerConsent(sites.member, pending, 'allow');
    await setSwitch('login.social', false);
    try {
      const providers = await sites.member.inject({ method: 'GET', url: '/wps/session/social/providers' });
      expect(providers.json().value).toEqual([]);
      const start = await sites.member.inject({ method: 'GET', url: '/wps/session/social/google/start' });
      expect(start.statusCode).toBe(403);
      expect(start.headers.location).toBeUndefined();
      expect(start.body).toContain('error_operation_not_allowed');
      expect((await finishCallback(sites.member, back)).message.error).toBe('error_operation_not_allowed');
    } finally {
      await setSwitch('login.social', true);
    }
  });

  it('registration off: an unknown person gets no account, a linked one still logs in', async () => {
    const known = { name: 'Known', email: 'known@example.test' };
    await loginWithTicket(sites.member, (await socialPopup(sites.member, known)).ticket);
    await setSwitch('register', false);
    try {
      const stranger = await socialPopup(sites.member, { name: 'Stranger', email: 'stranger@example.test' });
      expect(stranger.error).toBe('error_operation_not_allowed');
      const again = await socialPopup(sites.member, known);
      expect((await loginWithTicket(sites.member, again.ticket)).response.statusCode).toBe(200);
    } finally {
      await setSwitch('register', true);
    }
  });
});
