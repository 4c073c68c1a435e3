import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn } from '../../test/auth-helpers.ts';
import { changePassword, memberInfo } from '../../test/password-helpers.ts';
import { setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';
import { AppError } from '../platform/http/app-error.ts';
import { composeDomains } from '../composition.ts';

let sites: TestSites;
let key: string;
const password = 'Lotus2026';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, 0 from brands, (values ('changer'), ('expiring')) as u(name)`,
    [hash],
  );
});
afterAll(() => sites.close());

async function tokenOf(username: string, secret = password): Promise<string> {
  const { body } = await loginOn(sites.member, key, { username, password: secret });
  expect(body.error).toBeUndefined();
  return body.value.token as string;
}

/**
 * No HTTP call beyond the three a held session may make needs a login yet, so "any other
 * authenticated call" is the auth service's default check, which every such call will go through.
 */
async function otherCall(token: string): Promise<string> {
  const { domains } = await composeDomains(sites.database.pool, {
    brandCode: sites.config.BRAND_CODE,
    memberSiteUrl: sites.config.MEMBER_SITE_URL,
    payloadKey: key,
    secretKey: sites.config.SECRET_KEY,
    proxyTrust: false,
    countryHeader: sites.config.COUNTRY_HEADER,
    sms: { gateway: 'dev', failRate: 0, delayMs: 0 },
    email: { gateway: 'dev', failRate: 0, delayMs: 0 },
  });
  try {
    await domains.auth.service.authenticate(
      { headers: bearer(token), site: 'member' },
      { duringPasswordChange: false },
    );
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'thrown';
  }
}

async function logout(token: string) {
  const response = await sites.member.inject({
    method: 'DELETE',
    url: '/wps/session/logout',
    headers: bearer(token),
  });
  return response.json();
}

async function setFirstTimeLogin(username: string, enabled: boolean) {
  return sites.operator.inject({
    method: 'PUT',
    url: `/admin/members/${username}/first-time-login`,
    headers: operatorHeaders,
    payload: { enabled },
  });
}

describe('POST /wps/member/password', () => {
  it('checks the old password, the rule, the confirmation and that the new one differs', async () => {
    const token = await tokenOf('changer');
    const wrong = await changePassword(sites.member, key, token, {
      oldPassword: 'Nope2026',
      newPassword: 'Better2027',
      confirmPassword: 'Better2027',
    });
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.body.error.code).toBe('error_wrong_password');
    const weak = await changePassword(sites.member, key, token, {
      oldPassword: password,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.body.error.code).toBe('error_validation');
    expect(Object.keys(weak.body.error.fields)).toEqual(['newPassword']);
    const mismatch = await changePassword(sites.member, key, token, {
      oldPassword: password,
      newPassword: 'Better2027',
      confirmPassword: 'Better2028',
    });
    expect(mismatch.body.error.code).toBe('error_password_mismatch');
    const same = await changePassword(sites.member, key, token, {
      oldPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(same.body.error.code).toBe('error_validation');
    expect(Object.keys(same.body.error.fields)).toEqual(['newPassword']);
    const anonymous = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: encrypted(
        { oldPassword: password, newPassword: 'Better2027', confirmPassword: 'Better2027' },
        key,
      ),
    });
    expect(anonymous.json().error.code).toBe('error_not_logged_in');
  });

  it('changes it: the other sessions end, the caller’s goes on, the old password stops working', async () => {
    const caller = await tokenOf('changer');
    const other = await tokenOf('changer');
    const { response, body } = await changePassword(sites.member, key, caller, {
      oldPassword: password,
      newPassword: 'Better2027',
      confirmPassword: 'Better2027',
    });
    expect(body.error).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(body.value).toEqual({ changed: true });
    expect((await memberInfo(sites.member, caller)).body.value.account).toBe('changer');
    expect((await memberInfo(sites.member, other)).body.error.code).toBe('error_not_logged_in');
    const old = await loginOn(sites.member, key, { username: 'changer', password });
    expect(old.body.error.code).toBe('error_wrong_account_or_password');
    expect(
      (await loginOn(sites.member, key, { username: 'changer', password: 'Better2027' })).body.success,
    ).toBe(true);
    const { rows } = await sites.database.pool.query(
      `select password_changed_at > now() - interval '1 minute' as recent, first_time_login
         from members where username = 'changer'`,
    );
    expect(rows).toEqual([{ recent: true, first_time_login: false }]);
  });
});

describe('forced password change', () => {
  it('the operator marks an account; its next session can only change the password, see info and log out', async () => {
    expect((await setFirstTimeLogin('nobody_here', true)).statusCode).toBe(404);
    const marked = await setFirstTimeLogin('Demo_Member', true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().value).toEqual({ username: 'demo_member', firstTimeLogin: true });
    const { rows: audit } = await sites.database.pool.query(
      `select target, before, after from operator_audit where action = 'member.firstTimeLogin'`,
    );
    // The refused change rolled back with its audit row.
    expect(audit).toEqual([
      { target: 'member demo_member', before: { firstTimeLogin: false }, after: { firstTimeLogin: true } },
    ]);

    const { body } = await loginOn(sites.member, key, { username: 'demo_member', password });
    expect(body.value.firstTimeLogin).toBe(true);
    const held: string = body.value.token;
    expect((await memberInfo(sites.member, held)).body.value.firstTimeLogin).toBe(true);
    expect(await otherCall(held)).toBe('error_verification_required');

    const changed = await changePassword(sites.member, key, held, {
      oldPassword: password,
      newPassword: 'Fresh2027',
      confirmPassword: 'Fresh2027',
    });
    expect(changed.body.value).toEqual({ changed: true });
    expect(await otherCall(held)).toBe('ok');
    expect((await memberInfo(sites.member, held)).body.value.firstTimeLogin).toBe(false);
    const next = await loginOn(sites.member, key, { username: 'demo_member', password: 'Fresh2027' });
    expect(next.body.value.firstTimeLogin).toBe(false);

    // Logout works while held.
    await setFirstTimeLogin('demo_member', true);
    const again = await tokenOf('demo_member', 'Fresh2027');
    expect(await otherCall(again)).toBe('error_verification_required');
    expect((await logout(again)).value).toEqual({ loggedOut: true });
    expect((await memberInfo(sites.member, again)).body.error.code).toBe('error_not_logged_in');
    await setFirstTimeLogin('demo_member', false);
  });

  it('an expired password holds the session only while security.passwordExpiryForceChange is on', async () => {
    await sites.database.pool.query(
      `update members set password_changed_at = now() - interval '91 days' where username = 'expiring'`,
    );
    const off = await loginOn(sites.member, key, { username: 'expiring', password });
    expect(off.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect(await otherCall(off.body.value.token)).toBe('ok');
    await setSwitch(sites.operator, 'security.passwordExpiryForceChange', true);
    try {
      const on = await loginOn(sites.member, key, { username: 'expiring', password });
      expect(on.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
      expect(await otherCall(on.body.value.token)).toBe('error_verification_required');
      await sites.database.pool.query(
        `update members set password_changed_at = now() - interval '89 days' where username = 'expiring'`,
      );
      const fresh = await loginOn(sites.member, key, { username: 'expiring', password });
      expect(fresh.body.value.passwordExpired).toBe(false);
      expect(await otherCall(fresh.body.value.token)).toBe('ok');
    } finally {
      await setSwitch(sites.operator, 'security.passwordExpiryForceChange', false);
    }
  });
});
