import { lotteryBetTypeCodeList } from '@lotus/contract/lottery/schemas';
import { lotteryBetTypeCodes } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  createComingDraws,
  fundedLotteryMember,
  ledgerBalanced,
  lotteryBrandOf,
  openDrawOf,
  placeSlip,
} from '../../../test/lottery-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import type { TestOperator } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { mainBalance } from '../../../test/vendor-wallet-helpers.ts';

/**
 * A slip as a member places it: all its bets or none, its stake one journal, priced at the brand's
 * prize mode; the same key answers the first slip; a closed draw, a bad bet, a passed limit or a
 * short balance is refused with its code and changes nothing.
 */
let sites: TestSites;
let brandId: number;
let operator: TestOperator;

beforeAll(async () => {
  sites = await createTestSites();
  brandId = (await lotteryBrandOf(sites)).id;
  operator = await createTestOperator(sites, 'content');
  await createComingDraws(sites, brandId);
});
afterAll(() => sites.close());

const fundedMember = (funds: bigint) => fundedLotteryMember(sites, funds);

const setLimits = (limits: Record<string, unknown>) =>
  operatorInject(sites, {
    method: 'PUT',
    url: '/admin/lottery/limits',
    headers: operator.headers,
    payload: { numberExposure: null, memberStake: null, types: {}, ...limits },
  });

async function betsOf(token: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/lotto/lgw/bets',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { content: Array<Record<string, unknown>>; total: number };
}

describe('the bet types', () => {
  it('are the same list in the contract and in the rules', () => {
    expect([...lotteryBetTypeCodeList]).toEqual([...lotteryBetTypeCodes]);
  });
});

