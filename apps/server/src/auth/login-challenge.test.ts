import { operatorHeaders } from '../../test/operator-helpers.ts';
import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn } from '../../test/auth-helpers.ts';
import { outboxFor, setSwitch } from '../../test/sms-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';

let sites: TestSites;
let key: string;
const password = 'Lotus2026';
const homeIp = '203.0.113.10';

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' }, { ipVerification: true });
  key = sites.config.PAYLOAD_KEY;
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type, mobile, email, payee_name)
     select id, u.name, $1, 0, u.mobile, u.email, u.payee from brands,
       (values ('traveller', '0933000001', 'traveller@example.test', 'NGUYEN VAN AN'),
               ('nofactor', null, null, null),
               ('payeeonly', null, null, 'TRAN THI BINH'),
               ('authuser', '0933000002', null, null)) as u(name, mobile, email, payee)`,
    [hash],
  );
});
afterAll(() => sites.close());

async function login(username: string, ip: string) {
  return loginOn(sites.member, key, { username, password }, ip);
}

async function answer(challengeId: string, factor: string, value: string, ip: string) {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login/challenge',
    payload: encrypted({ challengeId, factor, answer: value }, key),
    remoteAddress: ip,
  });
  return response.json();
}

async function sendChallengeCode(challengeId: string, factor: 'sms' | 'email', ip: string) {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login/challenge/code',
    payload: { challengeId, factor },
    headers: { 'accept-language': 'en' },
    remoteAddress: ip,
  });
  return response.json();
}

async function emailCode(to: string): Promise<string> {
  const response = await sites.operator.inject({
    method: 'GET',
    url: `/admin/email/outbox?to=${to}`,
    headers: operatorHeaders,
  });
  const text = (response.json().value.content[0]?.text ?? '') as string;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code was emailed to ${to}`);
  return code;
}

describe('login from an IP the account has not used', () => {
  it('goes straight in on the first login and from a known IP', async () => {
    expect((await login('traveller', homeIp)).body.value.token).toEqual(expect.any(String));
    expect((await login('traveller', homeIp)).body.value.token).toEqual(expect.any(String));
  });

  it('asks a new IP for one of the factors the account has, masked, and opens no session', async () => {
    const { body } = await login('traveller', '198.51.100.1');
    expect(body.value).toMatchObject({
      verificationRequired: true,
      reason: 'new_ip',
      factors: ['sms', 'email', 'payee'],
      mobileHint: '093****001',
      emailHint: 't***@example.test',
    });
    expect(body.value.token).toBeUndefined();
  });

  it('opens the session with the SMS code, and the IP is known from then on', async () => {
    const ip = '198.51.100.2';
    const { challengeId } = (await login('traveller', ip)).body.value;
    expect((await sendChallengeCode(challengeId, 'sms', ip)).value.sent).toBe(true);
    const message = (await outboxFor(sites.operator, '0933000001')).content[0];
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
    expect(message?.purpose).toBe('ip');
    const passed = await answer(challengeId, 'sms', code, ip);
    expect(passed.value.token).toEqual(expect.any(String));
    const info = await sites.member.inject({ url: '/wps/member/info', headers: bearer(passed.value.token) });
    expect(info.json().value.account).toBe('traveller');
    expect((await login('traveller', ip)).body.value.token).toEqual(expect.any(String));
    // The challenge is spent.
    expect((await answer(challengeId, 'sms', code, ip)).error.code).toBe('error_challenge_expired');
  });

  it('opens the session with the emailed code', async () => {
    const ip = '198.51.100.3';
    const { challengeId } = (await login('traveller', ip)).body.value;
    await sendChallengeCode(challengeId, 'email', ip);
    const passed = await answer(challengeId, 'email', await emailCode('traveller@example.test'), ip);
    expect(passed.value.token).toEqual(expect.any(String));
  });

  it('accepts the payee name however it is accented, spaced or cased, and refuses another name', async () => {
    const ip = '198.51.100.4';
    const { challengeId } = (await login('traveller', ip)).body.value;
    expect((await answer(challengeId, 'payee', 'NGUYEN VAN BINH', ip)).error.code).toBe(
      'error_verification_failed',
    );
    const passed = await answer(challengeId, 'payee', '  nguyễn   văn an ', ip);
    expect(passed.value.token).toEqual(expect.any(String));
  });

  it('voids the challenge after 5 wrong answers and records them as failed logins', async () => {
    const ip = '198.51.100.5';
    const { challengeId } = (await login('traveller', ip)).body.value;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await answer(challengeId, 'payee', 'WRONG NAME', ip)).error.code).toBe(
        'error_verification_failed',
      );
    }
    expect((await answer(challengeId, 'payee', 'NGUYEN VAN AN', ip)).error.code).toBe(
      'error_challenge_expired',
    );
    const { rows } = await sites.database.pool.query<{ n: number }>(
      `select count(*)::int as n from login_history h join members m on m.id = h.member_id
        where m.username = 'traveller' and not h.success and h.ip = $1`,
      [ip],
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('refuses an answer from another IP, a factor not offered, and an unknown challenge', async () => {
    const ip = '198.51.100.6';
    expect((await login('payeeonly', homeIp)).body.value.token).toEqual(expect.any(String));
    const { challengeId } = (await login('payeeonly', ip)).body.value;
    expect((await answer(challengeId, 'payee', 'TRAN THI BINH', '198.51.100.99')).error.code).toBe(
      'error_challenge_expired',
    );
    expect((await answer(challengeId, 'sms', '123456', ip)).error.code).toBe('error_operation_not_allowed');
    expect((await sendChallengeCode(challengeId, 'sms', ip)).error.code).toBe('error_operation_not_allowed');
    expect((await answer(crypto.randomUUID(), 'payee', 'TRAN THI BINH', ip)).error.code).toBe(
      'error_challenge_expired',
    );
    expect((await answer(challengeId, 'payee', 'tran thi binh', ip)).value.token).toEqual(expect.any(String));
  });

  it('lets an account with no factor in, and honours the brand switches', async () => {
    await login('nofactor', homeIp);
    expect((await login('nofactor', '198.51.100.7')).body.value.token).toEqual(expect.any(String));
    await setSwitch(sites.operator, 'security.ipVerification.sms', false);
    await setSwitch(sites.operator, 'security.ipVerification.payee', false);
    expect((await login('traveller', '198.51.100.8')).body.value.factors).toEqual(['email']);
    await setSwitch(sites.operator, 'security.ipVerification', false);
    expect((await login('traveller', '198.51.100.9')).body.value.token).toEqual(expect.any(String));
    await setSwitch(sites.operator, 'security.ipVerification', true);
    await setSwitch(sites.operator, 'security.ipVerification.sms', true);
    await setSwitch(sites.operator, 'security.ipVerification.payee', true);
  });

  it('lets only one of two simultaneous right answers open a session', async () => {
    const ip = '198.51.100.10';
    const { challengeId } = (await login('traveller', ip)).body.value;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => answer(challengeId, 'payee', 'NGUYEN VAN AN', ip)),
    );
    expect(results.filter((result) => result.value?.token !== undefined)).toHaveLength(1);
  });
});

