import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { existsSync, readFileSync } from 'node:fs';
import { translateMessage } from '@lotus/i18n/messages';
import AES from 'crypto-js/aes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, nextClientAddress } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { isAdultOn, todayIn } from './fields.ts';

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
});
afterAll(() => sites.close());

/** Registers a fresh account (by the HTTP route) and answers its session token. */
async function newMember(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        username,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(sites.database.pool),
        ...extra,
      },
      key,
    ),
    remoteAddress: nextClientAddress(),
  });
  expect(response.json().error).toBeUndefined();
  return response.json().value.token as string;
}

function getProfile(token?: string) {
  return sites.member.inject({
    method: 'GET',
    url: '/wps/member/profile',
    headers: token === undefined ? {} : bearer(token),
  });
}

function putProfile(token: string | undefined, body: unknown, language = 'en') {
  return sites.member.inject({
    method: 'PUT',
    url: '/wps/member/profile',
    payload: body as Record<string, unknown>,
    headers: { ...(token === undefined ? {} : bearer(token)), 'accept-language': language },
  });
}

async function row(username: string) {
  const { rows } = await sites.database.pool.query(
    `select to_jsonb(m) - 'failed_logins' - 'last_login_at' - 'last_login_ip' - 'locked_until' as row
       from members m where username = $1`,
    [username],
  );
  return rows[0]?.row as Record<string, unknown>;
}

