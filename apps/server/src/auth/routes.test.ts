import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, loginOn } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';

let sites: TestSites;
let key: string;
const password = 'Lotus2026';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, u.type from brands, (values ('team_only', 41), ('team_only_b', 42)) as u(name, type)`,
    [hash],
  );
});
afterAll(() => sites.close());

describe('GET /wps/captcha', () => {
  it('answers a proof-of-work challenge for the purpose asked, never cached (captcha/captcha.test.ts tries to answer it)', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/captcha?purpose=login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { value } = response.json();
    expect(value).toMatchObject({
      purpose: 'login',
      challenge: { algorithm: 'PBKDF2/SHA-256', keyLength: 32 },
    });
    expect(Date.parse(value.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    const missing = await sites.member.inject({ method: 'GET', url: '/wps/captcha?x=1&x=2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('error_validation');
  });
});

describe('POST /wps/session/login', () => {
  it('logs demo_member in on the member site; the token opens member info until logout', async () => {
    const { response, body } = await loginOn(sites.member, key, { username: 'Demo_Member', password });
    expect(response.statusCode).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, isAgent: '0' });
    expect(body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token: string = body.value.token;

    const { rows } = await sites.database.pool.query(
      `select s.token_hash, m.last_login_at, m.last_login_ip from sessions s join members m on m.id = s.member_id
        where m.username = 'demo_member'`,
    );
    expect(rows[0].token_hash.equals(Buffer.from(token))).toBe(false);
    expect(rows[0].last_login_at).not.toBeNull();

    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({
      account: 'demo_member',
      type: 0,
      toUpline: 'demo_agent',
      clubLabel: null,
      nickname: 'Demo member',
    });
    expect(typeof info.json().value.id).toBe('string');

    // A member-site token does not open the agent site.
    const elsewhere = await sites.agent.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(elsewhere.json().error.code).toBe('error_not_logged_in');

    const logout = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().value).toEqual({ loggedOut: true });
    const after = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('error_not_logged_in');
    const again = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    expect(again.json().error.code).toBe('error_not_logged_in');
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await loginOn(sites.member, key, { username: 'demo_agent', password: 'Wrong2026' });
    const unknown = await loginOn(sites.member, key, { username: 'nobody_here', password: 'Wrong2026' });
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.body.error.code).toBe('error_wrong_account_or_password');
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('lets only agents into the agent site, and keeps agent-only accounts off the member site', async () => {
    const member = await loginOn(sites.agent, key, { username: 'demo_member', password });
    expect(member.response.statusCode).toBe(403);
    expect(member.body.error.code).toBe('error_not_agent');
    const agent = await loginOn(sites.agent, key, { username: 'demo_agent', password });
    expect(agent.body.value.isAgent).toBe('1');
    const info = await sites.agent.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(agent.body.value.token),
    });
    expect(info.json().value.account).toBe('demo_agent');
    // An agent who also plays logs in on the member site too.
    expect((await loginOn(sites.member, key, { username: 'demo_agent', password })).body.success).toBe(true);
    for (const username of ['team_only', 'team_only_b']) {
      const refused = await loginOn(sites.member, key, { username, password });
      expect(refused.body.error.code).toBe('error_not_member');
      expect((await loginOn(sites.agent, key, { username, password })).body.success).toBe(true);
    }
  });

  it('asks the source for a captcha after 3 failures and takes the right one; a wrong or reused one fails', async () => {
    // One address throughout: the captcha is asked of the source that failed (login-protection.test.ts).
    const address = '198.51.100.30';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await loginOn(sites.member, key, { username: 'demo_agent', password: 'nope' }, address);
      expect(failed.body.error.code).toBe('error_wrong_account_or_password');
    }
    // Unknown names are treated alike, so the captcha does not reveal which accounts exist.
    const ghostAddress = '198.51.100.31';
    for (let attempt = 0; attempt < 3; attempt += 1)
      await loginOn(sites.member, key, { username: 'ghost', password: 'x' }, ghostAddress);
    await sites.database.pool.query(`update login_failures set failed_at = failed_at - interval '1 minute'`);
    expect(
      (await loginOn(sites.member, key, { username: 'ghost', password: 'x' }, ghostAddress)).body.error.code,
    ).toBe('error_captcha_required');
    const missing = await loginOn(sites.member, key, { username: 'demo_agent', password }, address);
    expect(missing.body.error.code).toBe('error_captcha_required');
    const wrongCaptcha = await knownCaptcha(sites.database.pool, 'login');
    const wrong = await loginOn(
      sites.member,
      key,
      { username: 'demo_agent', password, captcha: { ...wrongCaptcha, derivedKey: '00'.repeat(32) } },
      address,
    );
    expect(wrong.body.error.code).toBe('error_captcha_check_failed');
    const captcha = await knownCaptcha(sites.database.pool, 'login');
    const right = await loginOn(sites.member, key, { username: 'demo_agent', password, captcha }, address);
    expect(right.body.success).toBe(true);
    const reused = await loginOn(
      sites.member,
      key,
      { username: 'ghost', password: 'x', captcha },
      ghostAddress,
    );
    expect(reused.body.error.code).toBe('error_captcha_check_failed');
    // Success forgave the name's failures from that address: no captcha needed now.
    expect(
      (await loginOn(sites.member, key, { username: 'demo_agent', password }, address)).body.success,
    ).toBe(true);
  });

  it('demands a captcha from everyone when the login.captcha switch is on', async () => {
    const turn = (enabled: boolean) =>
      sites.operator.inject({
        method: 'PUT',
        url: '/admin/system/switches/login.captcha',
        headers: operatorHeaders,
        payload: { enabled },
      });
    expect((await turn(true)).statusCode).toBe(200);
    expect((await loginOn(sites.member, key, { username: 'demo_member', password })).body.error.code).toBe(
      'error_captcha_required',
    );
    const captcha = await knownCaptcha(sites.database.pool, 'login');
    expect(
      (await loginOn(sites.member, key, { username: 'demo_member', password, captcha })).body.success,
    ).toBe(true);
    await turn(false);
  });

  it('refuses a body that is not our ciphertext with error_decrypt_failed', async () => {
    for (const data of [
      JSON.stringify({ username: 'demo_member', password }),
      'garbage',
      'U2FsdGVkX1+AAAA',
    ]) {
      const response = await sites.member.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { data },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('error_decrypt_failed');
    }
    const shape = await sites.member.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: encrypted({ username: 42 }, key),
    });
    expect(shape.json().error).toMatchObject({ code: 'error_validation' });
    expect(Object.keys(shape.json().error.fields)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('limits login attempts per client', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await sites.speed.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { data: 'x' },
        remoteAddress: '192.0.2.9',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