describe('placing a slip', () => {
  it('takes every bet at the prize mode’s price in one journal, and the member sees them open', async () => {
    const member = await fundedMember(5_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F1');
    const odds = await sites.member.inject({ method: 'GET', url: '/lgw/vn/games/odds?game=F1' });
    const types = new Map(
      (odds.json().value.types as Array<{ type: string; pointPrice: string; payout: string }>).map((type) => [
        type.type,
        type,
      ]),
    );
    // The test brand's lottery type is Elott: a lô 2 số point covers the north's 27 numbers.
    expect(types.get('lo2')).toMatchObject({ pointPrice: String(27 * 1_000), payout: '99000' });
    const response = await placeSlip(sites, member.token, {
      drawId,
      bets: [
        { type: 'lo2', numbers: ['12'], points: '2' },
        { type: 'de', numbers: ['68'], points: '5' },
        { type: 'xien2', numbers: ['12', '34'], points: '3' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const slip = response.json().value;
    const stake = 2n * 27_000n + 5n * 1_000n + 3n * 1_000n;
    expect(slip.stake).toBe(stake.toString());
    // A lô's most is every covered number its number; đề and xiên once.
    expect(slip.maxWin).toBe((2n * 99_000n * 27n + 5n * 95_000n + 3n * 17_000n).toString());
    expect(slip.balance).toBe((5_000_000n - stake).toString());
    expect(await mainBalance(sites.member, member.token)).toBe((5_000_000n - stake).toString());
    const mine = await betsOf(member.token);
    expect(mine.total).toBe(3);
    expect(mine.content.map((bet) => [bet.type, bet.status, bet.winnings])).toEqual([
      ['xien2', 'open', null],
      ['de', 'open', null],
      ['lo2', 'open', null],
    ]);
    expect(await ledgerBalanced(sites)).toBe(true);
    // The lottery menu's recent games: the one bet on.
    const recent = await sites.member.inject({
      method: 'GET',
      url: '/lgw/vn/games/game_menu/recent',
      headers: bearer(member.token),
    });
    expect(recent.json().value.games).toEqual([
      expect.objectContaining({ gameCode: 'F1', kind: 'fast', region: 'north', intervalMinutes: 1 }),
    ]);
  });

  it('answers the first slip for its key again, and refuses the key for another slip', async () => {
    const member = await fundedMember(1_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F3');
    const slip = {
      drawId,
      idempotencyKey: 'slip-once',
      bets: [{ type: 'de' as const, numbers: ['07'], points: '10' }],
    };
    const [first, again] = await Promise.all([
      placeSlip(sites, member.token, slip),
      placeSlip(sites, member.token, slip),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.slipId).toBe(first.json().value.slipId);
    expect(await mainBalance(sites.member, member.token)).toBe('990000');
    const other = await placeSlip(sites, member.token, {
      ...slip,
      bets: [{ type: 'de', numbers: ['08'], points: '10' }],
    });
    expect(other.json().error.code).toBe('error_conflict');
    expect(await mainBalance(sites.member, member.token)).toBe('990000');
    expect((await betsOf(member.token)).total).toBe(1);
  });

  it('refuses a slip with one bad bet whole, naming its place, and moves nothing', async () => {
    const member = await fundedMember(1_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F1');
    const response = await placeSlip(sites, member.token, {
      drawId,
      bets: [
        { type: 'lo2', numbers: ['12'], points: '1' },
        { type: 'lo3', numbers: ['12'], points: '1' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'error_lottery_bet_invalid' });
    expect(response.json().error.message).toContain('Bet 2 of the slip');
    expect(await mainBalance(sites.member, member.token)).toBe('1000000');
    expect((await betsOf(member.token)).total).toBe(0);
  });

  it('refuses a slip on a draw past its close with error_draw_closed', async () => {
    const member = await fundedMember(1_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F5');
    await sites.database.pool.query(
      `update lottery_draws set closes_at = now() - interval '1 second' where draw_key = $1`,
      [drawId],
    );
    const response = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['11'], points: '1' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'error_draw_closed',
      message: 'Betting on this draw has closed',
    });
    expect(await mainBalance(sites.member, member.token)).toBe('1000000');
  });

  it('refuses a slip the balance cannot pay, and writes none of it', async () => {
    const member = await fundedMember(10_000n);
    const drawId = await openDrawOf(sites, brandId, 'F1');
    const response = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'lo2', numbers: ['55'], points: '1' }],
    });
    expect(response.json().error.code).toBe('error_insufficient_funds');
    expect(await mainBalance(sites.member, member.token)).toBe('10000');
    expect((await betsOf(member.token)).total).toBe(0);
  });
});

describe('the operator’s limits', () => {
  it('keep the house’s exposure on a number within its limit, however many slips arrive at once', async () => {
    const drawId = await openDrawOf(sites, brandId, 'F3');
    // A đề of 1 point pays 95,000: ten such bets on 42 fit a limit of 950,000, the eleventh not.
    expect((await setLimits({ numberExposure: '950000' })).statusCode).toBe(200);
    const members = await Promise.all(Array.from({ length: 16 }, () => fundedMember(100_000n)));
    const answers = await Promise.all(
      members.map((member) =>
        placeSlip(sites, member.token, { drawId, bets: [{ type: 'de', numbers: ['42'], points: '1' }] }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().error.code).toBe('error_lottery_limit_reached');
      expect(refused.json().error.message).toContain('42');
    }
    const { rows } = await sites.database.pool.query<{ exposure: string }>(
      `select e.exposure::text from lottery_number_exposures e join lottery_draws d on d.id = e.draw_id
        where d.draw_key = $1 and e.number = '42'`,
      [drawId],
    );
    expect(rows[0]?.exposure).toBe('950000');
    expect(await ledgerBalanced(sites)).toBe(true);
  });

  it('hold a member’s stake on a draw and a bet type’s stake within theirs', async () => {
    const member = await fundedMember(1_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F5');
    await setLimits({ memberStake: '30000', types: { de: { betStake: '20000' } } });
    const tooBig = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['01'], points: '21' }],
    });
    expect(tooBig.json().error.code).toBe('error_lottery_limit_reached');
    const first = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['01'], points: '20' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const over = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['02'], points: '11' }],
    });
    expect(over.json().error.code).toBe('error_lottery_member_limit_reached');
    expect(await mainBalance(sites.member, member.token)).toBe('980000');
    await setLimits({});
  });

  it('price slips at the brand’s own odds once set, and leave placed bets at theirs', async () => {
    const member = await fundedMember(1_000_000n);
    const drawId = await openDrawOf(sites, brandId, 'F1');
    const first = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['31'], points: '1' }],
    });
    expect(first.json().value.maxWin).toBe('95000');
    const set = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/lottery/odds',
      headers: operator.headers,
      payload: {
        mode: 'elott',
        entries: [{ type: 'de', regionGroup: 'north', pointPrice: '1000', payout: '98000' }],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.entries).toContainEqual({
      type: 'de',
      regionGroup: 'north',
      pointPrice: '1000',
      payout: '98000',
      brandSet: true,
    });
    const odds = await sites.member.inject({ method: 'GET', url: '/lgw/vn/games/odds?game=F1' });
    expect(odds.json().value.types).toContainEqual(expect.objectContaining({ type: 'de', payout: '98000' }));
    const second = await placeSlip(sites, member.token, {
      drawId,
      bets: [{ type: 'de', numbers: ['31'], points: '1' }],
    });
    expect(second.json().value.maxWin).toBe('98000');
    const mine = await betsOf(member.token);
    expect(mine.content.map((bet) => bet.maxWin)).toEqual(['98000', '95000']);
    // A type the mode does not offer in that region is refused, and the brand's figures stay.
    const refused = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/lottery/odds',
      headers: { ...operator.headers, 'accept-language': 'en' },
      payload: {
        mode: 'elott',
        entries: [{ type: 'xien2', regionGroup: 'southern', pointPrice: '1000', payout: '1' }],
      },
    });
    expect(refused.json().error).toMatchObject({ code: 'error_lottery_odds_not_offered' });
    const table = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/lottery/odds',
      headers: operator.headers,
    });
    expect(table.json().value.entries.filter((entry: { brandSet: boolean }) => entry.brandSet)).toHaveLength(
      1,
    );
    await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/lottery/odds',
      headers: operator.headers,
      payload: { mode: 'elott', entries: [] },
    });
  });
});
