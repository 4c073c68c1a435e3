import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import {
  ledgerMoves,
  memberIdOf,
  protectionCall,
  protectionFor,
  refusalOf,
} from '../../test/protection-helpers.ts';
import { lastCode, registerMobile, requestCode, setSwitch } from '../../test/sms-helpers.ts';
import { loginWithTicket, socialPopup } from '../../test/social-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../test/wallet-helpers.ts';
import type { ProtectionService } from './service.ts';

let sites: TestSites;
let key: string;
let protection: ProtectionService;
let moves: ReturnType<typeof ledgerMoves>;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  protection = await protectionFor(sites);
  moves = ledgerMoves((await brandLedger(sites)).ledger);
});
afterAll(() => sites.close());

const password = 'Secret2026';

async function newMember() {
  const { username, token } = await registerWalletMember(sites.member, sites.database.pool, key);
  return { username, token, id: await memberIdOf(sites, username) };
}

/** A password login, answered in `language`. */
async function login(username: string, language = 'en') {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encrypted({ username, password }, key),
    headers: { 'accept-language': language },
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

async function memberInfo(token: string) {
  return sites.member.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
}

function selfExclude(token: string, body: unknown) {
  return protectionCall(sites.member, token, 'POST', 'self-exclusion', encrypted(body, key));
}

/** Moves the member's breaks `hours` into the past, as if that time had passed. */
async function passHours(memberId: bigint, hours: number): Promise<void> {
  await sites.database.pool.query(
    `update protection_breaks set starts_at = starts_at - make_interval(hours => $2),
            ends_at = ends_at - make_interval(hours => $2), created_at = created_at - make_interval(hours => $2)
      where member_id = $1`,
    [memberId, hours],
  );
}

function operatorView(username: string) {
  return sites.operator.inject({
    method: 'GET',
    url: `/admin/members/${username}/protection`,
    headers: operatorHeaders,
  });
}

describe('POST /wps/relay/responsible-gaming/time-out', () => {
  it('ends every session at once, refuses logins until it ends, then lets the member back', async () => {
    const member = await newMember();
    const other = (await login(member.username)).body.value.token as string;
    expect((await memberInfo(other)).statusCode).toBe(200);

    const before = Date.now();
    const response = await protectionCall(sites.member, member.token, 'POST', 'time-out', { days: 3 });
    expect(response.statusCode).toBe(200);
    const taken = response.json().value;
    expect(taken.kind).toBe('time_out');
    expect(Date.parse(taken.endsAt) - before).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(Date.parse(taken.endsAt) - before).toBeLessThan(3 * 86_400_000 + 60_000);

    for (const token of [member.token, other]) {
      const info = await memberInfo(token);
      expect(info.statusCode).toBe(401);
      expect(info.json().error.code).toBe('error_not_logged_in');
    }

    const refused = await login(member.username);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body.error.code).toBe('error_timed_out');
    expect(refused.body.error.params.until).toBe(taken.endsAt);
    expect(refused.body.error.message).toMatch(
      /^You are taking a break: your account opens again on \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+7\)$/,
    );
    const { rows } = await sites.database.pool.query(
      'select count(*)::int as n from sessions where member_id = $1 and revoked_at is null',
      [member.id],
    );
    expect(rows[0].n).toBe(0);

    // Money stops too.
    expect((await refusalOf(protection.assertDepositAllowed(member.id, 1n))).code).toBe('error_timed_out');
    expect((await refusalOf(protection.assertBetAllowed(member.id, 1n))).code).toBe('error_timed_out');

    await passHours(member.id, 71);
    expect((await login(member.username)).body.error.code).toBe('error_timed_out');
    await passHours(member.id, 2);
    const back = await login(member.username);
    expect(back.body.error).toBeUndefined();
    expect((await memberInfo(back.body.value.token)).statusCode).toBe(200);
    await protection.assertDepositAllowed(member.id, 1n);
  });

  it('takes 1 to 42 days and nothing else', async () => {
    const member = await newMember();
    for (const days of [0, 43, 1.5, '7', -1, null]) {
      const response = await protectionCall(sites.member, member.token, 'POST', 'time-out', { days });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await memberInfo(member.token)).statusCode).toBe(200);
  });

  it('refuses the login answered in Vietnamese with the date', async () => {
    const member = await newMember();
    await protectionCall(sites.member, member.token, 'POST', 'time-out', { days: 1 });
    const { body } = await login(member.username, 'vi');
    expect(body.error.message).toMatch(/^Bạn đang trong thời gian tạm nghỉ: tài khoản sẽ mở lại vào \d{4}-/);
  });

  it('refuses the SMS-code login too', async () => {
    const phone = '0915000001';
    await setSwitch(sites.operator, 'register.mobile.sms', false);
    const registered = await registerMobile(sites.member, key, {
      mobileNum: phone,
      password,
      confirmPassword: password,
    });
    await setSwitch(sites.operator, 'register.mobile.sms', true);
    const token = registered.body.value.token as string;
    await protectionCall(sites.member, token, 'POST', 'time-out', { days: 2 });
    await requestCode(sites.member, 'login', phone);
    const code = await lastCode(sites.operator, phone);
    const { response, body } = await loginOn(sites.member, key, { mobileNum: phone, verificationCode: code });
    expect(response.statusCode).toBe(403);
    expect(body.error.code).toBe('error_timed_out');
  });
});

