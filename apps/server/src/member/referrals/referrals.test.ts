import type { ReferralSummary } from '@lotus/contract/referral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, nextClientAddress } from '../../../test/auth-helpers.ts';
import { registerMember } from '../../../test/security-helpers.ts';
import { lastCode, registerMobile, requestCode } from '../../../test/sms-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { normalisedReferralCode, referralCodeAlphabet } from './codes.ts';

let sites: TestSites;
let key: string;
let referrer: { token: string; id: bigint; code: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  key = sites.config.PAYLOAD_KEY;
  const token = await registerMember(sites, 'referrerone');
  referrer = { token, id: await idOf('referrerone'), code: (await summaryOf(token)).code };
});
afterAll(() => sites.close());

async function idOf(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

async function summaryOf(token: string): Promise<ReferralSummary> {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/member/referral',
    headers: bearer(token),
  });
  return response.json().value as ReferralSummary;
}

async function referrerIdOf(username: string): Promise<bigint | undefined> {
  const { rows } = await sites.database.pool.query<{ referrer_id: bigint }>(
    'select r.referrer_id from member_referrals r join members m on m.id = r.member_id where m.username = $1',
    [username],
  );
  return rows[0]?.referrer_id;
}

async function memberCount(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ n: number }>('select count(*)::int as n from members');
  return rows[0]!.n;
}

async function register(body: Record<string, unknown>) {
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(sites.database.pool),
        ...body,
      },
      key,
    ),
    headers: { 'accept-language': 'en' },
    remoteAddress: nextClientAddress(),
  });
  return response.json();
}

describe('a member’s referral code', () => {
  it('is 8 characters of the unambiguous alphabet, made once and kept', async () => {
    expect(referrer.code).toMatch(new RegExp(`^[${referralCodeAlphabet}]{8}$`));
    expect(referralCodeAlphabet).not.toMatch(/[01IO]/);
    expect((await summaryOf(referrer.token)).code).toBe(referrer.code);
    // The demo seed's rules (seed/demo-referral.ts) are the ones the member reads.
    expect((await summaryOf(referrer.token)).rules).toEqual({
      reward: '50000',
      minDeposit: '200000',
      minValidBets: '500000',
      turnoverMultiplier: 1,
      active: true,
    });
    const { rows } = await sites.database.pool.query(
      'select code from member_referral_codes where member_id = $1',
      [referrer.id],
    );
    expect(rows).toEqual([{ code: referrer.code }]);
  });

  it('reads as typed: case and spaces do not matter, anything else is no code', () => {
    expect(normalisedReferralCode(' abcd 2345 ')).toBe('ABCD2345');
    expect(normalisedReferralCode('ABCD234O')).toBeNull();
    expect(normalisedReferralCode('ABC')).toBeNull();
  });
});

describe('registration with a referral code', () => {
  it('records the referrer (username form), beside the agent’s invitation code which still places the upline', async () => {
    const body = await register({
      username: 'friendone',
      referralCode: referrer.code.toLowerCase(),
      affiliateCode: 'agent2026',
    });
    expect(body.success).toBe(true);
    expect(await referrerIdOf('friendone')).toBe(referrer.id);
    const info = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.json().value).toMatchObject({ account: 'friendone', toUpline: 'demo_agent' });
  });

  it('records the referrer (mobile form)', async () => {
    const phone = '0914000101';
    await requestCode(sites.member, 'register', phone);
    const { body } = await registerMobile(sites.member, key, {
      mobileNum: phone,
      verificationCode: await lastCode(sites.operator, phone),
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      referralCode: referrer.code,
    });
    expect(body.success).toBe(true);
    expect(await referrerIdOf(phone)).toBe(referrer.id);
  });

  it('without a code records no referrer, and the agent’s code alone works as before', async () => {
    expect(
      (await register({ username: 'plainone', affiliateCode: 'agent2026', referralCode: '' })).success,
    ).toBe(true);
    expect(await referrerIdOf('plainone')).toBeUndefined();
  });

  it('refuses an unknown code with error_invalid_referral_code and creates nothing, in both forms', async () => {
    const before = await memberCount();
    for (const referralCode of ['ZZZZZZZZ', 'not a code', referrer.code.slice(0, 7)]) {
      const body = await register({ username: 'unknowncode', referralCode });
      expect(body.error.code).toBe('error_invalid_referral_code');
    }
    const phone = '0914000102';
    await requestCode(sites.member, 'register', phone);
    const code = await lastCode(sites.operator, phone);
    const mobile = await registerMobile(sites.member, key, {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      referralCode: 'ZZZZZZZZ',
    });
    expect(mobile.body.error.code).toBe('error_invalid_referral_code');
    expect(await memberCount()).toBe(before);
    // The refused form did not cost the SMS code: the same code registers with a right referral code.
    const again = await registerMobile(sites.member, key, {
      mobileNum: phone,
      verificationCode: code,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      referralCode: referrer.code,
    });
    expect(again.body.success).toBe(true);
  });

  it('refuses the code of a locked member, and a member is never its own referrer', async () => {
    const token = await registerMember(sites, 'lockedref');
    const code = (await summaryOf(token)).code;
    await sites.database.pool.query("update members set status = 'locked' where username = 'lockedref'");
    expect((await register({ username: 'lockedfriend', referralCode: code })).error.code).toBe(
      'error_invalid_referral_code',
    );
    await expect(
      sites.database.pool.query(
        'insert into member_referrals (member_id, brand_id, referrer_id) select id, brand_id, id from members where id = $1',
        [referrer.id],
      ),
    ).rejects.toThrow(/member_referrals_not_self/);
  });
});