describe('authenticator (TOTP)', () => {
  let token: string;
  let totp: TOTP;
  let recoveryCodes: string[];

  async function call(url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') {
    const response = await sites.member.inject({
      method,
      url,
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: encrypted(body, key) }),
    });
    return response.json();
  }

  /**
   * Six digits that are no code the server takes now (it allows a step either side): a fixed
   * "000000" is the app's code itself about once in 330,000 tries.
   */
  function wrongCode(): string {
    const taken = new Set(
      [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift })),
    );
    for (let candidate = 0; ; candidate += 1) {
      const code = String(candidate).padStart(6, '0');
      if (!taken.has(code)) return code;
    }
  }

  /** A code from the app for the next 30-second step, as if the member waited for it to change. */
  function nextCode(): string {
    return totp.generate({ timestamp: Date.now() + 30_000 });
  }

  beforeAll(async () => {
    token = (await login('authuser', homeIp)).body.value.token;
  });

  it('enrols with a QR address and a code from the app, and answers 10 recovery codes once', async () => {
    expect((await call('/wps/member/security/totp', undefined, 'GET')).value).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = (await call('/wps/member/security/totp/setup')).value;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*authuser.*secret=/);
    totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await call('/wps/member/security/totp/enable', { code: wrongCode() })).error.code).toBe(
      'error_code_invalid',
    );
    const enabled = await call('/wps/member/security/totp/enable', { code: totp.generate() });
    recoveryCodes = enabled.value.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.value.recoveryCodes).size).toBe(10);
    const status = (await call('/wps/member/security/totp', undefined, 'GET')).value;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call('/wps/member/security/totp/setup')).error.code).toBe('error_conflict');
    const { rows } = await sites.database.pool.query<{ secret_encrypted: string }>(
      `select secret_encrypted from member_totp t join members m on m.id = t.member_id where m.username = 'authuser'`,
    );
    expect(rows[0]?.secret_encrypted).not.toContain(setup.secret);

    // Every login now asks for a code, even from a known IP; a code works once.
    const challenge = (await login('authuser', homeIp)).body.value;
    expect(challenge).toMatchObject({ verificationRequired: true, reason: 'totp', factors: ['totp'] });
    const code = nextCode();
    expect((await answer(challenge.challengeId, 'totp', code, homeIp)).value.token).toEqual(
      expect.any(String),
    );
    const again = (await login('authuser', homeIp)).body.value;
    expect((await answer(again.challengeId, 'totp', code, homeIp)).error.code).toBe('error_code_invalid');

    // A recovery code opens it once.
    const recovery = recoveryCodes[0] as string;
    expect((await answer(again.challengeId, 'totp', recovery.toUpperCase(), homeIp)).value.token).toEqual(
      expect.any(String),
    );
    const third = (await login('authuser', homeIp)).body.value;
    expect((await answer(third.challengeId, 'totp', recovery, homeIp)).error.code).toBe('error_code_invalid');
    expect((await call('/wps/member/security/totp', undefined, 'GET')).value.recoveryCodesLeft).toBe(9);
  });

  it('turns off only with the password and a code (here a recovery code)', async () => {
    const code = recoveryCodes[1] as string;
    expect((await call('/wps/member/security/totp/disable', { password: 'wrong', code })).error.code).toBe(
      'error_wrong_password',
    );
    expect((await call('/wps/member/security/totp/disable', { password, code: '12345' })).error.code).toBe(
      'error_code_invalid',
    );
    expect((await call('/wps/member/security/totp/disable', { password, code })).value.disabled).toBe(true);
    expect((await login('authuser', homeIp)).body.value.token).toEqual(expect.any(String));
  });

  it('is offered for enrolment only while the brand switches it on', async () => {
    await setSwitch(sites.operator, 'security.ipVerification.totp', false);
    expect((await call('/wps/member/security/totp/setup')).error.code).toBe('error_operation_not_allowed');
    await setSwitch(sites.operator, 'security.ipVerification.totp', true);
    expect((await call('/wps/member/security/totp/setup')).value.secret).toEqual(expect.any(String));
  });

  it('refuses a caller without a session', async () => {
    const anonymous = await sites.member.inject({ method: 'POST', url: '/wps/member/security/totp/setup' });
    expect(anonymous.json().error.code).toBe('error_not_logged_in');
  });
});
