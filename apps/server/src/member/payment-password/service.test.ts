import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOn } from '../../../test/auth-helpers.ts';
import {
  callAs,
  freePlayToken,
  lastEmailCode,
  otherCode,
  registerMember,
} from '../../../test/security-helpers.ts';
import { lastCode, registerMobile, setSwitch } from '../../../test/sms-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;
let key: string;
const hankPhone = '0917000001';
let hank: string;
let ivy: string;
let kim: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  await setSwitch(sites.operator, 'register.mobile.sms', false);
  await registerMobile(sites.member, key, {
    mobileNum: hankPhone,
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
  });
  hank = (await loginOn(sites.member, key, { username: hankPhone, password: 'Secret2026' })).body.value.token;
  ivy = await registerMember(sites, 'ivypay', { email: 'ivy@example.com' });
  kim = await registerMember(sites, 'kimnone');
});
afterAll(() => sites.close());

const url = '/wps/member/security/payment-password';
const setPin = (token: string, body: Record<string, unknown>) =>
  callAs(sites.member, { method: 'PUT', url, token, body, key });
const changePin = (token: string, body: Record<string, unknown>) =>
  callAs(sites.member, { method: 'POST', url, token, body, key });
const pinCode = (token: string, channel: unknown) =>
  callAs(sites.member, { method: 'POST', url: `${url}/code`, token, body: { channel } });
const resetPin = (token: string, body: Record<string, unknown>) =>
  callAs(sites.member, { method: 'POST', url: `${url}/reset`, token, body, key });

async function pinRow(username: string) {
  const { rows } = await sites.database.pool.query<{
    payment_password_hash: string | null;
    payment_password_failures: number;
    payment_password_locked_until: Date | null;
  }>(
    `select payment_password_hash, payment_password_failures, payment_password_locked_until
       from members where username = $1`,
    [username],
  );
  return rows[0];
}

