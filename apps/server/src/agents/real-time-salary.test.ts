import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { north20260915QuangNinh } from '../../../../packages/games/src/lottery/fixtures/published-boards.ts';
import { loginOn } from '../../test/auth-helpers.ts';
import { feedbackMember } from '../../test/feedback-helpers.ts';
import {
  createComingDraws,
  fundedLotteryMember,
  lotteryBrandOf,
  openDrawOf,
  placeSlip,
} from '../../test/lottery-helpers.ts';
import { operatorValue } from '../../test/agent-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { createCashTeamFigures } from '../cashier/team-figures/service.ts';
import { createDrawSettlement } from '../lottery/settlement/settle-draw.ts';
import { runSettlementPass } from '../lottery/settlement/settlement-job.ts';
import { createLotteryTeamFigures } from '../lottery/team-figures.ts';
import { createTeamService } from '../member/team/service.ts';
import { createMessageService } from '../messages/service.ts';
import { createLedger } from '../wallet/ledger/service.ts';
import { createTeamFigures } from '../wallet/team-figures/service.ts';
import { periodContaining } from './contracts/index.ts';
import { createAgentOffers } from './offers/service.ts';
import { createTieredSettlement } from './settlement/settle-period.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

const operator = (method: 'PUT' | 'POST', url: string, body?: object) =>
  operatorValue(sites, method, url, body);

describe('the real-time salary', () => {
  it('pays each lottery round per player at the win or loss rate by its result, counting only bets of the single-round amount', async () => {
    const brand = await lotteryBrandOf(sites);
    const pool = sites.database.pool;
    // Top-level agents hold it: 1 % on a round the player won or broke even in, 2 % on one it lost;
    // bets under 20 000 count for nothing.
    await operator('PUT', '/admin/agents/contract-templates/real_time_salary', {
      terms: { kind: 'real_time_salary', winRatePpm: 10_000, lossRatePpm: 20_000, minRoundBet: '20000' },
    });
    const top = await feedbackMember(sites);
    await operator('PUT', `/admin/members/${top.username}/agent-type`, { agentType: 1 });
    const winner = await fundedLotteryMember(sites, 5_000_000n);
    const loser = await fundedLotteryMember(sites, 5_000_000n);
    for (const player of [winner, loser]) {
      await operator('PUT', `/admin/members/${player.username}/upline`, { upline: top.username });
    }

    await createComingDraws(sites, brand.id);
    const drawId = await openDrawOf(sites, brand.id, 'north');
    // 39 comes three times on the board: the lô wins; 00 is not the special prize's end: the đề loses.
    const won = await placeSlip(sites, winner.token, {
      drawId,
      bets: [{ type: 'lo2', numbers: ['39'], points: '10' }],
    });
    const lost = await placeSlip(sites, loser.token, {
      drawId,
      bets: [
        { type: 'de', numbers: ['00'], points: '50' },
        { type: 'de', numbers: ['01'], points: '1' },
      ],
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(lost.statusCode, lost.body).toBe(200);
    await pool.query(
      `with d as (update lottery_draws set status = 'final', board = $2, final_at = now() where draw_key = $1
                  returning id, brand_id),
            r as (insert into lottery_results (draw_id, board, source, state, confirmed_at)
                  select id, $2, 'house', 'confirmed', now() from d returning id, draw_id)
       insert into lottery_final_notices (brand_id, draw_id, result_id, is_correction)
       select d.brand_id, r.draw_id, r.id, false from d, r`,
      [drawId, JSON.stringify(north20260915QuangNinh)],
    );
    const ledger = createLedger({ pool, brand });
    const draws = createDrawSettlement({ pool, brand, ledger, onCorrected: async () => {} });
    await runSettlementPass({ pool, brandId: brand.id, settlement: draws });

    const { rows: bets } = await pool.query<{ username: string; stake: bigint; payout: bigint }>(
      `select m.username, b.stake, coalesce(w.winnings, 0)::bigint as payout
         from lottery_bets b join members m on m.id = b.member_id
         join lottery_draws d on d.id = b.draw_id
         left join lottery_bet_wins w on w.bet_id = b.id
        where d.draw_key = $1`,
      [drawId],
    );
    const winnerBet = bets.find((bet) => bet.username === winner.username)!;
    const loserBets = bets.filter((bet) => bet.username === loser.username);
    const counted = loserBets.filter((bet) => bet.stake >= 20_000n);
    expect(winnerBet.payout).toBeGreaterThan(winnerBet.stake);
    expect(counted).toHaveLength(1);
    expect(loserBets.every((bet) => bet.payout === 0n)).toBe(true);
    // ppm units: 1 % of the winner's stake, 2 % of the loser's counted stake; floored once.
    const expected = (10_000n * winnerBet.stake + 20_000n * counted[0]!.stake) / 1_000_000n;

    const { rows: brandRows } = await pool.query<{ id: number }>('select id from brands where code = $1', [
      sites.config.BRAND_CODE,
    ]);
    const brandId = brandRows[0]!.id;
    const team = createTeamService({ pool, brandId });
    const offers = createAgentOffers({
      pool,
      brandId,
      team,
      messages: createMessageService({ pool, brandId }),
    });
    const settlement = createTieredSettlement({
      pool,
      brandId,
      now: () => new Date(Date.now() + 86_400_000),
      sources: {
        team,
        wallet: createTeamFigures({ pool, brandId }),
        lottery: createLotteryTeamFigures({ pool, brandId }),
        cash: createCashTeamFigures({ pool, brandId }),
        ledger,
        template: async (kind) =>
          (await offers.templates()).templates.find((entry) => entry.kind === kind)?.terms ?? null,
      },
    });
    // The 5-minute window the draw's settlement ran in.
    const { rows: settled } = await pool.query<{ settled_at: Date }>(
      `select s.settled_at from lottery_settlements s join lottery_draws d on d.id = s.draw_id where d.draw_key = $1`,
      [drawId],
    );
    const window = periodContaining('RT', settled[0]!.settled_at);
    const run = await settlement.settle('real_time_salary', window);
    expect(run.alreadySettled).toBe(false);
    const { rows: payouts } = await pool.query<{
      amount: bigint;
      statement: { rounds: number; volume: string };
    }>('select amount, statement from agent_payouts where agent_id = $1 and kind = $2', [
      top.id,
      'real_time_salary',
    ]);
    expect(payouts).toEqual([
      {
        amount: expected,
        statement: expect.objectContaining({
          rounds: 2,
          volume: (winnerBet.stake + counted[0]!.stake).toString(),
        }),
      },
    ]);
    // The agent can sign in and read it as income.
    const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, {
      username: top.username,
      password: 'Secret2026',
    });
    const income = await sites.agent.inject({
      method: 'GET',
      url: '/wps/agent/income',
      headers: { authorization: `Bearer ${login.body.value.token}` },
    });
    expect(income.json().value.content[0]).toMatchObject({
      kind: 'real_time_salary',
      amount: expected.toString(),
    });
    expect((await settlement.settle('real_time_salary', window)).alreadySettled).toBe(true);
  });
});
