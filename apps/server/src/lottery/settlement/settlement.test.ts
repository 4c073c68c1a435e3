import type { LotteryBetTypeCode, LotteryBoard, LotteryRegion } from '@lotus/games';
import {
  betTypeOffered,
  comparedValues,
  lotteryBetTypeCodes,
  lotteryBetTypes,
  oddsOf,
  settleBet,
} from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  central20250813DaNang,
  north20260915QuangNinh,
  south20250816HoChiMinh,
} from '../../../../../packages/games/src/lottery/fixtures/published-boards.ts';
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
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { createLedger } from '../../wallet/ledger/service.ts';
import { createMessagesDomain } from '../../messages/index.ts';
import { correctionMessages } from './correction-messages.ts';
import { createDrawSettlement } from './settle-draw.ts';
import { runSettlementPass } from './settlement-job.ts';

/**
 * Settling a draw as the job does on every instance: every bet of every type the region takes,
 * on three published boards, paid exactly what the rule of packages/games says (settleBet, whose
 * figures its own tests work out by hand), once, whether two instances settle at once or one
 * dies half-way; a correction pays the difference and tells the members; a void refunds once.
 */
let sites: TestSites;
let brand: { id: number; currency: string; lottery_type: string };
let first: TestOperator;
let second: TestOperator;
const extraPools: Pool[] = [];

beforeAll(async () => {
  sites = await createTestSites();
  brand = await lotteryBrandOf(sites);
  first = await createTestOperator(sites, 'content');
  second = await createTestOperator(sites, 'content');
  await createComingDraws(sites, brand.id);
});
afterAll(async () => {
  await Promise.all(extraPools.map((pool) => pool.end()));
  await sites.close();
});

/** A settlement as one instance runs it: its own pool, its own ledger. */
function instance(
  ledgerOverride?: (ledger: ReturnType<typeof createLedger>) => ReturnType<typeof createLedger>,
) {
  const pool = createPool(sites.database.url, 4);
  extraPools.push(pool);
  const ledger = createLedger({ pool, brand });
  const settlement = createDrawSettlement({
    pool,
    brand,
    ledger: ledgerOverride ? ledgerOverride(ledger) : ledger,
    onCorrected: correctionMessages(createMessagesDomain({ pool, brandId: brand.id }).service),
  });
  return { pool, settlement, pass: () => runSettlementPass({ pool, brandId: brand.id, settlement }) };
}

const operatorCall = (operator: TestOperator, method: 'PUT' | 'POST', url: string, payload?: object) =>
  operatorInject(sites, { method, url, headers: operator.headers, ...(payload ? { payload } : {}) });

/** The draw past its close, its result entered by one operator and confirmed by another. */
async function finalise(drawId: string, board: LotteryBoard) {
  await sites.database.pool.query(
    `update lottery_draws set closes_at = now() - interval '2 minutes', draws_at = now() - interval '1 minute',
            status = 'closed' where draw_key = $1`,
    [drawId],
  );
  const entered = await operatorCall(first, 'PUT', `/admin/lottery/draws/${drawId}/result`, { board });
  expect(entered.statusCode, entered.body).toBe(200);
  const confirmed = await operatorCall(second, 'POST', `/admin/lottery/draws/${drawId}/result/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** Numbers that hit the board for a type (the most repeated first), and ones that miss. */
function numbersFor(type: LotteryBetTypeCode, region: LotteryRegion, board: LotteryBoard) {
  const counts = new Map<string, number>();
  for (const value of comparedValues(type, region, board)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const hits = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  const digits = lotteryBetTypes[type].digits;
  const misses: string[] = [];
  for (let n = 0; misses.length < 12; n += 1) {
    const value = String(n).padStart(digits, '0');
    if (!counts.has(value)) misses.push(value);
  }
  return { hits, misses };
}

/** For each type the region takes: a bet that hits (a xiên with one leg missing too), and one that misses. */
function betsCovering(region: LotteryRegion, board: LotteryBoard) {
  const bets: Array<{ type: LotteryBetTypeCode; numbers: string[]; points: string }> = [];
  for (const type of lotteryBetTypeCodes) {
    if (type === 'da2' || !betTypeOffered(type, region)) continue;
    const { legs } = lotteryBetTypes[type];
    const { hits, misses } = numbersFor(type, region, board);
    if (lotteryBetTypes[type].rule === 'truot') {
      bets.push({ type, numbers: misses.slice(0, legs), points: '2' });
      bets.push({ type, numbers: [hits[0]!, ...misses.slice(0, legs - 1)], points: '1' });
      continue;
    }
    if (hits.length >= legs) bets.push({ type, numbers: hits.slice(0, legs), points: '3' });
    if (legs > 1) bets.push({ type, numbers: [...hits.slice(0, legs - 1), misses[0]!], points: '1' });
    bets.push({ type, numbers: misses.slice(0, legs), points: '1' });
  }
  return bets;
}

const fundedMember = (funds: bigint) => fundedLotteryMember(sites, funds);

async function myBets(token: string, drawId: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/lotto/lgw/bets?drawId=${drawId}&size=200`,
    headers: bearer(token),
  });
  return response.json().value.content as Array<{
    type: LotteryBetTypeCode;
    numbers: string[];
    points: string;
    stake: string;
    status: string;
    winnings: string | null;
  }>;
}