describe('setting the payment password', () => {
  it('needs 6 digits twice and the login password; only once', async () => {
    const form = { password: 'Secret2026', paymentPassword: '123456', confirmPaymentPassword: '123456' };
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const { response, body } = await setPin(kim, {
        ...form,
        paymentPassword: bad,
        confirmPaymentPassword: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(body.error.code).toBe('error_validation');
      expect(Object.keys(body.error.fields)).toEqual(['paymentPassword']);
    }
    const mismatch = await setPin(kim, { ...form, confirmPaymentPassword: '654321' });
    expect(mismatch.body.error.code).toBe('error_password_mismatch');
    expect(Object.keys(mismatch.body.error.fields)).toEqual(['confirmPaymentPassword']);
    const wrong = await setPin(kim, { ...form, password: 'Wrong2026' });
    expect(wrong.body.error.code).toBe('error_wrong_password');
    expect((await pinRow('kimnone'))?.payment_password_hash).toBeNull();

    const saved = await setPin(kim, form);
    expect(saved.body.value).toEqual({ saved: true });
    expect((await pinRow('kimnone'))?.payment_password_hash).toMatch(/^\$argon2id\$/);
    const overview = await callAs(sites.member, {
      method: 'GET',
      url: '/wps/member/security/overview',
      token: kim,
    });
    expect(overview.body.value.paymentPasswordSet).toBe(true);
    const again = await setPin(kim, { ...form, paymentPassword: '222222', confirmPaymentPassword: '222222' });
    expect(again.response.statusCode).toBe(409);
    expect(again.body.error.code).toBe('error_conflict');
  });

  it('refuses free-play accounts and anonymous callers', async () => {
    const guest = await freePlayToken(sites);
    const form = { password: 'x', paymentPassword: '123456', confirmPaymentPassword: '123456' };
    const calls = [
      setPin(guest, form),
      changePin(guest, {
        oldPaymentPassword: '123456',
        paymentPassword: '234567',
        confirmPaymentPassword: '234567',
      }),
      pinCode(guest, 'sms'),
      resetPin(guest, {
        channel: 'sms',
        verificationCode: '123456',
        paymentPassword: '234567',
        confirmPaymentPassword: '234567',
      }),
    ];
    for (const { response, body } of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(body.error.code).toBe('error_operation_not_allowed');
    }
    const anonymous = await callAs(sites.member, {
      method: 'POST',
      url: `${url}/code`,
      body: { channel: 'sms' },
    });
    expect(anonymous.body.error.code).toBe('error_not_logged_in');
  });
});

describe('changing the payment password', () => {
  it('needs the old one (a wrong one counts) and a different new one', async () => {
    const notSet = await changePin(ivy, {
      oldPaymentPassword: '111111',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(notSet.body.error.code).toBe('error_payment_password_not_set');

    await setPin(ivy, {
      password: 'Secret2026',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    const wrong = await changePin(ivy, {
      oldPaymentPassword: '999999',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.body.error.code).toBe('error_payment_password_wrong');
    expect(wrong.body.error.params).toEqual({ attemptsLeft: 4 });
    const same = await changePin(ivy, {
      oldPaymentPassword: '111111',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(same.body.error.code).toBe('error_validation');
    const empty = await changePin(ivy, {
      oldPaymentPassword: '',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(Object.keys(empty.body.error.fields)).toEqual(['oldPaymentPassword']);
    expect((await pinRow('ivypay'))?.payment_password_failures).toBe(1);

    const changed = await changePin(ivy, {
      oldPaymentPassword: '111111',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(changed.body.value).toEqual({ saved: true });
    expect((await pinRow('ivypay'))?.payment_password_failures).toBe(0);
    const old = await changePin(ivy, {
      oldPaymentPassword: '111111',
      paymentPassword: '333333',
      confirmPaymentPassword: '333333',
    });
    expect(old.body.error.code).toBe('error_payment_password_wrong');
  });
});

describe('the payment password lock', () => {
  it('counts exactly 5 of 10 wrong tries at once, then refuses even the right one for 15 minutes', async () => {
    const token = await registerMember(sites, 'jacklock');
    await setPin(token, {
      password: 'Secret2026',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        changePin(token, {
          oldPaymentPassword: String(100000 + index),
          paymentPassword: '135790',
          confirmPaymentPassword: '135790',
        }),
      ),
    );
    const codes = tries.map((answer) => answer.body.error.code as string);
    expect(codes.filter((code) => code === 'error_payment_password_wrong')).toHaveLength(4);
    expect(codes.filter((code) => code === 'error_payment_password_locked')).toHaveLength(6);
    const left = tries
      .filter((answer) => answer.body.error.code === 'error_payment_password_wrong')
      .map((answer) => answer.body.error.params.attemptsLeft as number)
      .sort();
    expect(left).toEqual([1, 2, 3, 4]);
    const locked = tries.find((answer) => answer.body.error.code === 'error_payment_password_locked');
    expect(locked?.response.statusCode).toBe(423);
    expect(locked?.body.error.params.minutes).toBe(15);
    const row = await pinRow('jacklock');
    expect(row?.payment_password_failures).toBe(5);
    const minutes = ((row?.payment_password_locked_until?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const right = await changePin(token, {
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(right.body.error.code).toBe('error_payment_password_locked');

    // When the lock runs out the count starts again; a right one clears it.
    await sites.database.pool.query(
      `update members set payment_password_locked_until = now() - interval '1 second' where username = 'jacklock'`,
    );
    const fresh = await changePin(token, {
      oldPaymentPassword: '000001',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(fresh.body.error.params).toEqual({ attemptsLeft: 4 });
    const ok = await changePin(token, {
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(ok.body.value).toEqual({ saved: true });
    expect(await pinRow('jacklock')).toMatchObject({
      payment_password_failures: 0,
      payment_password_locked_until: null,
    });
  });
});

describe('resetting a forgotten payment password', () => {
  it('sends a payment code to the bound number and resets with it, lifting the lock', async () => {
    expect((await pinCode(hank, 'sms')).body.error.code).toBe('error_payment_password_not_set');
    await setPin(hank, {
      password: 'Secret2026',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    await sites.database.pool.query(
      `update members set payment_password_failures = 5, payment_password_locked_until = now() + interval '15 minutes'
        where username = $1`,
      [hankPhone],
    );
    const sent = await pinCode(hank, 'sms');
    expect(sent.body.value).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await lastCode(sites.operator, hankPhone);
    const form = {
      channel: 'sms',
      verificationCode: code,
      paymentPassword: '777777',
      confirmPaymentPassword: '777777',
    };
    const bad = await resetPin(hank, { ...form, paymentPassword: '77', confirmPaymentPassword: '77' });
    expect(Object.keys(bad.body.error.fields)).toEqual(['paymentPassword']);
    expect((await resetPin(hank, { ...form, verificationCode: otherCode(code) })).body.error.code).toBe(
      'error_code_invalid',
    );
    expect((await resetPin(hank, { ...form, verificationCode: undefined })).body.error.code).toBe(
      'error_code_missing',
    );
    const done = await resetPin(hank, form);
    expect(done.body.value).toEqual({ saved: true });
    expect(await pinRow(hankPhone)).toMatchObject({
      payment_password_failures: 0,
      payment_password_locked_until: null,
    });
    const changed = await changePin(hank, {
      oldPaymentPassword: '777777',
      paymentPassword: '888888',
      confirmPaymentPassword: '888888',
    });
    expect(changed.body.value).toEqual({ saved: true });
    expect((await resetPin(hank, form)).body.error.code).toBe('error_code_expired');
  });

  it('sends it by email to the bound address', async () => {
    const sent = await pinCode(ivy, 'email');
    expect(sent.body.success).toBe(true);
    const code = await lastEmailCode(sites.operator, 'ivy@example.com');
    const done = await resetPin(ivy, {
      channel: 'email',
      verificationCode: code,
      paymentPassword: '555555',
      confirmPaymentPassword: '555555',
    });
    expect(done.body.value).toEqual({ saved: true });
    // A code by email does not reset by the SMS channel (Ivy has no number).
    expect(
      (
        await resetPin(ivy, {
          channel: 'sms',
          verificationCode: code,
          paymentPassword: '666666',
          confirmPaymentPassword: '666666',
        })
      ).body.error.code,
    ).toBe('error_phone_missing');
  });

  it('says when nothing is bound for the channel', async () => {
    expect((await pinCode(ivy, 'sms')).body.error.code).toBe('error_phone_missing');
    expect((await pinCode(kim, 'email')).body.error.code).toBe('error_email_missing');
    expect((await pinCode(kim, 'fax')).body.error.code).toBe('error_validation');
  });
});
