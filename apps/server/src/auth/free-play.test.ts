import AES from 'crypto-js/aes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { changePassword, memberInfo } from '../../test/password-helpers.ts';
import { setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

describe('POST /wps/session/login/freeplay', () => {
  const freePlay = (app = sites.member, random = AES.encrypt('a1b2c3', key).toString()) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'Windows', platform: 'W', random, gatewayVersion: 3 },
      remoteAddress: nextClientAddress(),
    });

  it('opens a guest account and a working session; the guest has no password to use', async () => {
    const response = await freePlay();
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, isAgent: '0' });
    const info = (await memberInfo(sites.member, value.token)).body.value;
    expect(info.account).toMatch(/^guest[a-z2-7]{8}$/);
    expect(info).toMatchObject({ isDemo: true, type: 0 });
    const login = await loginOn(sites.member, key, { username: info.account, password: 'Secret2026' });
    expect(login.body.error.code).toBe('error_wrong_account_or_password');
    const change = await changePassword(sites.member, key, value.token, {
      oldPassword: 'x',
      newPassword: 'Guest2027',
      confirmPassword: 'Guest2027',
    });
    expect(change.body.error.code).toBe('error_operation_not_allowed');
    const { rows } = await sites.database.pool.query(
      'select is_demo, mobile, type from members where username = $1',
      [info.account],
    );
    expect(rows).toEqual([{ is_demo: true, mobile: null, type: 0 }]);
  });

  it('needs a random value that opens with the payload key, the member site, and login.freePlay', async () => {
    expect((await freePlay(sites.member, 'not-a-ciphertext')).json().error.code).toBe('error_decrypt_failed');
    expect((await freePlay(sites.member, encrypted('x', 'another key').data)).json().error.code).toBe(
      'error_decrypt_failed',
    );
    expect((await freePlay(sites.agent)).json().error.code).toBe('error_operation_not_allowed');
    await setSwitch(sites.operator, 'login.freePlay', false);
    try {
      const response = await freePlay();
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('error_operation_not_allowed');
    } finally {
      await setSwitch(sites.operator, 'login.freePlay', true);
    }
  });
});