describe('a break and the social login', () => {
  it('refuses the social login of a member on a break', async () => {
    const identity = { name: 'Pause Player', email: 'pause.player@example.test' };
    const first = await loginWithTicket(sites.member, (await socialPopup(sites.member, identity)).ticket);
    expect(first.body.error).toBeUndefined();
    await protectionCall(sites.member, first.body.value.token as string, 'POST', 'time-out', { days: 1 });
    const again = await loginWithTicket(sites.member, (await socialPopup(sites.member, identity)).ticket);
    expect(again.response.statusCode).toBe(403);
    expect(again.body.error.code).toBe('error_timed_out');
  });
});

describe('POST /wps/relay/responsible-gaming/self-exclusion', () => {
  it('needs the login password and an explicit yes, and does nothing without them', async () => {
    const member = await newMember();
    const wrong = await selfExclude(member.token, { months: 6, password: 'Wrong2026', confirm: true });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('error_wrong_password');
    for (const body of [
      { months: 6, password },
      { months: 6, password, confirm: false },
      { months: 5, password, confirm: true },
      { months: 61, password, confirm: true },
    ]) {
      const response = await selfExclude(member.token, body);
      expect(response.json().error.code).toBe('error_validation');
    }
    const plain = await protectionCall(sites.member, member.token, 'POST', 'self-exclusion', {
      months: 6,
      password,
      confirm: true,
    });
    expect(plain.json().error.code).toBe('error_validation');
    expect((await memberInfo(member.token)).statusCode).toBe(200);
    expect(await protection.marketingAllowed(member.id)).toBe(true);
  });

  it('excludes at once, ends the sessions, stops marketing, and nobody can lift or shorten it', async () => {
    const member = await newMember();
    await moves.deposit(member.id, 5_000n);
    const response = await selfExclude(member.token, { months: 6, password, confirm: true });
    expect(response.statusCode).toBe(200);
    const taken = response.json().value;
    expect(taken.kind).toBe('self_exclusion');
    const days = (Date.parse(taken.endsAt) - Date.parse(taken.startsAt)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(181);
    expect(days).toBeLessThanOrEqual(184);

    expect((await memberInfo(member.token)).statusCode).toBe(401);
    const refused = await login(member.username);
    expect(refused.body.error.code).toBe('error_self_excluded');
    expect(refused.body.error.params.until).toBe(taken.endsAt);
    expect(await protection.marketingAllowed(member.id)).toBe(false);
    expect((await refusalOf(protection.assertBetAllowed(member.id, 1n))).code).toBe('error_self_excluded');
    expect((await refusalOf(protection.assertDepositAllowed(member.id, 1n))).code).toBe(
      'error_self_excluded',
    );

    // A shorter break does not replace it (only reachable by a session older than the exclusion).
    const shorter = await refusalOf(protection.takeTimeOut(member.id, 42));
    expect(shorter.code).toBe('error_self_excluded');
    // The database refuses to delete it, whoever asks.
    await expect(
      sites.database.pool.query('delete from protection_breaks where member_id = $1', [member.id]),
    ).rejects.toThrow(/never lifted/);

    // The operator sees it, read only.
    const view = await operatorView(member.username);
    expect(view.statusCode).toBe(200);
    expect(view.json().value).toMatchObject({
      username: member.username,
      inForce: { kind: 'self_exclusion', endsAt: taken.endsAt },
      noMarketing: true,
      breaks: [{ kind: 'self_exclusion', active: true }],
    });
    for (const method of ['DELETE', 'PUT', 'POST'] as const) {
      const attempt = await sites.operator.inject({
        method,
        url: `/admin/members/${member.username}/protection`,
        headers: operatorHeaders,
        payload: {},
      });
      expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await login(member.username)).body.error.code).toBe('error_self_excluded');

    // Only time ends it; the no-marketing flag stays.
    await passHours(member.id, 185 * 24);
    expect((await login(member.username)).body.error).toBeUndefined();
    expect(await protection.marketingAllowed(member.id)).toBe(false);
  });
});

