import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOn } from '../../test/auth-helpers.ts';
import { memberInfo, resetPassword } from '../../test/password-helpers.ts';
import { lastCode, outboxFor, registerMobile, requestCode, setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;
const phone = '0915000001';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  await setSwitch(sites.operator, 'register.mobile.sms', false);
  await registerMobile(sites.member, key, {
    mobileNum: phone,
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
  });
  await setSwitch(sites.operator, 'register.mobile.sms', true);
});
afterAll(() => sites.close());

describe('POST /wps/member/password/verification', () => {
  it('resets the password with the reset code: every session ends, the old password stops working', async () => {
    const first = (await loginOn(sites.member, key, { username: phone, password: 'Secret2026' })).body.value
      .token as string;
    const second = (await loginOn(sites.member, key, { username: phone, password: 'Secret2026' })).body.value
      .token as string;
    await requestCode(sites.member, 'reset', phone);
    const code = await lastCode(sites.operator, phone);
    const form = {
      mobileNum: phone,
      verificationCode: code,
      newPassword: 'Reset2027',
      confirmPassword: 'Reset2027',
    };
    const weak = await resetPassword(sites.member, key, { ...form, newPassword: 'x', confirmPassword: 'x' });
    expect(weak.body.error.code).toBe('error_validation');
    expect(Object.keys(weak.body.error.fields)).toEqual(['newPassword']);
    const mismatch = await resetPassword(sites.member, key, { ...form, confirmPassword: 'Reset2028' });
    expect(mismatch.body.error.code).toBe('error_password_mismatch');
    const wrong = await resetPassword(sites.member, key, {
      ...form,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.error.code).toBe('error_code_invalid');

    const { response, body } = await resetPassword(sites.member, key, form);
    expect(body.error).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(body.value).toEqual({ reset: true });
    for (const token of [first, second]) {
      expect((await memberInfo(sites.member, token)).body.error.code).toBe('error_not_logged_in');
    }
    const old = await loginOn(sites.member, key, { username: phone, password: 'Secret2026' });
    expect(old.body.error.code).toBe('error_wrong_account_or_password');
    expect((await loginOn(sites.member, key, { username: phone, password: 'Reset2027' })).body.success).toBe(
      true,
    );
    expect((await resetPassword(sites.member, key, form)).body.error.code).toBe('error_code_expired');
  });

  it('answers an unknown number exactly as a wrong code', async () => {
    const unknown = '0915999999';
    expect((await requestCode(sites.member, 'reset', unknown)).body.value.sent).toBe(true);
    expect((await outboxFor(sites.operator, unknown)).total).toBe(0);
    const form = { verificationCode: '123456', newPassword: 'Reset2027', confirmPassword: 'Reset2027' };
    const known = await resetPassword(sites.member, key, { ...form, mobileNum: '0915000002' });
    const ghost = await resetPassword(sites.member, key, { ...form, mobileNum: unknown });
    expect(ghost.response.statusCode).toBe(known.response.statusCode);
    expect(ghost.body).toEqual(known.body);
    expect(ghost.body.error.code).toBe('error_code_invalid');
  });
});
