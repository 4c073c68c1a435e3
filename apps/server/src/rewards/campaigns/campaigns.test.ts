import { campaignPrizeIndex } from '@lotus/contract/campaigns';
import { fairFloats, hashServerSeed } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorValue, vendorRound } from '../../../test/agent-helpers.ts';
import {
  createDeposit,
  depositMember,
  freePlayToken,
  newKey,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, playerAt } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../../wallet/index.ts';
import { campaignInput, drawKey } from './campaign-test-helpers.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
});
afterAll(() => sites.close());

const member = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  callAs(sites.member, { method, url, token, ...(body === undefined ? {} : { body }) });

async function newMember() {
  const made = await depositMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
    'NGUYEN VAN AN',
  );
  return { ...made, session: made.token };
}

async function openCampaign(overrides: Parameters<typeof campaignInput>[0] = {}): Promise<string> {
  const campaign = await operatorValue(sites, 'POST', '/admin/campaigns', campaignInput(overrides));
  return campaign.id as string;
}

const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;
const points = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'points')).balance;

/** Everything a refusal must leave as it was: the member's money and points, the campaign's row, the draws. */
async function snapshot(memberId: bigint, campaignId: string) {
  const { rows } = await sites.database.pool.query(
    `select paid, points_paid, draws, version,
            (select count(*)::int from reward_campaign_draws where campaign_id = $1) as rows,
            (select next_nonce from reward_seed_pairs where member_id = $2 and revealed_at is null) as nonce
       from reward_campaigns where id = $1`,
    [campaignId, memberId],
  );
  return { main: await main(memberId), points: await points(memberId), campaign: rows[0] };
}

async function draw(session: string, campaignId: string, key = drawKey()) {
  return member(session, 'POST', '/wps/member/campaigns/draws', { campaignId, idempotencyKey: key });
}