/** The date `years` years before today in the brand's time zone, moved by `days`. */
function dateYearsAgo(years: number, days = 0): string {
  // The demo brand's time zone (brands.time_zone default).
  const today = todayIn('Asia/Ho_Chi_Minh');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const fullProfile = {
  nickname: 'Lucky An',
  payeeName: 'Nguyen Van An',
  birthday: '1990-05-17',
  zalo: '0912345678',
  whatsapp: '+84912345678',
  facebook: 'nguyen.van.an',
  telegram: '@vanan',
  line: 'vanan_line',
  wechat: 'vanan88',
  qq: '123456789',
  idNumber: '079090001234',
  nationality: 'vn',
  address: '12 Le Loi, District 1, Ho Chi Minh City',
  occupation: 'Engineer',
  sourceOfIncome: 'salary',
  region: 'Ho Chi Minh',
  avatarId: 7,
};

describe('GET /wps/member/profile', () => {
  it('answers the member’s own profile: empty fields null, contacts masked, a default picture', async () => {
    const token = await newMember('profileread', { email: 'reader@example.test', mobileNum: '0912345678' });
    const response = await getProfile(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = response.json().value;
    const { rows } = await sites.database.pool.query<{ id: string }>(
      "select id::text from members where username = 'profileread'",
    );
    const defaultAvatar = (Number(rows[0]?.id) % 12) + 1;
    expect(value).toEqual({
      username: 'profileread',
      nickname: null,
      payeeName: null,
      payeeNameLocked: false,
      email: 'r***@example.test',
      mobileNum: '091****678',
      birthday: null,
      zalo: null,
      whatsapp: null,
      facebook: null,
      telegram: null,
      line: null,
      wechat: null,
      qq: null,
      idNumber: null,
      nationality: null,
      address: null,
      occupation: null,
      sourceOfIncome: null,
      region: null,
      avatarId: defaultAvatar,
      avatarUrl: `/avatars/${defaultAvatar}.svg`,
      kycComplete: false,
      createdAt: expect.any(String),
      profileUpdatedAt: null,
    });
  });

  it('needs a session', async () => {
    for (const response of [
      await getProfile(),
      await getProfile('not-a-token'),
      await putProfile(undefined, { nickname: 'Someone' }),
      await sites.member.inject({ method: 'GET', url: '/wps/member/info/icon' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        value: null,
        error: { code: 'error_not_logged_in' },
      });
    }
  });

  it('only ever shows the session’s own account: there is no id to ask for another', async () => {
    const alice = await newMember('profilealice');
    const bob = await newMember('profilebob');
    expect((await putProfile(bob, { idNumber: 'BOB123456', address: 'Bob street 1' })).statusCode).toBe(200);
    const { rows } = await sites.database.pool.query<{ id: string }>(
      "select id::text from members where username = 'profilebob'",
    );
    const bobId = rows[0]?.id ?? '';
    for (const url of [
      `/wps/member/profile?id=${bobId}`,
      '/wps/member/profile?username=profilebob',
      `/wps/member/info/icon?id=${bobId}`,
    ]) {
      const response = await sites.member.inject({ method: 'GET', url, headers: bearer(alice) });
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).not.toContain('BOB123456');
      if (url.includes('profile')) expect(response.json().value.username).toBe('profilealice');
    }
    // No route takes an id or a name in the path.
    for (const url of [`/wps/member/profile/${bobId}`, '/wps/member/profile/profilebob']) {
      const response = await sites.member.inject({ method: 'GET', url, headers: bearer(alice) });
      expect(response.statusCode).toBe(404);
    }
    // A body naming another account changes nothing of it: unknown fields are refused.
    const sneaky = await putProfile(alice, { username: 'profilebob', idNumber: 'ALICE12345' });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.code).toBe('error_validation');
    expect((await row('profilebob')).id_number).toBe('BOB123456');
  });
});

describe('PUT /wps/member/profile', () => {
  it('writes every field and answers the new profile; GET reads the same back', async () => {
    const token = await newMember('profilefull', { email: 'full@example.test' });
    const response = await putProfile(token, fullProfile);
    expect(response.json().error).toBeUndefined();
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    const { avatarId, ...textFields } = fullProfile;
    expect(value).toMatchObject({
      ...textFields,
      nationality: 'VN',
      avatarId,
      avatarUrl: '/avatars/7.svg',
      payeeNameLocked: true,
      kycComplete: true,
      email: 'f***@example.test',
    });
    expect(Date.parse(value.profileUpdatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getProfile(token)).json().value).toEqual(value);
    expect(await row('profilefull')).toMatchObject({
      payee_name: 'Nguyen Van An',
      birthday: '1990-05-17',
      id_number: '079090001234',
      nationality: 'VN',
      source_of_income: 'salary',
      avatar_id: 7,
      email: 'full@example.test',
    });
  });

  it('changes only the fields given, trims them, and clears a field sent empty', async () => {
    const token = await newMember('profilepart');
    await putProfile(token, { address: '1 First street', occupation: 'Teacher', zalo: 'zalo_id' });
    const response = await putProfile(token, { address: '', occupation: '  Nurse  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ address: null, occupation: 'Nurse', zalo: 'zalo_id' });
    expect(await row('profilepart')).toMatchObject({ address: null, occupation: 'Nurse', zalo: 'zalo_id' });
    // Nothing to change answers the profile as it is, without stamping it.
    const before = (await getProfile(token)).json().value;
    const empty = await putProfile(token, {});
    expect(empty.json().value).toEqual(before);
  });

  it('sets the real name once; after that it is locked (error_real_name_locked), the same name again passes', async () => {
    const token = await newMember('profilepayee');
    // Sent empty while unset: nothing happens, the name stays free to set.
    expect((await putProfile(token, { payeeName: '' })).json().value.payeeNameLocked).toBe(false);
    const first = await putProfile(token, { payeeName: 'Tran Thi Mai' });
    expect(first.json().value).toMatchObject({ payeeName: 'Tran Thi Mai', payeeNameLocked: true });
    for (const payeeName of ['Tran Thi Lan', '', 'tran thi mai']) {
      const before = await row('profilepayee');
      const refused = await putProfile(token, { payeeName, nickname: 'Mai' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'error_real_name_locked' } });
      expect(await row('profilepayee')).toEqual(before);
    }
    const again = await putProfile(token, { payeeName: 'Tran Thi Mai', nickname: 'Mai' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ payeeName: 'Tran Thi Mai', nickname: 'Mai' });
  });

  it('locks a real name given at registration too', async () => {
    const token = await newMember('profilereg', { payeeName: 'Le Van Binh' });
    expect((await getProfile(token)).json().value.payeeNameLocked).toBe(true);
    const refused = await putProfile(token, { payeeName: 'Le Van Minh' });
    expect(refused.json().error.code).toBe('error_real_name_locked');
  });

  it('refuses a birthday of someone under 18 (per field, in the caller’s language); 18 today passes', async () => {
    const token = await newMember('profileyoung');
    const tooYoung = dateYearsAgo(18, 1);
    for (const [language, text] of [
      ['en', 'You must be 18 or older'],
      ['vi', 'Bạn phải từ đủ 18 tuổi trở lên'],
    ] as const) {
      const response = await putProfile(token, { birthday: tooYoung, nickname: 'Young' }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'error_validation', fields: { birthday: text } });
    }
    expect(await row('profileyoung')).toMatchObject({ birthday: null, nickname: null });
    const eighteen = await putProfile(token, { birthday: dateYearsAgo(18) });
    expect(eighteen.statusCode).toBe(200);
    expect(eighteen.json().value.birthday).toBe(dateYearsAgo(18));
  });

  it('counts a 29 February birthday as of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdultOn('2008-03-01', '2026-03-01')).toBe(true);
    expect(isAdultOn('2008-03-02', '2026-03-01')).toBe(false);
  });

  // A rule whose minimum is its maximum (a birthday's 10 characters) is worded “exactly”.
  type Message = { key: string; params: Record<string, number> };
  const pattern = (kind: number, min: number, max: number): Message =>
    min === max
      ? { key: `validation.patternExactly.${kind}`, params: { count: min, min, max } }
      : { key: `validation.pattern.${kind}`, params: { min, max } };
  const length = (min: number, max: number): Message =>
    min === max
      ? { key: 'validation.lengthExactly', params: { count: min, min, max } }
      : { key: 'validation.length', params: { min, max } };
  const own = (en: string, vi: string) => ({ en, vi });
  let badMembers = 0;

  it.each([
    ['nickname', 'A', length(2, 20)],
    ['payeeName', 'Nguyễn Văn An', pattern(12, 2, 50)],
    ['birthday', '17-05-1990', pattern(11, 10, 10)],
    ['birthday', '2001-02-29', pattern(11, 10, 10)],
    [
      'birthday',
      '1850-01-01',
      own('Please enter your real date of birth', 'Vui lòng nhập đúng ngày sinh của bạn'),
    ],
    ['zalo', '0912 345 678', pattern(9, 2, 50)],
    ['whatsapp', '+', length(2, 50)],
    ['facebook', 'a'.repeat(51), length(2, 50)],
    ['telegram', '@van an', pattern(9, 2, 50)],
    ['line', 'x', length(2, 50)],
    ['wechat', 'we chat', pattern(9, 2, 50)],
    ['qq', '12\u00a034', pattern(9, 2, 50)],
    ['idNumber', '079-090-001', pattern(14, 6, 20)],
    ['idNumber', '12345', length(6, 20)],
    ['nationality', 'VNM', length(2, 2)],
    ['nationality', 'V1', pattern(14, 2, 2)],
    [
      'nationality',
      'XX',
      own('Please choose a country from the list', 'Vui lòng chọn một quốc gia trong danh sách'),
    ],
    // A control character is refused by the free-text rule (platform/http/free-text.test.ts).
    ['address', 'abc', length(5, 200)],
    ['occupation', 'x', length(2, 50)],
    [
      'sourceOfIncome',
      'lottery',
      own('Please choose one of the offered options', 'Vui lòng chọn một trong các lựa chọn có sẵn'),
    ],
    ['sourceOfIncome', 'self employed', pattern(14, 2, 30)],
    ['region', 'x'.repeat(51), length(2, 50)],
  ] as const)(
    'refuses %s %j with its message in English and Vietnamese, writing nothing',
    async (field, value, expected) => {
      badMembers += 1;
      const token = await newMember(`profilebad${badMembers}`);
      const username = (await getProfile(token)).json().value.username as string;
      const before = await row(username);
      const texts: string[] = [];
      for (const language of ['en', 'vi'] as const) {
        // A valid field beside the bad one is not written either: the update is all or nothing.
        const valid = field === 'region' ? { occupation: 'Engineer' } : { region: 'Ha Noi' };
        const response = await putProfile(token, { ...valid, [field]: value }, language);
        expect(response.statusCode).toBe(400);
        const error = response.json().error;
        expect(error.code).toBe('error_validation');
        expect(Object.keys(error.fields)).toEqual([field]);
        const text =
          'key' in expected ? translateMessage(language, expected.key, expected.params) : expected[language];
        expect(error.fields[field]).toBe(text);
        texts.push(text);
      }
      expect(texts[0]).not.toBe(texts[1]);
      expect(await row(username)).toEqual(before);
    },
  );

  it('reports every bad field of a request at once', async () => {
    const token = await newMember('profilemany');
    const response = await putProfile(token, { zalo: 'a b', idNumber: '!', address: 'x', avatarId: 3 }, 'vi');
    expect(response.json().error.code).toBe('error_validation');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['address', 'idNumber', 'zalo']);
    expect(response.json().error.fields.zalo).toBe('Vui lòng nhập 2 - 50 ký tự, không chứa khoảng trắng');
  });

  it('refuses pictures outside 1..12 and fields of the security centre or unknown ones', async () => {
    const token = await newMember('profileodd');
    for (const body of [
      { avatarId: 0 },
      { avatarId: 13 },
      { avatarId: 2.5 },
      { avatarId: '3' },
      { email: 'new@example.test' },
      { mobileNum: '0912345678' },
      { nickname: 42 },
      { address: 'x'.repeat(501) },
    ]) {
      const response = await putProfile(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        value: null,
        error: { code: 'error_validation' },
      });
    }
  });

  it('refuses a free-play account (error_operation_not_allowed)', async () => {
    const freePlay = await sites.member.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {
        os: 'Windows',
        platform: 'W',
        random: AES.encrypt('a1b2c3', key).toString(),
        gatewayVersion: 3,
      },
      remoteAddress: nextClientAddress(),
    });
    const token = freePlay.json().value.token as string;
    const response = await putProfile(token, { nickname: 'Guest player' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('error_operation_not_allowed');
    const { rows } = await sites.database.pool.query(
      'select nickname, profile_updated_at from members where is_demo order by id desc limit 1',
    );
    expect(rows[0]).toEqual({ nickname: null, profile_updated_at: null });
  });
});