describe('GET /admin/members/{username}/protection', () => {
  it('needs an operator’s credential and a known member, and audits the read', async () => {
    const member = await newMember();
    await protectionCall(sites.member, member.token, 'PUT', 'limits', { deposit: { '24h': '100' } });
    const anonymous = await sites.operator.inject({
      method: 'GET',
      url: `/admin/members/${member.username}/protection`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await operatorView('nobody_here')).json().error.code).toBe('error_account_not_found');
    const view = (await operatorView(member.username)).json().value;
    expect(view).toMatchObject({ inForce: null, breaks: [], noMarketing: false, realityCheckMinutes: null });
    expect(view.limits.deposit['24h']).toMatchObject({ limit: '100', used: '0' });
    const { rows } = await sites.database.pool.query(
      `select 1 from operator_audit where action = 'protection.view' and target = $1 and before is null and after is null`,
      [`member ${member.username}`],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('reality check', () => {
  it('is off by default, can be set, and reports the session start and its net result', async () => {
    const member = await newMember();
    const first = await protectionCall(sites.member, member.token, 'GET', 'reality-check');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ intervalMinutes: null, netResult: '0', currency: 'VND' });
    const startedAt = Date.parse(first.json().value.sessionStartedAt);
    expect(Date.now() - startedAt).toBeLessThan(60_000);

    await moves.deposit(member.id, 10_000n);
    await moves.bet(member.id, 3_000n);
    await moves.win(member.id, 1_000n);
    const set = await protectionCall(sites.member, member.token, 'PUT', 'reality-check', {
      intervalMinutes: 30,
    });
    expect(set.json().value).toEqual({ intervalMinutes: 30 });
    const now = (await protectionCall(sites.member, member.token, 'GET', 'reality-check')).json().value;
    expect(now).toMatchObject({
      intervalMinutes: 30,
      netResult: '-2000',
      sessionStartedAt: first.json().value.sessionStartedAt,
    });

    // A session opened later counts from its own start.
    const later = (await login(member.username)).body.value.token as string;
    expect((await protectionCall(sites.member, later, 'GET', 'reality-check')).json().value.netResult).toBe(
      '0',
    );

    for (const intervalMinutes of [0, 4, 481, '30', 2.5]) {
      const bad = await protectionCall(sites.member, member.token, 'PUT', 'reality-check', {
        intervalMinutes,
      });
      expect(bad.json().error.code).toBe('error_validation');
    }
    await protectionCall(sites.member, member.token, 'PUT', 'reality-check', { intervalMinutes: null });
    expect(
      (await protectionCall(sites.member, member.token, 'GET', 'reality-check')).json().value.intervalMinutes,
    ).toBeNull();
  });
});