describe('a campaign draw', () => {
  it('pays the drawn prize as a bonus once, answers a repeat with the first draw, and lists it', async () => {
    // Every line pays, so the draw always moves money.
    const campaignId = await openCampaign({
      budget: '50000',
      prizes: [
        { kind: 'money', amount: '10000', weight: 1 },
        { kind: 'money', amount: '5000', weight: 2 },
      ],
    });
    const player = await newMember();
    const listed = await member(player.session, 'GET', '/wps/member/campaigns?kind=red_envelope');
    const mine = listed.body.value.campaigns.find((campaign: { id: string }) => campaign.id === campaignId);
    expect(mine).toMatchObject({ status: 'live', drawsLeft: 1, eligible: true, name: 'Tet red envelope' });
    const hash = listed.body.value.seeds.serverSeedHash;

    const key = drawKey();
    const first = await draw(player.session, campaignId, key);
    expect(first.body.error).toBeUndefined();
    const result = first.body.value;
    expect(result).toMatchObject({
      campaignId,
      drawNumber: 1,
      drawsLeft: 0,
      serverSeedHash: hash,
      nonce: 0,
      serverSeed: null,
    });
    const prize = result.prizes[result.prizeIndex];
    expect(result.prize).toEqual(prize);
    const paid = BigInt(prize.amount);
    expect(await main(player.id)).toBe(paid);

    const again = await draw(player.session, campaignId, key);
    expect(again.body.value.id).toBe(result.id);
    expect(await main(player.id)).toBe(paid);
    const otherCampaign = await openCampaign();
    expect((await draw(player.session, otherCampaign, key)).body.error.code).toBe('error_conflict');

    const { rows } = await sites.database.pool.query<{ kind: string; memo: string }>(
      `select j.kind, j.memo from reward_campaign_draws d join journals j on j.id = d.journal_id where d.id = $1`,
      [result.id],
    );
    // A bonus (the withdrawal turnover applies), named by the campaign as the bonus details show it.
    expect(rows).toEqual([{ kind: 'bonus', memo: 'Lì xì Tết' }]);
    const record = await member(player.session, 'GET', '/wps/member/campaigns/draws');
    expect(record.body.value.content[0]).toMatchObject({ id: result.id, campaignName: 'Tet red envelope' });
    const drawsPage = await operatorValue(sites, 'GET', `/admin/campaigns/${campaignId}/draws`);
    expect(drawsPage).toMatchObject({
      total: 1,
      totals: { draws: 1, members: 1, money: paid.toString(), points: '0' },
    });
    expect(drawsPage.content[0]).toMatchObject({ id: result.id, account: player.username });
    const operatorList = await operatorValue(sites, 'GET', '/admin/campaigns');
    expect(
      operatorList.campaigns.find((campaign: { id: string }) => campaign.id === campaignId),
    ).toMatchObject({
      paid: paid.toString(),
      draws: 1,
    });
  });

  it('can be recomputed from the revealed server seed, in the scheme of the house games', async () => {
    const campaignId = await openCampaign({
      kind: 'wheel',
      drawsAllowed: 3,
      pointsBudget: '1000',
      prizes: [
        { kind: 'points', amount: '100', weight: 3 },
        { kind: 'money', amount: '2000', weight: 2 },
        { kind: 'none', amount: '0', weight: 5 },
      ],
    });
    const player = await newMember();
    await member(player.session, 'PUT', '/wps/member/campaigns/seeds/client', {
      clientSeed: 'my lucky seed',
    });
    const draws = [];
    for (let index = 0; index < 3; index += 1)
      draws.push((await draw(player.session, campaignId)).body.value);
    expect(draws.map((made) => made.nonce)).toEqual([0, 1, 2]);
    expect(draws.map((made) => made.drawsLeft)).toEqual([2, 1, 0]);
    const rotation = await member(player.session, 'POST', '/wps/member/campaigns/seeds/rotate');
    const revealed = rotation.body.value.revealed;
    expect(revealed).toMatchObject({ clientSeed: 'my lucky seed', nonceCount: 3 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(draws[0].serverSeedHash);

    const record = await member(player.session, 'GET', '/wps/member/campaigns/draws?kind=wheel');
    for (const made of record.body.value.content) {
      expect(made.serverSeed).toBe(revealed.serverSeed);
      const float = fairFloats(
        { serverSeed: made.serverSeed, clientSeed: made.clientSeed, nonce: made.nonce },
        1,
      )[0]!;
      expect(
        campaignPrizeIndex(
          float,
          made.prizes.map((prize: { weight: number }) => prize.weight),
        ),
      ).toBe(made.prizeIndex);
    }
    const moneyPaid = draws.filter((made) => made.prize.kind === 'money').length * 2000;
    const pointsGiven = draws.filter((made) => made.prize.kind === 'points').length * 100;
    expect(await main(player.id)).toBe(BigInt(moneyPaid));
    expect(await points(player.id)).toBe(BigInt(pointsGiven));
    // The new pair's hash is shown; its nonces start again.
    expect(rotation.body.value.current).toMatchObject({ clientSeed: 'my lucky seed', nextNonce: 0 });
  });
});

describe('a prize of points', () => {
  it('is in the member’s points detail as a prize of the campaign that drew it', async () => {
    const campaignId = await openCampaign({
      kind: 'wheel',
      pointsBudget: '1000',
      // Two equal lines of points (a table has two at least): whichever is drawn, 250 points.
      prizes: [
        { kind: 'points', amount: '250', weight: 1 },
        { kind: 'points', amount: '250', weight: 1 },
      ],
    });
    const player = await newMember();
    expect((await draw(player.session, campaignId)).body.value.prize).toMatchObject({ kind: 'points' });
    const detail = await member(player.session, 'GET', '/wps/member/points/detail');
    expect(detail.body.value.content[0]).toMatchObject({
      kind: 'prize',
      campaignName: 'Tet red envelope',
      change: '250',
      exchangeId: null,
    });
  });
});

describe('draws per day', () => {
  it('counts a member’s draws in the brand’s day: none left today, one again the next day', async () => {
    const campaignId = await openCampaign({
      kind: 'lucky_ticket',
      drawsPer: 'day',
      drawsAllowed: 1,
      prizes: [
        { kind: 'money', amount: '10000', weight: 1 },
        { kind: 'money', amount: '5000', weight: 1 },
      ],
    });
    const player = await newMember();
    const first = await draw(player.session, campaignId);
    expect(first.body.value.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await draw(player.session, campaignId)).body.error.code).toBe('error_campaign_no_draws_left');
    // The day passes: the draw moves into yesterday (the brand's clock), as if made then.
    await sites.database.pool.query(
      `update reward_campaign_draws set period_key = to_char(period_key::date - 1, 'YYYY-MM-DD') where id = $1`,
      [first.body.value.id],
    );
    const listed = await member(player.session, 'GET', '/wps/member/campaigns?kind=lucky_ticket');
    expect(
      listed.body.value.campaigns.find((campaign: { id: string }) => campaign.id === campaignId),
    ).toMatchObject({
      drawsLeft: 1,
      drawsPer: 'day',
    });
    const next = await draw(player.session, campaignId);
    expect(next.body.value).toMatchObject({
      drawNumber: 1,
      drawsLeft: 0,
      periodKey: first.body.value.periodKey,
    });
    // Both days' prizes paid: each draw has a journal of its own.
    expect(await main(player.id)).toBe(
      BigInt(first.body.value.prize.amount) + BigInt(next.body.value.prize.amount),
    );
  });
});

describe('refusals change nothing', () => {
  it('not eligible (no credited deposit), then eligible once a deposit is credited', async () => {
    const campaignId = await openCampaign({
      eligibility: { minDeposits: '100000', minValidBets: '0', windowDays: 7 },
    });
    const player = await newMember();
    const listed = await member(player.session, 'GET', '/wps/member/campaigns');
    expect(
      listed.body.value.campaigns.find((campaign: { id: string }) => campaign.id === campaignId),
    ).toMatchObject({
      eligible: false,
      ineligibleReason: 'deposits',
      deposits: '0',
    });
    const before = await snapshot(player.id, campaignId);
    const refused = await draw(player.session, campaignId);
    expect(refused.body.error.code).toBe('error_campaign_not_eligible');
    expect(await snapshot(player.id, campaignId)).toEqual(before);

    const channels = await seededChannels(sites.database.pool);
    const deposit = await createDeposit(sites.member, player.session, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'NGUYEN VAN AN',
      idempotencyKey: newKey(),
    });
    expect(deposit.json().error).toBeUndefined();
    await operatorValue(sites, 'POST', `/admin/cashier/deposits/${deposit.json().value.id}/confirm`, {});
    const after = await member(player.session, 'GET', '/wps/member/campaigns');
    expect(
      after.body.value.campaigns.find((campaign: { id: string }) => campaign.id === campaignId),
    ).toMatchObject({
      eligible: true,
      deposits: '150000',
    });
    expect((await draw(player.session, campaignId)).body.error).toBeUndefined();
  });

  it('not eligible on valid bets until settled rounds reach the rule (an open round is no valid bet)', async () => {
    const vendor = await createTestVendor(sites.operator, { code: 'CAMPAIGN' });
    const campaignId = await openCampaign({
      kind: 'lucky_ticket',
      eligibility: { minDeposits: '0', minValidBets: '100000', windowDays: 7 },
    });
    const player = await playerAt(sites, vendor, 500_000n);
    await vendorRound(sites, vendor, player, '60000', '0');
    await vendorRound(sites, vendor, player, '50000', null); // still open
    const standing = async () =>
      (
        await member(player.session, 'GET', '/wps/member/campaigns?kind=lucky_ticket')
      ).body.value.campaigns.find((campaign: { id: string }) => campaign.id === campaignId);
    expect(await standing()).toMatchObject({
      eligible: false,
      ineligibleReason: 'valid_bets',
      validBets: '60000',
    });
    const refused = await draw(player.session, campaignId);
    expect(refused.body.error).toMatchObject({
      code: 'error_campaign_not_eligible',
      params: { reason: 'valid_bets' },
    });
    await vendorRound(sites, vendor, player, '40000', '10000');
    expect(await standing()).toMatchObject({ eligible: true, ineligibleReason: null, validBets: '100000' });
    expect((await draw(player.session, campaignId)).body.error).toBeUndefined();
  });

  it('not started, ended, no draws left, budget spent, free play', async () => {
    const player = await newMember();
    const later = await openCampaign({
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const closed = await openCampaign();
    await operatorValue(sites, 'POST', `/admin/campaigns/${closed}/close`);
    // 10,000 ₫ covers the largest prize once; every line pays, so after one draw it does not.
    const small = await openCampaign({
      budget: '10000',
      drawsAllowed: 2,
      prizes: [
        { kind: 'money', amount: '10000', weight: 1 },
        { kind: 'money', amount: '5000', weight: 1 },
      ],
    });
    const oneDraw = await openCampaign();
    expect((await draw(player.session, oneDraw)).body.error).toBeUndefined();

    const cases: Array<[string, string]> = [
      [later, 'error_campaign_not_started'],
      [closed, 'error_campaign_ended'],
      [oneDraw, 'error_campaign_no_draws_left'],
    ];
    for (const [campaignId, code] of cases) {
      const before = await snapshot(player.id, campaignId);
      expect((await draw(player.session, campaignId)).body.error.code).toBe(code);
      expect(await snapshot(player.id, campaignId)).toEqual(before);
    }
    const first = await draw(player.session, small);
    expect(first.body.error).toBeUndefined();
    const before = await snapshot(player.id, small);
    expect((await draw(player.session, small)).body.error.code).toBe('error_campaign_budget_spent');
    expect(await snapshot(player.id, small)).toEqual(before);
    const listed = await member(player.session, 'GET', '/wps/member/campaigns');
    expect(listed.body.value.campaigns.find((campaign: { id: string }) => campaign.id === small).status).toBe(
      'budget_spent',
    );
    expect(listed.body.value.campaigns.some((campaign: { id: string }) => campaign.id === closed)).toBe(
      false,
    );
    const guest = await freePlayToken(sites.member, sites.config.PAYLOAD_KEY);
    const draws = await sites.database.pool.query('select count(*)::int as n from reward_campaign_draws');
    const guestList = await member(guest, 'GET', '/wps/member/campaigns');
    expect(
      guestList.body.value.campaigns.find((campaign: { id: string }) => campaign.id === oneDraw),
    ).toMatchObject({
      eligible: false,
      ineligibleReason: 'free_play',
    });
    expect((await draw(guest, oneDraw)).body.error.code).toBe('error_free_play_not_offered');
    expect(
      (await sites.database.pool.query('select count(*)::int as n from reward_campaign_draws')).rows,
    ).toEqual(draws.rows);
  });
});

describe('the operator', () => {
  it('needs rewards.manage to configure and rewards.read to read; changes are audited', async () => {
    const finance = await createTestOperator(sites, 'finance'); // rewards.review and rewards.read
    const content = await createTestOperator(sites, 'content'); // rewards.manage and rewards.read
    const risk = await createTestOperator(sites, 'risk'); // no rewards permission
    const create = (headers: Record<string, string>) =>
      operatorInject(sites, { method: 'POST', url: '/admin/campaigns', payload: campaignInput(), headers });
    expect((await create(finance.headers)).statusCode).toBe(403);
    const made = await create(content.headers);
    expect(made.statusCode).toBe(200);
    const id = made.json().value.id;
    const list = (headers: Record<string, string>) =>
      operatorInject(sites, { method: 'GET', url: '/admin/campaigns', headers });
    expect((await list(finance.headers)).statusCode).toBe(200);
    // Content sees the campaign it opened (before migration 0063 it could open one, not list it).
    expect(
      (await list(content.headers)).json().value.campaigns.map((one: { id: string }) => one.id),
    ).toContain(id);
    expect((await list(risk.headers)).statusCode).toBe(403);
    const draws = await operatorInject(sites, {
      method: 'GET',
      url: `/admin/campaigns/${id}/draws`,
      headers: finance.headers,
    });
    expect(draws.json().value).toMatchObject({ total: 0, totals: { draws: 0, money: '0' } });
    const strict = await operatorInject(sites, {
      method: 'GET',
      url: `/admin/campaigns/${id}/draws?member=x`,
    });
    expect(strict.json().error.code).toBe('error_unknown_parameter');
    const { rows } = await sites.database.pool.query(
      `select action, operator_username from operator_audit where target = $1`,
      [`campaign ${id}`],
    );
    expect(rows).toEqual([{ action: 'campaign.create', operator_username: content.username }]);
  });

  it('refuses a budget below the largest prize, and prizes changed after a draw', async () => {
    const refused = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/campaigns',
      payload: campaignInput({ budget: '9999' }),
    });
    expect(refused.json().error.code).toBe('error_campaign_invalid');
    const id = await openCampaign({ drawsAllowed: 5 });
    const player = await newMember();
    expect((await draw(player.session, id)).body.error).toBeUndefined();
    const changed = await operatorInject(sites, {
      method: 'PUT',
      url: `/admin/campaigns/${id}`,
      payload: campaignInput({
        prizes: [
          { kind: 'money', amount: '1000', weight: 1 },
          { kind: 'none', amount: '0', weight: 1 },
        ],
      }),
    });
    expect(changed.json().error.code).toBe('error_campaign_prizes_locked');
    const raised = await operatorInject(sites, {
      method: 'PUT',
      url: `/admin/campaigns/${id}`,
      payload: campaignInput({ budget: '200000', drawsAllowed: 5 }),
    });
    expect(raised.json().value).toMatchObject({ budget: '200000' });
  });
});

describe('the books', () => {
  it('reconcile, and each campaign’s counters equal an SQL recomputation from its draws and journals', async () => {
    const books = await ledger.reconcile();
    expect(books.balanced).toBe(true);
    const { rows } = await sites.database.pool.query(
      `select c.id from reward_campaigns c
        where c.paid <> coalesce((select sum(p.amount) from reward_campaign_draws d
                                    join postings p on p.journal_id = d.journal_id and p.amount > 0
                                   where d.campaign_id = c.id and d.prize_kind = 'money'), 0)
           or c.points_paid <> coalesce((select sum(prize_amount) from reward_campaign_draws d
                                   where d.campaign_id = c.id and d.prize_kind = 'points'), 0)
           or c.draws <> (select count(*) from reward_campaign_draws d where d.campaign_id = c.id)
           or c.paid > c.budget`,
    );
    expect(rows).toEqual([]);
  });
});
