import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

async function form(overrides: Record<string, unknown> = {}) {
  return {
    username: 'newplayer',
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
    ageConfirmed: true,
    termsAccepted: true,
    registerUrl: 'https://www.example.test/register',
    domain: 'www.example.test',
    registerMethod: 'WEB',
    captcha: await knownCaptcha(sites.database.pool),
    ...overrides,
  };
}

async function register(body: unknown, language = 'en') {
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(body, key),
    headers: { 'accept-language': language },
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

async function memberCount(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ n: number }>('select count(*)::int as n from members');
  return rows[0]?.n ?? 0;
}

describe('PUT /wps/member/register', () => {
  it('creates the member under the inviting agent, logs them in, and they can log in again', async () => {
    const { response, body } = await register(
      await form({ affiliateCode: 'agent2026', email: 'an@example.test', payeeName: 'Nguyen Van An' }),
    );
    expect(body.error).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, isAgent: '0' });
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.json().value).toMatchObject({ account: 'newplayer', type: 0, toUpline: 'demo_agent' });
    const { rows } = await sites.database.pool.query(
      "select password_hash, email, payee_name from members where username = 'newplayer'",
    );
    expect(rows[0]).toMatchObject({ email: 'an@example.test', payee_name: 'Nguyen Van An' });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const login = await loginOn(sites.member, key, { username: 'NEWPLAYER', password: 'Secret2026' });
    expect(login.body.success).toBe(true);
  });

  it.each([
    ['a username breaking its pattern', { username: '9lives' }, 'username'],
    ['a username too short', { username: 'abc' }, 'username'],
    ['a password with symbols', { password: 'Secret-2026' }, 'password'],
    ['a payee name with diacritics', { payeeName: 'Nguyễn Văn An' }, 'payeeName'],
    ['a mobile number too short', { mobileNum: '09123' }, 'mobileNum'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
  ])('refuses %s with error_validation and the field message', async (_label, overrides, field) => {
    const before = await memberCount();
    const { response, body } = await register(await form({ username: 'validname', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('error_validation');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(typeof body.error.fields[field]).toBe('string');
    expect(await memberCount()).toBe(before);
  });

  it('translates the field messages into the caller’s language', async () => {
    const en = await register(await form({ username: 'abc' }), 'en');
    const vi = await register(await form({ username: 'abc' }), 'vi');
    expect(en.body.error.fields.username).toContain('4');
    expect(vi.body.error.fields.username).not.toEqual(en.body.error.fields.username);
  });

  it('refuses a different confirmation with error_password_mismatch', async () => {
    const { body } = await register(await form({ confirmPassword: 'Secret2027' }));
    expect(body.error.code).toBe('error_password_mismatch');
    expect(Object.keys(body.error.fields)).toEqual(['confirmPassword']);
  });

  it('refuses a taken name whatever its case, and an invitation code that is not an agent’s', async () => {
    expect((await register(await form({ username: 'takenone' }))).body.success).toBe(true);
    const taken = await register(await form({ username: 'TakenOne' }));
    expect(taken.body.error.code).toBe('error_username_taken');
    for (const affiliateCode of ['NOPE2026', 'MEMBER2026']) {
      const { body } = await register(await form({ username: 'invitedone', affiliateCode }));
      expect(body.error.code).toBe('error_invalid_invitation_code');
    }
  });

  it('requires the age declaration and the terms', async () => {
    const { body } = await register(await form({ ageConfirmed: false, termsAccepted: undefined }));
    expect(body.error.code).toBe('error_validation');
    expect(body.error.fields).toEqual({
      ageConfirmed: 'You must be 18 or older to register',
      termsAccepted: 'Please accept the terms of service and the privacy policy',
    });
  });

  it('requires the captcha when register.captcha is on, and checks it', async () => {
    expect((await register(await form({ username: 'capless', captcha: undefined }))).body.error.code).toBe(
      'error_captcha_required',
    );
    const captcha = await knownCaptcha(sites.database.pool);
    const wrong = await register(
      await form({ username: 'capless', captcha: { ...captcha, derivedKey: 'ab'.repeat(32) } }),
    );
    expect(wrong.body.error.code).toBe('error_captcha_check_failed');
    // A login's challenge does not pass a registration.
    const forLogin = await register(
      await form({ username: 'capless', captcha: await knownCaptcha(sites.database.pool, 'login') }),
    );
    expect(forLogin.body.error.code).toBe('error_captcha_check_failed');
  });

  it('gives one account and one error_username_taken to two registrations of a name at once', async () => {
    const before = await memberCount();
    const results = await Promise.all([
      register(await form({ username: 'racename' })),
      register(await form({ username: 'RaceName' })),
    ]);
    const codes = results.map((result) => (result.body.success ? 'ok' : result.body.error.code)).sort();
    expect(codes).toEqual(['error_username_taken', 'ok']);
    expect(await memberCount()).toBe(before + 1);
  });

  it('refuses garbage ciphertext with error_decrypt_failed', async () => {
    const response = await sites.member.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { data: JSON.stringify(await form()) },
    });
    expect(response.json().error.code).toBe('error_decrypt_failed');
  });

  it('refuses every registration while the register switch is off', async () => {
    const turn = (enabled: boolean) =>
      sites.operator.inject({
        method: 'PUT',
        url: '/admin/system/switches/register',
        headers: operatorHeaders,
        payload: { enabled },
      });
    await turn(false);
    const { response, body } = await register(await form({ username: 'closeddoor' }));
    expect(response.statusCode).toBe(403);
    expect(body.error.code).toBe('error_operation_not_allowed');
    await turn(true);
  });
});

describe('PUT /wps/member/register with the fields a brand may require', () => {
  it('keeps the payee name, number, address and payment password, and refuses a number or address in use', async () => {
    const extras = {
      username: 'fullform',
      payeeName: 'Tran Thi Binh',
      mobileNum: '0917000001',
      email: 'Binh@Example.test',
      paymentPassword: '135790',
    };
    const weak = await register(await form({ ...extras, paymentPassword: '12ab' }));
    expect(weak.body.error.code).toBe('error_validation');
    expect(weak.body.error.fields.paymentPassword).toEqual(expect.any(String));

    const { body } = await register(await form(extras));
    expect(body.value.token).toEqual(expect.any(String));
    const { rows } = await sites.database.pool.query<{
      payee_name: string;
      mobile: string;
      email: string;
      has_payment_password: boolean;
    }>(
      `select payee_name, mobile, email, payment_password_hash like '$argon2id$%' as has_payment_password
         from members where username = 'fullform'`,
    );
    expect(rows[0]).toEqual({
      payee_name: 'Tran Thi Binh',
      mobile: '0917000001',
      email: 'Binh@Example.test',
      has_payment_password: true,
    });

    const sameNumber = await register(await form({ username: 'second1', mobileNum: '0917000001' }));
    expect(sameNumber.body.error.code).toBe('error_mobile_taken');
    const sameAddress = await register(await form({ username: 'second2', email: 'binh@example.TEST' }));
    expect(sameAddress.body.error.code).toBe('error_email_taken');
  });
});

describe('GET /wps/member/info', () => {
  it('refuses a missing, malformed or unknown token with error_not_logged_in', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'A'.repeat(43)}`]) {
      const response = await sites.member.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_not_logged_in');
    }
  });
});
