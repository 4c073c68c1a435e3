import type { Promotion, PromotionList, RegistrationBonus, RewardCentre } from '@lotus/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorValue, vendorRound } from '../../../test/agent-helpers.ts';
import { createDeposit, newKey, operatorCall, seededChannels } from '../../../test/deposit-helpers.ts';
import { operatorInject } from '../../../test/operator-helpers.ts';
import { claimKey, createPromotionAs, promotionCall, promotionOf } from '../../../test/promotion-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, playerAt } from '../../../test/vendor-wallet-helpers.ts';
import type { TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import {
  addBankAccount,
  boundAccountId,
  newPlayer,
  requestWithdrawal,
} from '../../../test/withdrawal-helpers.ts';
import { createCashTeamFigures } from '../../cashier/team-figures/service.ts';
import type { Ledger } from '../../wallet/index.ts';
import { createTeamFigures } from '../../wallet/team-figures/service.ts';
import { createPromotions } from './service.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;
let vendor: TestVendor;
let channels: { bank: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger, brandId } = await brandLedger(sites));
  vendor = await createTestVendor(sites.operator, { code: 'PROMO' });
  channels = await seededChannels(sites.database.pool);
  // The demo seed's promotions (one of each rule) step aside: each test sets up its own.
  await sites.database.pool.query('update promotions set active = false');
});
afterAll(() => sites.close());

const hour = 3_600_000;
const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;
/** A registered member with a real name on file and a payment password. */
async function newMember() {
  const player = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  return { ...player, id: player.memberId };
}

async function memberIdOf(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

async function creditedDeposit(
  token: string,
  amount: string,
  /** The status a promotion shows the member while the deposit waits for the operator, if asked. */
  whilePending?: { promotionId: string; check: (status: string | undefined) => void },
): Promise<void> {
  const created = await createDeposit(sites.member, token, {
    channelId: channels.bank,
    amount,
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  const id = created.json().value.id as string;
  if (whilePending) whilePending.check((await promotionOf(sites, token, whilePending.promotionId))?.status);
  const confirmed = await operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
}

/** The bonus grants' journals of a member: what the ledger says promotions paid it. */
async function bonusesPaid(memberId: bigint): Promise<bigint[]> {
  const { rows } = await sites.database.pool.query<{ amount: bigint }>(
    `select p.amount from journals j join postings p on p.journal_id = j.id join ledger_accounts a on a.id = p.account_id
      where j.kind = 'bonus' and a.member_id = $1 and j.idempotency_key like 'promotion:%' order by j.id`,
    [memberId],
  );
  return rows.map((row) => row.amount);
}

describe('a registration bonus', () => {
  it('is named by the home page’s teaser, paid once to a member who registered while it runs, with its turnover', async () => {
    const teaserBefore = await sites.member.inject({
      method: 'GET',
      url: '/wps/promotions/registration-bonus',
    });
    expect((teaserBefore.json().value as RegistrationBonus).amount).toBeNull();
    const earlier = await newMember();
    const id = await createPromotionAs(
      sites,
      { rule: 'registration_bonus', amount: '58000', turnoverMultiplier: 3 },
      { startsAt: new Date(Date.now() + 1000), endsAt: new Date(Date.now() + 24 * hour) },
    );
    // Coming for a second, then live.
    expect((await promotionOf(sites, earlier.token, id))?.status).toBe('coming');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const teaser = await sites.member.inject({ method: 'GET', url: '/wps/promotions/registration-bonus' });
    expect(teaser.json().value).toEqual({ amount: '58000', currency: 'VND', promotionId: id });

    // A second registration bonus over the same days would pay newcomers twice: refused.
    const overlap = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/promotions',
      payload: {
        type: 'newbie',
        terms: { rule: 'registration_bonus', amount: '10000', turnoverMultiplier: 1 },
        texts: { vi: { title: 'Trùng' } },
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + hour).toISOString(),
      },
    });
    expect(overlap.json().error.code).toBe('error_promotion_registration_overlap');

    expect(await promotionOf(sites, earlier.token, id)).toMatchObject({
      status: 'closed',
      reason: 'registered_before',
    });
    const refused = await promotionCall(
      sites,
      earlier.token,
      'POST',
      `/wps/member/promotions/${id}/claim`,
      claimKey(),
    );
    expect(refused.error?.code).toBe('error_promotion_nothing_to_claim');

    const newcomer = await newMember();
    expect(await promotionOf(sites, newcomer.token, id)).toMatchObject({
      status: 'claim',
      claimable: '58000',
    });
    // Ten claims at once, each with its own key: one pays.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        promotionCall(sites, newcomer.token, 'POST', `/wps/member/promotions/${id}/claim`, claimKey()),
      ),
    );
    expect(answers.filter((answer) => answer.success).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (!answer.success)
        expect(['error_promotion_nothing_to_claim', 'error_conflict']).toContain(answer.error?.code);
    }
    expect(await bonusesPaid(newcomer.id)).toEqual([58_000n]);
    expect(await main(newcomer.id)).toBe(58_000n);
    expect(await promotionOf(sites, newcomer.token, id)).toMatchObject({
      status: 'claimed',
      claimable: null,
    });

    const centre = await promotionCall<RewardCentre>(sites, newcomer.token, 'GET', '/wps/member/rewards');
    expect(centre.value).toMatchObject({
      turnoverRemaining: '174000',
      totalBonuses: '58000',
      total: 1,
      grants: [
        {
          promotionId: id,
          rule: 'registration_bonus',
          amount: '58000',
          turnoverRequired: '174000',
          status: 'claimed',
          day: null,
        },
      ],
    });
    // The promotion stops being the teaser's once the operator switches it off.
    await operatorValue(sites, 'PUT', `/admin/promotions/${id}`, {
      type: 'newbie',
      terms: { rule: 'registration_bonus', amount: '58000', turnoverMultiplier: 3 },
      texts: { vi: { title: 'Thưởng đăng ký' } },
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      active: false,
    });
    const after = await sites.member.inject({ method: 'GET', url: '/wps/promotions/registration-bonus' });
    expect((after.json().value as RegistrationBonus).amount).toBeNull();
  });
});