describe('GET /wps/member/info/icon', () => {
  it('answers the picture and its path; a chosen one replaces the default, null restores it', async () => {
    const token = await newMember('profileicon');
    const icon = () =>
      sites.member.inject({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(token) });
    const first = (await icon()).json().value;
    expect(first).toEqual({ avatarId: expect.any(Number), url: `/avatars/${first.avatarId}.svg` });
    await putProfile(token, { avatarId: first.avatarId === 12 ? 1 : 12 });
    const chosen = (await icon()).json().value;
    expect(chosen.avatarId).toBe(first.avatarId === 12 ? 1 : 12);
    expect(chosen.url).toBe(`/avatars/${chosen.avatarId}.svg`);
    await putProfile(token, { avatarId: null });
    expect((await icon()).json().value).toEqual(first);
  });

  it('has a picture in the member site for every number', () => {
    for (let id = 1; id <= 12; id += 1) {
      const file = new URL(`../../../../member/public/avatars/${id}.svg`, import.meta.url);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(1536);
    }
  });
});

describe('GET /admin/members/:username/profile', () => {
  it('shows the operator the whole profile unmasked, and records the read', async () => {
    const token = await newMember('profilekyc', { email: 'kyc@example.test', mobileNum: '0987654321' });
    await putProfile(token, fullProfile);
    const response = await sites.operator.inject({
      method: 'GET',
      url: '/admin/members/PROFILEKYC/profile',
      headers: operatorHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      username: 'profilekyc',
      email: 'kyc@example.test',
      mobileNum: '0987654321',
      idNumber: '079090001234',
      kycComplete: true,
      status: 'active',
      isDemo: false,
      emailVerified: false,
      mobileVerified: false,
    });
    const { rows } = await sites.database.pool.query(
      "select target, before, after from operator_audit where action = 'member.profile.viewed' order by id desc limit 1",
    );
    // A view names what was seen, and copies none of it.
    expect(rows[0]).toEqual({ target: 'member profilekyc', before: null, after: null });
  });

  it('needs an operator’s credential and an existing account', async () => {
    const anonymous = await sites.operator.inject({
      method: 'GET',
      url: '/admin/members/demo_member/profile',
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await sites.operator.inject({
      method: 'GET',
      url: '/admin/members/nobody_here/profile',
      headers: operatorHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_account_not_found');
  });
});
