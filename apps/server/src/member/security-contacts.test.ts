import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageCodes,
  callAs,
  emailOutboxFor,
  freePlayToken,
  lastEmailCode,
  otherCode,
  registerMember,
} from '../../test/security-helpers.ts';
import { lastCode, registerMobile, setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;
let alice: string;
let bob: string;
const carolPhone = '0916000001';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  alice = await registerMember(sites, 'alicesec');
  bob = await registerMember(sites, 'bobsecur');
  await setSwitch(sites.operator, 'register.mobile.sms', false);
  await registerMobile(sites.member, key, {
    mobileNum: carolPhone,
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
  });
});
afterAll(() => sites.close());

const overview = (token?: string) =>
  callAs(sites.member, { method: 'GET', url: '/wps/member/security/overview', ...(token ? { token } : {}) });
const mobileCode = (token: string, mobileNum: unknown) =>
  callAs(sites.member, {
    method: 'POST',
    url: '/wps/member/security/mobile/code',
    token,
    body: { mobileNum },
  });
const bindMobile = (token: string, body: Record<string, unknown>) =>
  callAs(sites.member, { method: 'PUT', url: '/wps/member/security/mobile', token, body, key });
const emailCode = (token: string, email: unknown) =>
  callAs(sites.member, { method: 'POST', url: '/wps/member/security/email/code', token, body: { email } });
const bindEmail = (token: string, body: Record<string, unknown>) =>
  callAs(sites.member, { method: 'PUT', url: '/wps/member/security/email', token, body, key });

async function memberRow(username: string) {
  const { rows } = await sites.database.pool.query<{
    mobile: string | null;
    email: string | null;
    mobile_verified_at: Date | null;
    email_verified_at: Date | null;
  }>('select mobile, email, mobile_verified_at, email_verified_at from members where username = $1', [
    username,
  ]);
  return rows[0];
}

describe('GET /wps/member/security/overview', () => {
  it('shows what is bound, masked', async () => {
    const { response, body } = await overview(alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.value).toEqual({ mobile: null, email: null, paymentPasswordSet: false });
  });

  it('needs a session and refuses free-play accounts on every security-centre call', async () => {
    const anonymous = await overview();
    expect(anonymous.response.statusCode).toBe(401);
    expect(anonymous.body.error.code).toBe('error_not_logged_in');
    const guest = await freePlayToken(sites);
    const calls = [
      overview(guest),
      mobileCode(guest, '0916000099'),
      bindMobile(guest, { mobileNum: '0916000099', verificationCode: '123456', password: 'x' }),
      emailCode(guest, 'guest@example.com'),
      bindEmail(guest, { email: 'guest@example.com', verificationCode: '123456', password: 'x' }),
    ];
    for (const { response, body } of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(body.error.code).toBe('error_operation_not_allowed');
    }
    for (const { body } of [
      await mobileCode('no-such-token', '0916000099'),
      await emailCode('x', 'a@b.co'),
    ]) {
      expect(body.error.code).toBe('error_not_logged_in');
    }
  });
});

describe('binding a mobile number', () => {
  it('sends a bind code to the new number and binds it with the password and the code', async () => {
    const phone = '0916000002';
    const sent = await mobileCode(alice, phone);
    expect(sent.response.statusCode).toBe(200);
    expect(sent.body.value).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await lastCode(sites.operator, phone);
    const form = { mobileNum: phone, verificationCode: code, password: 'Secret2026' };

    const wrongPassword = await bindMobile(alice, { ...form, password: 'Wrong2026' });
    expect(wrongPassword.response.statusCode).toBe(401);
    expect(wrongPassword.body.error.code).toBe('error_wrong_password');
    const wrongCode = await bindMobile(alice, { ...form, verificationCode: otherCode(code) });
    expect(wrongCode.body.error.code).toBe('error_code_invalid');
    expect((await bindMobile(alice, { ...form, verificationCode: '' })).body.error.code).toBe(
      'error_code_missing',
    );

    const bound = await bindMobile(alice, form);
    expect(bound.body.error).toBeUndefined();
    expect(bound.body.value).toEqual({ mobile: '091****002', email: null, paymentPasswordSet: false });
    expect((await overview(alice)).body.value.mobile).toBe('091****002');
    const row = await memberRow('alicesec');
    expect(row?.mobile).toBe(phone);
    expect(row?.mobile_verified_at).not.toBeNull();
    expect((await bindMobile(alice, form)).body.error.code).toBe('error_code_expired');
  });

  it('replaces the old number', async () => {
    const phone = '0916000003';
    await mobileCode(alice, phone);
    const code = await lastCode(sites.operator, phone);
    await bindMobile(alice, { mobileNum: phone, verificationCode: code, password: 'Secret2026' });
    expect((await memberRow('alicesec'))?.mobile).toBe(phone);
  });

  it('checks the number by the brand rule', async () => {
    const missing = await mobileCode(alice, '');
    expect(missing.body.error.code).toBe('error_phone_missing');
    for (const bad of ['12345', '09160000011', '091600000a']) {
      const { response, body } = await mobileCode(alice, bad);
      expect(response.statusCode).toBe(400);
      expect(body.error.code).toBe('error_phone_invalid');
    }
    const bind = await bindMobile(alice, {
      mobileNum: '12',
      verificationCode: '123456',
      password: 'Secret2026',
    });
    expect(bind.body.error.code).toBe('error_phone_invalid');
    const schema = await bindMobile(alice, { mobileNum: '0916000004', verificationCode: '123456' });
    expect(schema.body.error.code).toBe('error_validation');
    expect(Object.keys(schema.body.error.fields)).toEqual(['password']);
  });

  it('refuses a number another account has, at the code and at the bind', async () => {
    const taken = await mobileCode(bob, carolPhone);
    expect(taken.response.statusCode).toBe(409);
    expect(taken.body.error.code).toBe('error_mobile_taken');

    // Bob asks first, Alice binds it before him: his bind is refused.
    const phone = '0916000005';
    await mobileCode(bob, phone);
    const bobCode = await lastCode(sites.operator, phone);
    await ageCodes(sites, phone);
    await mobileCode(alice, phone);
    const aliceCode = await lastCode(sites.operator, phone);
    await bindMobile(alice, { mobileNum: phone, verificationCode: aliceCode, password: 'Secret2026' });
    const late = await bindMobile(bob, {
      mobileNum: phone,
      verificationCode: bobCode,
      password: 'Secret2026',
    });
    expect(late.body.error.code).toBe('error_mobile_taken');
  });

  it('does not let another member spend my code', async () => {
    const phone = '0916000006';
    await mobileCode(bob, phone);
    const code = await lastCode(sites.operator, phone);
    const thief = await bindMobile(alice, {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
    });
    expect(thief.body.error.code).toBe('error_code_invalid');
    expect((await memberRow('alicesec'))?.mobile).not.toBe(phone);
    const own = await bindMobile(bob, { mobileNum: phone, verificationCode: code, password: 'Secret2026' });
    expect(own.body.success).toBe(true);
  });

  it('refuses an expired code and a second send within 60 s', async () => {
    const phone = '0916000007';
    await mobileCode(alice, phone);
    const again = await mobileCode(alice, phone);
    expect(again.response.statusCode).toBe(429);
    expect(again.body.error.code).toBe('error_too_many_requests');
    const code = await lastCode(sites.operator, phone);
    await sites.database.pool.query(
      `update verification_codes set expires_at = now() - interval '1 second' where destination = $1`,
      [phone],
    );
    const expired = await bindMobile(alice, {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
    });
    expect(expired.body.error.code).toBe('error_code_expired');
  });
});