const settlementsOf = async (drawId: string) =>
  (
    await sites.database.pool.query<{ kind: string; winners: number; moved: string }>(
      `select s.kind, s.winners, s.moved::text from lottery_settlements s join lottery_draws d on d.id = s.draw_id
        where d.draw_key = $1 order by s.id`,
      [drawId],
    )
  ).rows;

const boards: Array<[string, LotteryRegion, LotteryBoard]> = [
  ['north', 'north', north20260915QuangNinh],
  ['central', 'central', central20250813DaNang],
  ['south', 'south', south20250816HoChiMinh],
];

describe('settling a regional draw on a published board', () => {
  it.each(boards)(
    '%s: pays every bet type what settleBet says, once, though two instances settle at the same time',
    async (game, region, board) => {
      const funds = 20_000_000n;
      const member = await fundedMember(funds);
      const drawId = await openDrawOf(sites, brand.id, game);
      const bets = betsCovering(region, board);
      const placed = await placeSlip(sites, member.token, { drawId, bets });
      expect(placed.statusCode, placed.body).toBe(200);
      const stake = BigInt(placed.json().value.stake);
      await finalise(drawId, board);

      const [one, two] = [instance(), instance()];
      const passes = await Promise.all([one.pass(), two.pass(), one.pass()]);
      expect(passes.reduce((sum, pass) => sum + pass.settled, 0)).toBe(1);
      expect(await settlementsOf(drawId)).toHaveLength(1);

      const mode = brand.lottery_type.toLowerCase() as 'elott';
      let won = 0n;
      for (const bet of await myBets(member.token, drawId)) {
        const expected = settleBet(
          { type: bet.type, numbers: bet.numbers, points: BigInt(bet.points) },
          region,
          [board],
          oddsOf(mode, bet.type, region),
        ).winnings;
        expect({ bet: `${bet.type} ${bet.numbers.join('-')}`, winnings: bet.winnings }).toEqual({
          bet: `${bet.type} ${bet.numbers.join('-')}`,
          winnings: expected.toString(),
        });
        expect(bet.status).toBe(expected > 0n ? 'won' : 'lost');
        won += expected;
      }
      expect(won).toBeGreaterThan(0n);
      expect(await mainBalance(sites.member, member.token)).toBe((funds - stake + won).toString());
      expect(await ledgerBalanced(sites)).toBe(true);
    },
  );
});

