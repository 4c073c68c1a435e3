import type {
  OperatorReferralPage,
  ReferralClaimAll,
  ReferralFriend,
  ReferralFriendPage,
  ReferralRules,
  ReferralSummary,
} from '@lotus/contract/referral';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorRound } from '../../../test/agent-helpers.ts';
import { bearer } from '../../../test/auth-helpers.ts';
import { createDeposit, newKey, operatorCall, seededChannels } from '../../../test/deposit-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import type { Answer } from '../../../test/promotion-helpers.ts';
import { callAs, registerMember } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, fundMember } from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../../wallet/index.ts';

let sites: TestSites;
let ledger: Ledger;
let vendor: TestVendor;
let channels: { bank: string };

/** The brief's demo rules: 50,000 ₫ for a friend who deposits 200,000 ₫ and bets 500,000 ₫, turnover x 2. */
const rules: ReferralRules = {
  reward: '50000',
  minDeposit: '200000',
  minValidBets: '500000',
  turnoverMultiplier: 2,
  active: true,
};

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
  vendor = await createTestVendor(sites.operator, { code: 'REFER' });
  channels = await seededChannels(sites.database.pool);
  await setRules(rules);
});
afterAll(() => sites.close());

async function setRules(next: ReferralRules): Promise<void> {
  const response = await operatorInject(sites, {
    method: 'PUT',
    url: '/admin/referral/rules',
    payload: next,
  });
  expect(response.json().success).toBe(true);
}

async function call<T>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
): Promise<Answer<T>> {
  const response = await callAs(sites.member, {
    method,
    url,
    token,
    ...(body === undefined ? {} : { body }),
  });
  return response.body as Answer<T>;
}

const summaryOf = async (token: string) =>
  (await call<ReferralSummary>(token, 'GET', '/wps/member/referral')).value;
const friendsOf = async (token: string) =>
  (await call<ReferralFriendPage>(token, 'GET', '/wps/member/referral/friends')).value;
const claim = (token: string, friendId: bigint, idempotencyKey = newKey()) =>
  call<ReferralFriend>(token, 'POST', `/wps/member/referral/friends/${friendId}/claim`, { idempotencyKey });

