import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn } from '../../test/auth-helpers.ts';
import { lastCode, outboxFor, registerMobile, requestCode, setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

const sent = { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 };

/** Moves the number's codes back in time, as if `seconds` had passed. */
async function age(phone: string, seconds: number): Promise<void> {
  await sites.database.pool.query(
    `update verification_codes set created_at = created_at - make_interval(secs => $2),
            expires_at = expires_at - make_interval(secs => $2) where destination = $1`,
    [phone, seconds],
  );
}

async function codeRows(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ n: number }>(
    'select count(*)::int as n from verification_codes',
  );
  return rows[0]?.n ?? -1;
}

describe('POST /wps/verification/sms/register', () => {
  it('sends a code in the caller’s language, readable only through the operator outbox', async () => {
    const { response, body } = await requestCode(sites.member, 'register', '0912000001', 'vi');
    expect(response.statusCode).toBe(200);
    expect(body.value).toEqual(sent);
    const outbox = await outboxFor(sites.operator, '0912000001');
    expect(outbox.total).toBe(1);
    expect(outbox.content[0]?.text).toMatch(/^Lotus: mã xác nhận của bạn là \d{6}, hiệu lực 5 phút\.$/);
    const code = await lastCode(sites.operator, '0912000001');
    expect(response.body).not.toContain(code);
    const { rows } = await sites.database.pool.query<{ code_hash: Buffer }>(
      `select code_hash from verification_codes where destination = '0912000001'`,
    );
    expect(rows[0]?.code_hash).toHaveLength(32);
    const anonymous = await sites.operator.inject({ method: 'GET', url: '/admin/sms/outbox' });
    expect(anonymous.statusCode).toBe(401);
    await requestCode(sites.member, 'register', '0912000002', 'en');
    expect((await outboxFor(sites.operator, '0912000002')).content[0]?.text).toMatch(
      /^Lotus: your verification code is \d{6}, valid for 5 minutes\.$/,
    );
  });

  it('checks the number: missing, not digits, not 10 digits', async () => {
    expect((await requestCode(sites.member, 'register', undefined)).body.error.code).toBe(
      'error_phone_missing',
    );
    expect((await requestCode(sites.member, 'register', '  ')).body.error.code).toBe('error_phone_missing');
    for (const bad of ['09120000x1', '091200001', '09120000011', '+84912000001']) {
      const { response, body } = await requestCode(sites.member, 'register', bad);
      expect(response.statusCode).toBe(400);
      expect(body.error.code).toBe('error_phone_invalid');
    }
  });

  it('refuses a new code within 60 seconds, then more than 5 in an hour', async () => {
    const phone = '0912000003';
    expect((await requestCode(sites.member, 'register', phone)).body.value).toEqual(sent);
    const again = await requestCode(sites.member, 'register', phone);
    expect(again.response.statusCode).toBe(429);
    expect(again.body.error.code).toBe('error_too_many_requests');
    expect(Number(again.response.headers['retry-after'])).toBeGreaterThan(55);
    for (let send = 2; send <= 5; send += 1) {
      await age(phone, 61);
      expect((await requestCode(sites.member, 'register', phone)).body.value).toEqual(sent);
    }
    await age(phone, 61);
    const sixth = await requestCode(sites.member, 'register', phone, 'vi');
    expect(sixth.body.error.code).toBe('error_too_many_requests');
    expect(sixth.body.error.message).toContain('5 phút');
    expect(sixth.response.headers['retry-after']).toBe('300');
    expect((await outboxFor(sites.operator, phone)).total).toBe(5);
  });

  it('voids a code after 5 wrong tries, and refuses an expired one', async () => {
    const phone = '0912000004';
    await requestCode(sites.member, 'register', phone);
    const code = await lastCode(sites.operator, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { body } = await registerMobile(sites.member, key, {
        mobileNum: phone,
        verificationCode: wrong,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
      });
      expect(body.error.code).toBe('error_code_invalid');
    }
    const late = await registerMobile(sites.member, key, {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    expect(late.body.error.code).toBe('error_code_expired');

    const other = '0912000005';
    await requestCode(sites.member, 'register', other);
    const expiring = await lastCode(sites.operator, other);
    await age(other, 301);
    const expired = await registerMobile(sites.member, key, {
      mobileNum: other,
      verificationCode: expiring,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    expect(expired.body.error.code).toBe('error_code_expired');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers with code and password: the number is the username, and the code works once', async () => {
    const phone = '0913000001';
    await requestCode(sites.member, 'register', phone);
    const code = await lastCode(sites.operator, phone);
    const missing = await registerMobile(sites.member, key, {
      mobileNum: phone,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    expect(missing.body.error.code).toBe('error_code_missing');
    const form = {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    };
    const { response, body } = await registerMobile(sites.member, key, form);
    expect(body.error).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, isAgent: '0' });
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.json().value.account).toBe(phone);
    const { rows } = await sites.database.pool.query(`select mobile from members where username = $1`, [
      phone,
    ]);
    expect(rows).toEqual([{ mobile: phone }]);
    expect((await loginOn(sites.member, key, { username: phone, password: 'Secret2026' })).body.success).toBe(
      true,
    );
    expect((await registerMobile(sites.member, key, form)).body.error.code).toBe('error_username_taken');
    expect((await requestCode(sites.member, 'register', phone)).body.error.code).toBe('error_username_taken');
  });

  it('needs the password only with register.mobile.password, the code only with register.mobile.sms', async () => {
    await setSwitch(sites.operator, 'register.mobile.sms', false);
    await setSwitch(sites.operator, 'register.mobile.password', false);
    try {
      const before = await codeRows();
      const { body } = await registerMobile(sites.member, key, { mobileNum: '0913000002' });
      expect(body.error).toBeUndefined();
      expect(body.value.firstTimeLogin).toBe(true);
      expect(await codeRows()).toBe(before);
      const refused = await requestCode(sites.member, 'register', '0913000003');
      expect(refused.body.error.code).toBe('error_operation_not_allowed');
      await setSwitch(sites.operator, 'register.mobile.password', true);
      const noPassword = await registerMobile(sites.member, key, { mobileNum: '0913000003' });
      expect(noPassword.body.error.code).toBe('error_validation');
      expect(Object.keys(noPassword.body.error.fields)).toEqual(['password']);
      const mismatch = await registerMobile(sites.member, key, {
        mobileNum: '0913000003',
        password: 'Secret2026',
        confirmPassword: 'Secret2027',
      });
      expect(mismatch.body.error.code).toBe('error_password_mismatch');
      const withPassword = await registerMobile(sites.member, key, {
        mobileNum: '0913000003',
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
      });
      expect(withPassword.body.value.firstTimeLogin).toBe(false);
    } finally {
      await setSwitch(sites.operator, 'register.mobile.sms', true);
      await setSwitch(sites.operator, 'register.mobile.password', true);
    }
  });

  it('is refused while register.mobile is off, and checks the number', async () => {
    expect((await registerMobile(sites.member, key, {})).body.error.code).toBe('error_phone_missing');
    expect((await registerMobile(sites.member, key, { mobileNum: '12' })).body.error.code).toBe(
      'error_phone_invalid',
    );
    await setSwitch(sites.operator, 'register.mobile', false);
    try {
      const { response, body } = await registerMobile(sites.member, key, { mobileNum: '0913000004' });
      expect(response.statusCode).toBe(403);
      expect(body.error.code).toBe('error_operation_not_allowed');
    } finally {
      await setSwitch(sites.operator, 'register.mobile', true);
    }
  });
});

describe('login by SMS code', () => {
  const phone = '0914000001';

  beforeAll(async () => {
    await setSwitch(sites.operator, 'register.mobile.sms', false);
    await registerMobile(sites.member, key, {
      mobileNum: phone,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    await setSwitch(sites.operator, 'register.mobile.sms', true);
  });

  it('logs in with the code sent to the number, once', async () => {
    expect((await requestCode(sites.member, 'login', phone)).body.value).toEqual(sent);
    const code = await lastCode(sites.operator, phone);
    const { body } = await loginOn(sites.member, key, { mobileNum: phone, verificationCode: code });
    expect(body.error).toBeUndefined();
    expect(body.value).toMatchObject({ firstTimeLogin: false, isAgent: '0' });
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.json().value.account).toBe(phone);
    const reuse = await loginOn(sites.member, key, { mobileNum: phone, verificationCode: code });
    expect(reuse.body.error.code).toBe('error_code_expired');
  });

  it('counts a wrong code as a failed login for the number, and keeps the site gates', async () => {
    await sites.database.pool.query('delete from login_failures');
    await age(phone, 61);
    await requestCode(sites.member, 'login', phone);
    const code = await lastCode(sites.operator, phone);
    const wrong = await loginOn(sites.member, key, {
      mobileNum: phone,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.error.code).toBe('error_code_invalid');
    const { rows } = await sites.database.pool.query(
      `select failed_logins from members where username = $1`,
      [phone],
    );
    expect(rows).toEqual([{ failed_logins: 1 }]);
    const agent = await loginOn(sites.agent, key, { mobileNum: phone, verificationCode: code });
    expect(agent.body.error.code).toBe('error_not_agent');
    const missing = await loginOn(sites.member, key, { mobileNum: phone, verificationCode: '' });
    expect(missing.body.error.code).toBe('error_code_missing');
  });

  it('is refused while login.smsCode is off', async () => {
    await setSwitch(sites.operator, 'login.smsCode', false);
    try {
      expect((await requestCode(sites.member, 'login', phone)).body.error.code).toBe(
        'error_operation_not_allowed',
      );
      const { response, body } = await loginOn(sites.member, key, {
        mobileNum: phone,
        verificationCode: '123456',
      });
      expect(response.statusCode).toBe(403);
      expect(body.error.code).toBe('error_operation_not_allowed');
    } finally {
      await setSwitch(sites.operator, 'login.smsCode', true);
    }
  });

  it('answers login and reset requests the same for unknown numbers, and sends them nothing', async () => {
    await age(phone, 61);
    for (const purpose of ['login', 'reset'] as const) {
      await age(phone, 61);
      const known = await requestCode(sites.member, purpose, phone);
      const unknown = await requestCode(sites.member, purpose, '0914999999');
      expect(unknown.response.statusCode).toBe(known.response.statusCode);
      expect(unknown.body).toEqual(known.body);
      const repeated = await requestCode(sites.member, purpose, '0914999999');
      expect(repeated.body.error.code).toBe('error_too_many_requests');
      await age('0914999999', 61);
    }
    expect((await outboxFor(sites.operator, '0914999999')).total).toBe(0);
    expect((await outboxFor(sites.operator, phone)).content[0]?.purpose).toBe('reset');
  });
});