describe('exactly once', () => {
  it('settles a draw whole after an instance died half-way through it', async () => {
    const member = await fundedMember(10_000_000n);
    const drawId = await openDrawOf(sites, brand.id, 'F5');
    const placed = await placeSlip(sites, member.token, {
      drawId,
      bets: [
        { type: 'lo2', numbers: ['39'], points: '1' },
        { type: 'de', numbers: ['00'], points: '1' },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const stake = BigInt(placed.json().value.stake);
    // The north board of 2026-09-15 as a fast draw's result: 39 comes three times.
    await sites.database.pool.query(
      `with d as (update lottery_draws set status = 'final', board = $2, final_at = now() where draw_key = $1
                  returning id, brand_id),
            r as (insert into lottery_results (draw_id, board, source, state, confirmed_at)
                  select id, $2, 'house', 'confirmed', now() from d returning id, draw_id)
       insert into lottery_final_notices (brand_id, draw_id, result_id, is_correction)
       select d.brand_id, r.draw_id, r.id, false from d, r`,
      [drawId, JSON.stringify(north20260915QuangNinh)],
    );
    // An instance whose payouts die after the wins and rounds were written: all of it rolls back.
    const dying = instance((ledger) => ({
      ...ledger,
      postMemberPayoutsWithin: async () => {
        throw new Error('the instance died');
      },
    }));
    await expect(dying.pass()).rejects.toThrow('the instance died');
    expect(await settlementsOf(drawId)).toHaveLength(0);
    expect((await myBets(member.token, drawId)).map((bet) => bet.status)).toEqual(['open', 'open']);

    const healthy = instance();
    await Promise.all([healthy.pass(), instance().pass()]);
    await healthy.pass();
    expect(await settlementsOf(drawId)).toHaveLength(1);
    const win = 3n * 99_000n;
    expect(await mainBalance(sites.member, member.token)).toBe((10_000_000n - stake + win).toString());
    expect(await ledgerBalanced(sites)).toBe(true);
  });
});

describe('a corrected result', () => {
  it('pays the difference with its own journals, and tells the members whose winnings changed', async () => {
    const member = await fundedMember(10_000_000n);
    const drawId = await openDrawOf(sites, brand.id, 'north');
    const placed = await placeSlip(sites, member.token, {
      drawId,
      bets: [
        { type: 'de', numbers: ['29'], points: '10' },
        { type: 'lo2', numbers: ['22'], points: '1' },
      ],
    });
    const stake = BigInt(placed.json().value.stake);
    await finalise(drawId, north20260915QuangNinh);
    await instance().pass();
    // 29 is the special prize's tail (95,000 a point), 22 appears twice (99,000 each).
    const firstWin = 10n * 95_000n + 2n * 99_000n;
    expect(await mainBalance(sites.member, member.token)).toBe((10_000_000n - stake + firstWin).toString());

    // The special prize was misread: it ends in 31, so the đề loses; 22 still comes twice.
    const corrected = { ...north20260915QuangNinh, special: ['98631'] };
    await operatorCall(first, 'PUT', `/admin/lottery/draws/${drawId}/result`, { board: corrected });
    await operatorCall(second, 'POST', `/admin/lottery/draws/${drawId}/result/confirm`);
    await Promise.all([instance().pass(), instance().pass()]);
    expect((await settlementsOf(drawId)).map((row) => [row.kind, row.moved])).toEqual([
      ['result', firstWin.toString()],
      ['correction', (-10n * 95_000n).toString()],
    ]);
    expect(await mainBalance(sites.member, member.token)).toBe(
      (10_000_000n - stake + 2n * 99_000n).toString(),
    );
    expect((await myBets(member.token, drawId)).map((bet) => [bet.type, bet.status])).toEqual([
      ['lo2', 'won'],
      ['de', 'lost'],
    ]);
    // The operator's view of the draw: both settlements, and nothing the member could not give back.
    const detail = await operatorInject(sites, {
      method: 'GET',
      url: `/admin/lottery/draws/${drawId}`,
      headers: first.headers,
    });
    expect(
      (detail.json().value.settlements as Array<Record<string, unknown>>).map((row) => [
        row.kind,
        row.moved,
        row.shortfall,
      ]),
    ).toEqual([
      ['result', firstWin.toString(), '0'],
      ['correction', (-10n * 95_000n).toString(), '0'],
    ]);
    const inbox = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/inbox',
      headers: bearer(member.token),
    });
    expect(inbox.body).toContain('lottery_result_corrected');
    expect(await ledgerBalanced(sites)).toBe(true);
  });
});

describe('a void draw', () => {
  it('refunds every stake once', async () => {
    const members = await Promise.all([fundedMember(1_000_000n), fundedMember(1_000_000n)]);
    const drawId = await openDrawOf(sites, brand.id, 'F3');
    for (const member of members) {
      const placed = await placeSlip(sites, member.token, {
        drawId,
        bets: [{ type: 'de', numbers: ['12'], points: '50' }],
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const voided = await operatorCall(first, 'POST', `/admin/lottery/draws/${drawId}/void`, {
      reason: 'draw machine fault',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    await Promise.all([instance().pass(), instance().pass()]);
    await instance().pass();
    expect((await settlementsOf(drawId)).map((row) => [row.kind, row.moved])).toEqual([['void', '100000']]);
    for (const member of members) {
      expect(await mainBalance(sites.member, member.token)).toBe('1000000');
      expect((await myBets(member.token, drawId)).map((bet) => [bet.status, bet.winnings])).toEqual([
        ['void', '50000'],
      ]);
    }
    expect(await ledgerBalanced(sites)).toBe(true);
  });
});