async function idOf(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

interface Member {
  username: string;
  token: string;
  id: bigint;
}

async function newMember(extra: Record<string, unknown> = {}): Promise<Member> {
  const username = `r${randomBytes(5).toString('hex')}`;
  const token = await registerMember(sites, username, { payeeName: 'Nguyen Van An', ...extra });
  return { username, token, id: await idOf(username) };
}

/** A friend registered with the referrer's code, funded and able to play at the test vendor. */
async function friendOf(referrer: Member): Promise<Member & { player: TestPlayer }> {
  const code = (await summaryOf(referrer.token)).code;
  const friend = await newMember({ referralCode: code });
  await fundMember(sites.operator, friend.username, 2_000_000n);
  const issued = await sites.member.inject({
    method: 'POST',
    url: '/wps/relay/vendor-wallet/token',
    headers: bearer(friend.token),
    payload: { vendor: vendor.code },
  });
  const value = issued.json().value as { token: string; playerId: string };
  return {
    ...friend,
    player: {
      username: friend.username,
      session: friend.token,
      playerId: value.playerId,
      token: value.token,
    },
  };
}

async function creditedDeposit(token: string, amount: string): Promise<void> {
  const created = await createDeposit(sites.member, token, {
    channelId: channels.bank,
    amount,
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  const id = created.json().value.id as string;
  const confirmed = await operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
}

/** A friend who reached both figures. */
async function qualifiedFriendOf(referrer: Member) {
  const friend = await friendOf(referrer);
  await creditedDeposit(friend.token, rules.minDeposit);
  await vendorRound(sites, vendor, friend.player, rules.minValidBets, '0');
  return friend;
}

/** What the ledger says the programme paid a member: its referral journals' amounts and turnover. */
async function referralPayments(memberId: bigint) {
  const { rows } = await sites.database.pool.query<{ amount: bigint; required: bigint | null }>(
    `select p.amount, t.required from journals j
       join postings p on p.journal_id = j.id join ledger_accounts a on a.id = p.account_id
       left join bonus_turnover t on t.journal_id = j.id
      where j.kind = 'bonus' and a.member_id = $1 and j.idempotency_key like 'referral:%' order by j.id`,
    [memberId],
  );
  return rows;
}

const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;

describe('the member’s referral page', () => {
  it('answers the code, the link on the member site, the rules and zero totals before any friend', async () => {
    const member = await newMember();
    const summary = await summaryOf(member.token);
    expect(summary.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(summary.link).toBe(`${sites.config.MEMBER_SITE_URL}/register?ref=${summary.code}`);
    expect(summary.rules).toEqual(rules);
    expect(summary.totals).toEqual({
      friends: 0,
      pending: 0,
      qualified: 0,
      claimed: 0,
      earned: '0',
      claimable: '0',
    });
    expect(await friendsOf(member.token)).toMatchObject({ content: [], total: 0 });
  });
});

describe('a friend', () => {
  it('qualifies only when both its credited deposits and its valid bets reach the rules', async () => {
    const referrer = await newMember();
    const friend = await friendOf(referrer);
    const [listed] = (await friendsOf(referrer.token)).content;
    expect(listed).toMatchObject({
      id: friend.id.toString(),
      username: `${friend.username.slice(0, 2)}***${friend.username.at(-1)}`,
      depositsReached: false,
      betsReached: false,
      status: 'pending',
      earned: '0',
      claimedAt: null,
    });

    await creditedDeposit(friend.token, '200000');
    expect((await friendsOf(referrer.token)).content[0]).toMatchObject({
      depositsReached: true,
      betsReached: false,
      status: 'pending',
    });
    expect((await claim(referrer.token, friend.id)).error?.code).toBe('error_referral_not_qualified');

    await vendorRound(sites, vendor, friend.player, '300000', '0');
    expect((await friendsOf(referrer.token)).content[0]).toMatchObject({
      betsReached: false,
      status: 'pending',
    });
    await vendorRound(sites, vendor, friend.player, '200000', '150000');
    expect((await friendsOf(referrer.token)).content[0]).toMatchObject({
      depositsReached: true,
      betsReached: true,
      status: 'qualified',
    });
    expect((await summaryOf(referrer.token)).totals).toMatchObject({
      friends: 1,
      pending: 0,
      qualified: 1,
      claimable: '50000',
    });
    expect(await referralPayments(referrer.id)).toEqual([]);
  });

  it('pays its referrer once under 10 claims at once, with the reward’s turnover', async () => {
    const referrer = await newMember();
    const friend = await qualifiedFriendOf(referrer);
    const before = await main(referrer.id);
    const keys = Array.from({ length: 10 }, () => newKey());
    const answers = await Promise.all(keys.map((key) => claim(referrer.token, friend.id, key)));
    const paid = answers.filter((answer) => answer.success);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const answer of paid) expect(answer.value).toMatchObject({ status: 'claimed', earned: '50000' });
    for (const answer of answers.filter((each) => !each.success))
      expect(['error_referral_already_claimed', 'error_conflict']).toContain(answer.error?.code);
    expect(await referralPayments(referrer.id)).toEqual([{ amount: 50_000n, required: 100_000n }]);
    expect((await main(referrer.id)) - before).toBe(50_000n);

    // The winning key answers again; any other key is told it was claimed; nothing more is paid.
    const { rows } = await sites.database.pool.query<{ idempotency_key: string }>(
      'select idempotency_key from referral_rewards where friend_id = $1',
      [friend.id],
    );
    expect((await claim(referrer.token, friend.id, rows[0]!.idempotency_key)).value).toMatchObject({
      status: 'claimed',
    });
    expect((await claim(referrer.token, friend.id)).error?.code).toBe('error_referral_already_claimed');
    expect(await referralPayments(referrer.id)).toHaveLength(1);
    expect((await summaryOf(referrer.token)).totals).toMatchObject({
      friends: 1,
      claimed: 1,
      qualified: 0,
      earned: '50000',
      claimable: '0',
    });
  });

  it('is claimed with every other qualified friend at once by claim all, each once', async () => {
    const referrer = await newMember();
    const first = await qualifiedFriendOf(referrer);
    await qualifiedFriendOf(referrer);
    const pending = await friendOf(referrer);
    await creditedDeposit(pending.token, '500000');
    const key = newKey();
    const all = await call<ReferralClaimAll>(referrer.token, 'POST', '/wps/member/referral/claim-all', {
      idempotencyKey: key,
    });
    expect(all.value).toEqual({ claimed: 2, amount: '100000', currency: 'VND' });
    const again = await call<ReferralClaimAll>(referrer.token, 'POST', '/wps/member/referral/claim-all', {
      idempotencyKey: newKey(),
    });
    expect(again.value).toMatchObject({ claimed: 0, amount: '0' });
    expect(await referralPayments(referrer.id)).toHaveLength(2);
    const friends = (await friendsOf(referrer.token)).content;
    expect(friends.map((friend) => friend.status).sort()).toEqual(['claimed', 'claimed', 'pending']);
    expect(friends.find((friend) => friend.id === first.id.toString())).toMatchObject({ earned: '50000' });
    expect((await summaryOf(referrer.token)).totals).toMatchObject({
      friends: 3,
      pending: 1,
      claimed: 2,
      earned: '100000',
    });
  });

  it('is never visible to, nor claimable by, another member', async () => {
    const referrer = await newMember();
    const friend = await qualifiedFriendOf(referrer);
    const stranger = await newMember();
    expect(await friendsOf(stranger.token)).toMatchObject({ content: [], total: 0 });
    expect((await claim(stranger.token, friend.id)).error?.code).toBe('error_not_found');
    // Not even the friend itself can claim its own reward.
    expect((await claim(friend.token, friend.id)).error?.code).toBe('error_not_found');
    const all = await call<ReferralClaimAll>(stranger.token, 'POST', '/wps/member/referral/claim-all', {
      idempotencyKey: newKey(),
    });
    expect(all.value.claimed).toBe(0);
    expect(await referralPayments(stranger.id)).toEqual([]);
    expect((await friendsOf(referrer.token)).content[0]?.status).toBe('qualified');
  });

  it('cannot be claimed while the operator has the programme off', async () => {
    const referrer = await newMember();
    const friend = await qualifiedFriendOf(referrer);
    await setRules({ ...rules, active: false });
    try {
      expect((await claim(referrer.token, friend.id)).error?.code).toBe('error_referral_closed');
      expect((await summaryOf(referrer.token)).totals).toMatchObject({ qualified: 1, claimable: '0' });
    } finally {
      await setRules(rules);
    }
    expect((await claim(referrer.token, friend.id)).value.status).toBe('claimed');
  });
});

describe('the operator', () => {
  it('sets the rules, audited with before and after, and lists every referral with its figures', async () => {
    const owner = await createTestOperator(sites, 'owner');
    const changed = { ...rules, reward: '60000' };
    const set = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/referral/rules',
      headers: owner.headers,
      payload: changed,
    });
    expect(set.json().value).toEqual({ rules: changed, currency: 'VND' });
    const { rows } = await sites.database.pool.query(
      `select operator_username, before, after from operator_audit where action = 'referral.rules' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ operator_username: owner.username, before: rules, after: changed });
    await setRules(rules);

    const referrer = await newMember();
    const friend = await friendOf(referrer);
    await creditedDeposit(friend.token, '300000');
    const page = await sites.operator.inject({
      method: 'GET',
      url: `/admin/referral/referrals?referrer=${referrer.username}`,
      headers: owner.headers,
    });
    expect((page.json().value as OperatorReferralPage).content).toEqual([
      expect.objectContaining({
        friendId: friend.id.toString(),
        friendUsername: friend.username,
        referrerUsername: referrer.username,
        deposits: '300000',
        validBets: '0',
        status: 'pending',
        amount: '0',
      }),
    ]);
    // An invalid reward is refused, nothing changed.
    const invalid = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/referral/rules',
      payload: { ...rules, reward: '0' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      (await operatorInject(sites, { method: 'GET', url: '/admin/referral/rules' })).json().value.rules,
    ).toEqual(rules);
  });

  it('configures with rewards.manage and reviews with rewards.review; a filter it does not take is refused', async () => {
    const finance = await createTestOperator(sites, 'finance');
    const content = await createTestOperator(sites, 'content');
    const as = (
      who: { headers: Record<string, string> },
      method: 'GET' | 'PUT',
      url: string,
      payload?: object,
    ) => sites.operator.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    expect((await as(finance, 'PUT', '/admin/referral/rules', rules)).statusCode).toBe(403);
    expect((await as(finance, 'GET', '/admin/referral/rules')).statusCode).toBe(403);
    expect((await as(content, 'PUT', '/admin/referral/rules', rules)).statusCode).toBe(200);
    expect((await as(finance, 'GET', '/admin/referral/referrals')).statusCode).toBe(200);
    expect((await as(content, 'GET', '/admin/referral/referrals')).statusCode).toBe(403);
    expect((await as(finance, 'GET', '/admin/referral/referrals?member=x')).json().error.code).toBe(
      'error_unknown_parameter',
    );
  });
});