describe('a first-deposit match', () => {
  it('pays its share of the first credited deposit, and a withdrawal before the turnover is refused with what is left', async () => {
    const id = await createPromotionAs(sites, {
      rule: 'first_deposit_match',
      percent: 100,
      maxBonus: '150000',
      minDeposit: '100000',
      turnoverMultiplier: 5,
    });
    const member = await newMember();
    expect(await promotionOf(sites, member.token, id)).toMatchObject({ status: 'join', claimable: null });
    // While the deposit waits for the operator, the match is on its way.
    await creditedDeposit(member.token, '200000', {
      promotionId: id,
      check: (status) => expect(status).toBe('processing'),
    });
    expect(await promotionOf(sites, member.token, id)).toMatchObject({
      status: 'claim',
      claimable: '150000',
    });
    const key = claimKey();
    const claimed = await promotionCall(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/claim`,
      key,
    );
    expect(claimed.value).toMatchObject({ status: 'claimed' });
    // The same key again answers the claim; the wallet holds the deposit and the bonus once.
    expect(
      (await promotionCall(sites, member.token, 'POST', `/wps/member/promotions/${id}/claim`, key)).value,
    ).toMatchObject({
      status: 'claimed',
    });
    expect(await main(member.id)).toBe(350_000n);

    // (200,000 + 150,000) x 5 to bet before a withdrawal.
    await addBankAccount(sites, member.token);
    const refused = await requestWithdrawal(sites, member.token, {
      bankAccountId: await boundAccountId(sites, member.token),
      amount: '100000',
    });
    expect(refused.body.error).toMatchObject({
      code: 'error_turnover_requirement_unmet',
      params: { remaining: '1750000' },
    });
    expect(await main(member.id)).toBe(350_000n);

    // A second deposit is not a first: nothing more to claim.
    await creditedDeposit(member.token, '300000');
    expect((await promotionOf(sites, member.token, id))?.status).toBe('claimed');
  });

  it('is closed to a member whose first deposit came before it, or was too small', async () => {
    const before = await newMember();
    await creditedDeposit(before.token, '500000');
    const small = await newMember();
    const id = await createPromotionAs(
      sites,
      {
        rule: 'first_deposit_match',
        percent: 50,
        maxBonus: '100000',
        minDeposit: '100000',
        turnoverMultiplier: 1,
      },
      { startsAt: new Date(Date.now() + 500) },
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await creditedDeposit(small.token, '50000');
    expect(await promotionOf(sites, before.token, id)).toMatchObject({
      status: 'closed',
      reason: 'first_deposit_made',
    });
    expect(await promotionOf(sites, small.token, id)).toMatchObject({
      status: 'closed',
      reason: 'deposit_too_small',
    });
  });
});

describe('daily rewards', () => {
  it('a reload pays once a day on the day’s largest deposit that is not the first', async () => {
    const id = await createPromotionAs(
      sites,
      { rule: 'reload_bonus', percent: 10, maxBonus: '50000', minDeposit: '100000', turnoverMultiplier: 2 },
      { type: 'daily' },
    );
    const member = await newMember();
    await creditedDeposit(member.token, '1000000');
    expect((await promotionOf(sites, member.token, id))?.status).toBe('join');
    await creditedDeposit(member.token, '200000');
    await creditedDeposit(member.token, '300000');
    expect(await promotionOf(sites, member.token, id)).toMatchObject({ status: 'claim', claimable: '30000' });
    await promotionCall(sites, member.token, 'POST', `/wps/member/promotions/${id}/claim`, claimKey());
    expect((await promotionOf(sites, member.token, id))?.status).toBe('claimed');
    const centre = await promotionCall<RewardCentre>(sites, member.token, 'GET', '/wps/member/rewards');
    // (300,000 + 30,000) x 2.
    expect(centre.value.grants[0]).toMatchObject({ amount: '30000', turnoverRequired: '660000' });
    expect(centre.value.grants[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a sign-in pays the ladder’s step of an unbroken run of days, once a day', async () => {
    const id = await createPromotionAs(
      sites,
      { rule: 'daily_sign_in', amounts: ['1000', '2000', '5000'], minValidBets: '0', turnoverMultiplier: 1 },
      {
        type: 'daily',
        startsAt: new Date(Date.now() - 48 * hour),
        endsAt: new Date(Date.now() + 8 * 24 * hour),
      },
    );
    const member = await newMember();
    const dayAt = (days: number) =>
      createPromotions({
        pool: sites.database.pool,
        brand: { id: brandId, currency: 'VND' },
        ledger,
        now: () => new Date(Date.now() + days * 24 * hour),
        sources: {
          wallet: createTeamFigures({ pool: sites.database.pool, brandId }),
          cash: createCashTeamFigures({ pool: sites.database.pool, brandId }),
          turnover: { turnoverRemaining: async () => 0n },
        },
      });
    const promotion = BigInt(id);
    const signed: Promotion[] = [];
    for (const day of [0, 1, 2, 3]) {
      signed.push(await dayAt(day).claim(member.id, promotion, `sign-${day}`, 'en'));
      // Twice the same day: the second claim answers the first and pays nothing.
      await dayAt(day).claim(member.id, promotion, `sign-${day}`, 'en');
    }
    expect(signed.map((step) => [step.status, step.streak])).toEqual([
      ['signed', 1],
      ['signed', 2],
      ['signed', 3],
      ['signed', 4],
    ]);
    expect(await bonusesPaid(member.id)).toEqual([1000n, 2000n, 5000n, 5000n]);
    // A day missed starts the run again.
    expect((await dayAt(5).claim(member.id, promotion, 'sign-5', 'en')).streak).toBe(1);
    await expect(dayAt(5).claim(member.id, promotion, 'sign-5-again', 'en')).rejects.toMatchObject({
      code: 'error_promotion_nothing_to_claim',
    });
  });
});

describe('a turnover challenge', () => {
  it('counts the valid bets made after joining and pays its reward once the target is met', async () => {
    const id = await createPromotionAs(
      sites,
      { rule: 'turnover_challenge', target: '300000', reward: '20000', turnoverMultiplier: 1 },
      { type: 'limited' },
    );
    const player = await playerAt(sites, vendor, 1_000_000n);
    await vendorRound(sites, vendor, player, '100000', '0'); // before joining: does not count
    expect((await promotionOf(sites, player.session, id))?.status).toBe('join');
    const claimEarly = await promotionCall(
      sites,
      player.session,
      'POST',
      `/wps/member/promotions/${id}/claim`,
      claimKey(),
    );
    expect(claimEarly.error?.code).toBe('error_promotion_nothing_to_claim');
    const joined = await promotionCall(
      sites,
      player.session,
      'POST',
      `/wps/member/promotions/${id}/join`,
      claimKey(),
    );
    expect(joined.value).toMatchObject({ status: 'signed', progress: { done: '0', target: '300000' } });
    await vendorRound(sites, vendor, player, '200000', '0');
    expect((await promotionOf(sites, player.session, id))?.progress).toEqual({
      done: '200000',
      target: '300000',
    });
    await vendorRound(sites, vendor, player, '150000', '100000');
    expect(await promotionOf(sites, player.session, id)).toMatchObject({
      status: 'claim',
      claimable: '20000',
    });
    await promotionCall(sites, player.session, 'POST', `/wps/member/promotions/${id}/claim`, claimKey());
    expect(await bonusesPaid(await memberIdOf(player.username))).toEqual([20_000n]);
    // Joining another rule is refused.
    const registration = await createPromotionAs(sites, {
      rule: 'application',
      maxAmount: '100000',
      turnoverMultiplier: 1,
    });
    const wrong = await promotionCall(
      sites,
      player.session,
      'POST',
      `/wps/member/promotions/${registration}/join`,
      claimKey(),
    );
    expect(wrong.error?.code).toBe('error_promotion_cannot_join');
  });
});

describe('visitors and filters', () => {
  it('shows a visitor the live and coming promotions of a type, with no member status', async () => {
    const id = await createPromotionAs(
      sites,
      { rule: 'turnover_challenge', target: '100000', reward: '1000', turnoverMultiplier: 1 },
      { type: 'vip', startsAt: new Date(Date.now() + 24 * hour), endsAt: new Date(Date.now() + 48 * hour) },
    );
    const response = await sites.member.inject({ method: 'GET', url: '/wps/promotions?type=vip' });
    const list = response.json().value as PromotionList;
    expect(list.promotions.every((promotion) => promotion.type === 'vip')).toBe(true);
    expect(list.promotions.find((promotion) => promotion.id === id)).toMatchObject({
      status: 'coming',
      claimable: null,
    });
  });
});
