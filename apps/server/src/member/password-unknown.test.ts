import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOn } from '../../test/auth-helpers.ts';
import { changePassword, memberInfo } from '../../test/password-helpers.ts';
import { registerMobile, setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;
const phone = '0916000001';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

describe('an account registered by mobile without a password', () => {
  it('chooses its first password without an old one, and needs the old one after that', async () => {
    await setSwitch(sites.operator, 'register.mobile.password', false);
    await setSwitch(sites.operator, 'register.mobile.sms', false);
    const registered = await registerMobile(sites.member, key, { mobileNum: phone });
    await setSwitch(sites.operator, 'register.mobile.sms', true);
    await setSwitch(sites.operator, 'register.mobile.password', true);
    expect(registered.body.value.firstTimeLogin).toBe(true);
    const token = registered.body.value.token as string;
    expect((await memberInfo(sites.member, token)).body.value.hasPassword).toBe(false);

    const first = await changePassword(sites.member, key, token, {
      oldPassword: '',
      newPassword: 'Chosen2026',
      confirmPassword: 'Chosen2026',
    });
    expect(first.body.value).toEqual({ changed: true });
    expect((await memberInfo(sites.member, token)).body.value).toMatchObject({
      hasPassword: true,
      firstTimeLogin: false,
    });

    const second = await changePassword(sites.member, key, token, {
      oldPassword: '',
      newPassword: 'Another2027',
      confirmPassword: 'Another2027',
    });
    expect(second.body.error.code).toBe('error_wrong_password');
    expect(
      (await loginOn(sites.member, key, { username: phone, password: 'Chosen2026' })).body.value.token,
    ).toEqual(expect.any(String));
  });
});