describe('binding an email address', () => {
  it('sends a bind code by email and binds the address as typed (trimmed)', async () => {
    const sent = await emailCode(alice, '  Dana.Alice@Example.com ');
    expect(sent.body.value).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const outbox = await emailOutboxFor(sites.operator, 'dana.alice@example.com');
    expect(outbox.total).toBe(1);
    expect(outbox.content[0]?.purpose).toBe('bind');
    const code = await lastEmailCode(sites.operator, 'dana.alice@example.com');
    const form = { email: 'Dana.Alice@Example.com', verificationCode: code, password: 'Secret2026' };
    expect((await bindEmail(alice, { ...form, password: 'nope' })).body.error.code).toBe(
      'error_wrong_password',
    );
    expect((await bindEmail(alice, { ...form, verificationCode: otherCode(code) })).body.error.code).toBe(
      'error_code_invalid',
    );
    const bound = await bindEmail(alice, { ...form, email: 'dana.alice@example.COM ' });
    expect(bound.body.error).toBeUndefined();
    expect(bound.body.value.email).toBe('d***@example.COM');
    const row = await memberRow('alicesec');
    expect(row?.email).toBe('dana.alice@example.COM');
    expect(row?.email_verified_at).not.toBeNull();
  });

  it('refuses an address another account has, in any case', async () => {
    const taken = await emailCode(bob, 'DANA.alice@example.com');
    expect(taken.response.statusCode).toBe(409);
    expect(taken.body.error.code).toBe('error_email_taken');
    const bind = await bindEmail(bob, {
      email: 'Dana.Alice@example.com',
      verificationCode: '123456',
      password: 'Secret2026',
    });
    expect(bind.body.error.code).toBe('error_email_taken');
  });

  it('checks the address by the brand rule, with a message for the field', async () => {
    expect((await emailCode(bob, '')).body.error.code).toBe('error_email_missing');
    expect((await emailCode(bob, undefined)).body.error.code).toBe('error_email_missing');
    for (const bad of ['not-an-email', `${'a'.repeat(60)}@example.com`]) {
      const { response, body } = await emailCode(bob, bad);
      expect(response.statusCode).toBe(400);
      expect(body.error.code).toBe('error_validation');
      expect(Object.keys(body.error.fields)).toEqual(['email']);
      expect(body.error.fields.email).toMatch(/\d+ - \d+/);
    }
    const vi = await callAs(sites.member, {
      method: 'POST',
      url: '/wps/member/security/email/code',
      token: bob,
      body: { email: 'not-an-email' },
      language: 'vi',
    });
    const en = await emailCode(bob, 'not-an-email');
    expect(vi.body.error.fields.email).not.toBe(en.body.error.fields.email);
  });

  it('does not let another member spend my code', async () => {
    await emailCode(bob, 'bob.owner@example.com');
    const code = await lastEmailCode(sites.operator, 'bob.owner@example.com');
    const thief = await bindEmail(alice, {
      email: 'bob.owner@example.com',
      verificationCode: code,
      password: 'Secret2026',
    });
    expect(thief.body.error.code).toBe('error_code_invalid');
    const own = await bindEmail(bob, {
      email: 'bob.owner@example.com',
      verificationCode: code,
      password: 'Secret2026',
    });
    expect(own.body.value.email).toBe('b***@example.com');
  });
});
