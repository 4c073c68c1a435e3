import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { feedbackMember } from '../../test/feedback-helpers.ts';
import { operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  betBody,
  createTestVendor,
  nextVendorId,
  playerAt,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import { createCashTeamFigures } from '../cashier/team-figures/service.ts';
import { createLotteryTeamFigures } from '../lottery/team-figures.ts';
import { createTeamService } from '../member/team/service.ts';
import { createMessageService } from '../messages/service.ts';
import { createTeamFigures } from '../wallet/team-figures/service.ts';
import { periodContaining } from './contracts/index.ts';
import { createAgentOffers } from './offers/service.ts';
import { createTieredSettlement } from './settlement/settle-period.ts';
import { SETTLEMENT_GRACE_MS, settleEndedPeriods } from './settlement/settlement-job.ts';

let sites: TestSites;
let vendor: TestVendor;
let settlement: ReturnType<typeof createTieredSettlement>;
let settlementIn = (_days: number): ReturnType<typeof createTieredSettlement> => settlement;
let brandId: number;

const pct = (percent: number) => Math.round(percent * 10_000);
/** Daily-salary terms: three tiers (minimum team bets, minimum active, rate %) and the active threshold. */
function daily(tiers: Array<[number, number, number]>, minValidBets: number) {
  return {
    kind: 'daily_salary' as const,
    tiers: tiers.map(([bets, active, rate]) => ({
      minTeamValidBets: String(bets),
      minActiveMembers: active,
      ratePpm: pct(rate),
    })),
    active: { minValidBets: String(minValidBets), minDeposits: '0' },
  };
}

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'CONTRACTS' });
  const brandLedgerOf = await brandLedger(sites);
  const { ledger } = brandLedgerOf;
  brandId = brandLedgerOf.brandId;
  const pool = sites.database.pool;
  const team = createTeamService({ pool, brandId });
  const offers = createAgentOffers({
    pool,
    brandId,
    team,
    messages: createMessageService({ pool, brandId }),
  });
  // Settled as if the job ran tomorrow: today's period has ended by then.
  const tomorrow = new Date(Date.now() + 86_400_000 + 300_000);
  settlementIn = (days) =>
    createTieredSettlement({ pool, brandId, now: () => new Date(Date.now() + days * 86_400_000), sources });
  const sources = {
    team,
    wallet: createTeamFigures({ pool, brandId }),
    lottery: createLotteryTeamFigures({ pool, brandId }),
    cash: createCashTeamFigures({ pool, brandId }),
    ledger,
    template: async (kind: string) =>
      (await offers.templates()).templates.find((entry) => entry.kind === kind)?.terms ?? null,
  };
  settlement = createTieredSettlement({ pool, brandId, now: () => tomorrow, sources });
});
afterAll(() => sites.close());

async function operator(method: 'PUT' | 'POST' | 'GET', url: string, body?: object) {
  const response = await operatorInject(sites, { method, url, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, body: response.json() };
}

interface Agent {
  id: string;
  username: string;
  token: string;
}

async function agent(upline?: Agent): Promise<Agent> {
  const member = await feedbackMember(sites);
  await operator('PUT', `/admin/members/${member.username}/agent-type`, { agentType: 1 });
  if (upline) await operator('PUT', `/admin/members/${member.username}/upline`, { upline: upline.username });
  const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, {
    username: member.username,
    password: 'Secret2026',
  });
  return { id: member.id.toString(), username: member.username, token: login.body.value.token };
}

async function player(upline: Agent, stake: string): Promise<TestPlayer> {
  const member = await playerAt(sites, vendor, 10_000_000n);
  await operator('PUT', `/admin/members/${member.username}/upline`, { upline: upline.username });
  const roundId = nextVendorId('round');
  expect(
    (await vendorCall(sites.member, vendor, 'debit', betBody(member, stake, { roundId }))).statusCode,
  ).toBe(200);
  const credit = await vendorCall(sites.member, vendor, 'credit', {
    playerId: member.playerId,
    transactionId: nextVendorId('win'),
    roundId,
    amount: '0',
  });
  expect(credit.statusCode).toBe(200);
  return member;
}

async function agentCall(who: Agent, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await sites.agent.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

async function offerAndSign(upline: Agent, downline: Agent, terms: object) {
  const offered = await agentCall(upline, 'POST', '/wps/agent/contracts', { agentId: downline.id, terms });
  expect(offered.body.error).toBeUndefined();
  const signed = await agentCall(
    downline,
    'POST',
    `/wps/agent/contracts/${offered.body.value.id}/accept`,
    {},
  );
  expect(signed.body.value.state).toBe('signed');
  return signed.body.value.id as string;
}

async function mainBalanceOf(who: Agent): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ balance: bigint }>(
    `select balance from ledger_accounts where member_id = $1 and kind = 'main'`,
    [BigInt(who.id)],
  );
  return rows[0]?.balance ?? 0n;
}

/** The contract messages in an agent's inbox, oldest first. */
async function contractMessages(who: { id: string }) {
  const { rows } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
    `select kind, params from member_messages where member_id = $1 and kind like 'agent_contract%' order by id`,
    [who.id],
  );
  return rows;
}

describe('offers', () => {
  it('lets an agent offer only within its own rates, only to its direct downline, and the downline decide', async () => {
    await operator('PUT', '/admin/agents/contract-templates/daily_salary', {
      terms: daily(
        [
          [100_000, 1, 1],
          [1_000_000, 2, 2],
          [5_000_000, 3, 3],
        ],
        500_000,
      ),
    });
    const top = await agent();
    const below = await agent(top);
    const deeper = await agent(below);

    const tooHigh = await agentCall(top, 'POST', '/wps/agent/contracts', {
      agentId: below.id,
      terms: daily(
        [
          [100_000, 1, 1],
          [1_000_000, 2, 2.5],
          [5_000_000, 3, 3],
        ],
        0,
      ),
    });
    expect(tooHigh.body.error).toMatchObject({ code: 'error_contract_rate_above_upline' });
    expect(tooHigh.body.error.message).toContain('above');
    const notDirect = await agentCall(top, 'POST', '/wps/agent/contracts', {
      agentId: deeper.id,
      terms: daily(
        [
          [100_000, 1, 0.5],
          [1_000_000, 2, 1],
          [5_000_000, 3, 1],
        ],
        0,
      ),
    });
    expect(notDirect.body.error.code).toBe('error_contract_not_direct_downline');
    const noneHeld = await agentCall(below, 'POST', '/wps/agent/contracts', {
      agentId: deeper.id,
      terms: daily(
        [
          [100_000, 1, 0.5],
          [1_000_000, 2, 1],
          [5_000_000, 3, 1],
        ],
        0,
      ),
    });
    expect(noneHeld.body.error.code).toBe('error_contract_upline_has_none');

    const offered = await agentCall(top, 'POST', '/wps/agent/contracts', {
      agentId: below.id,
      terms: daily(
        [
          [100_000, 1, 0.5],
          [1_000_000, 2, 1.5],
          [5_000_000, 3, 2],
        ],
        0,
      ),
    });
    expect(offered.body.value).toMatchObject({ state: 'offered', agent: { account: below.username } });
    const id = offered.body.value.id;
    // The offerer cannot accept its own offer; a stranger does not even see it.
    expect((await agentCall(top, 'POST', `/wps/agent/contracts/${id}/accept`, {})).body.error.code).toBe(
      'error_contract_wrong_side',
    );
    expect((await agentCall(deeper, 'POST', `/wps/agent/contracts/${id}/accept`, {})).body.error.code).toBe(
      'error_not_found',
    );
    expect((await agentCall(below, 'POST', `/wps/agent/contracts/${id}/accept`, {})).body.value.state).toBe(
      'signed',
    );
    const listed = await agentCall(below, 'GET', '/wps/agent/contracts');
    expect(listed.body.value.held.map((contract: { id: string }) => contract.id)).toEqual([id]);
    expect(listed.body.value.templates).toEqual([]);
    expect((await agentCall(top, 'GET', '/wps/agent/contracts')).body.value.templates).toHaveLength(1);

    // Either side asks to end it; the other answers.
    expect(
      (await agentCall(top, 'POST', `/wps/agent/contracts/${id}/request-termination`, {})).body.value,
    ).toMatchObject({ state: 'termination_requested', terminationRequestedBy: 'upline' });
    expect(
      (await agentCall(top, 'POST', `/wps/agent/contracts/${id}/accept-termination`, {})).body.error.code,
    ).toBe('error_contract_wrong_side');
    expect(
      (await agentCall(below, 'POST', `/wps/agent/contracts/${id}/reject-termination`, {})).body.value.state,
    ).toBe('signed');
    // Each side read in its inbox what the other did, named.
    expect(await contractMessages(below)).toEqual([
      { kind: 'agent_contract_offered', params: { account: top.username } },
      { kind: 'agent_contract_termination_requested', params: { account: top.username } },
    ]);
    expect(await contractMessages(top)).toEqual([
      { kind: 'agent_contract_signed', params: { account: below.username } },
      { kind: 'agent_contract_termination_rejected', params: { account: below.username } },
    ]);
    expect(await contractMessages(deeper)).toEqual([]);
  });

  it('warns before accepting lower rates cancels a contract given below, and cancels it once confirmed', async () => {
    const top = await agent();
    const a = await agent(top);
    const b = await agent(a);
    const c = await agent(a);
    await offerAndSign(
      top,
      a,
      daily(
        [
          [100_000, 1, 1],
          [1_000_000, 2, 1.5],
          [5_000_000, 3, 2],
        ],
        0,
      ),
    );
    const bContract = await offerAndSign(
      a,
      b,
      daily(
        [
          [100_000, 1, 0.8],
          [1_000_000, 2, 1.2],
          [5_000_000, 3, 1.8],
        ],
        0,
      ),
    );
    const cContract = await offerAndSign(
      a,
      c,
      daily(
        [
          [100_000, 1, 1],
          [1_000_000, 2, 1.2],
          [5_000_000, 3, 1.4],
        ],
        0,
      ),
    );

    const lower = await agentCall(top, 'POST', '/wps/agent/contracts', {
      agentId: a.id,
      terms: daily(
        [
          [100_000, 1, 1],
          [1_000_000, 2, 1.2],
          [5_000_000, 3, 1.5],
        ],
        0,
      ),
    });
    const warned = await agentCall(a, 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, {});
    expect(warned.body.error.code).toBe('error_contract_cancels_others');
    expect(warned.body.error.message).toContain(b.username);
    expect(warned.body.error.message).not.toContain(c.username);
    const accepted = await agentCall(a, 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, {
      confirmCancellation: true,
    });
    expect(accepted.body.value.state).toBe('signed');
    const given = (await agentCall(a, 'GET', '/wps/agent/contracts')).body.value.given;
    const stateOf = (id: string) => given.find((contract: { id: string }) => contract.id === id).state;
    expect(stateOf(bContract)).toBe('terminated');
    expect(stateOf(cContract)).toBe('signed');
    // b is told its contract ended, by whom; c hears nothing more.
    expect((await contractMessages(b)).at(-1)).toEqual({
      kind: 'agent_contract_terminated',
      params: { account: a.username },
    });
    expect((await contractMessages(c)).at(-1)?.kind).toBe('agent_contract_offered');
    // a holds one contract of the kind: the new one; the old one gave way.
    const held = (await agentCall(a, 'GET', '/wps/agent/contracts')).body.value.held;
    expect(held.map((contract: { state: string }) => contract.state).sort()).toEqual([
      'signed',
      'terminated',
    ]);
  });
});

describe('the daily salary settlement', () => {
  it('pays each agent by level difference, with the shortfall rule, once, whatever runs it twice', async () => {
    // A brand of its own figures: the template the first test set, a fresh tree.
    const top = await agent();
    const mid = await agent(top);
    const gone = await agent(top);
    await offerAndSign(
      top,
      mid,
      daily(
        [
          [100_000, 1, 0.5],
          [1_000_000, 2, 1.5],
          [5_000_000, 3, 2],
        ],
        50_000,
      ),
    );
    // A contract terminated before the period ended pays nothing for it.
    const goneContract = await offerAndSign(
      top,
      gone,
      daily(
        [
          [100_000, 1, 0.5],
          [1_000_000, 2, 1],
          [5_000_000, 3, 1],
        ],
        0,
      ),
    );
    await agentCall(top, 'POST', `/wps/agent/contracts/${goneContract}/request-termination`, {});
    await agentCall(gone, 'POST', `/wps/agent/contracts/${goneContract}/accept-termination`, {});

    await player(top, '800000'); // active for top (>= 500 000)
    await player(mid, '300000'); // active for mid (>= 50 000), not for top
    await player(mid, '40000'); // active for nobody
    await player(gone, '100000');

    const period = periodContaining('D', new Date());
    const [first, second] = await Promise.all([
      settlement.settle('daily_salary', period),
      settlement.settle('daily_salary', period),
    ]);
    expect([first.alreadySettled, second.alreadySettled].sort()).toEqual([false, true]);

    // mid: team 340 000, 1 active: tier 1, 0.5 % -> 1 700.
    // top: team 1 240 000 reaches tier 2 by bets, 1 active of 2: one short, tier 1, 1 % -> 12 400,
    // less mid's 1 700 (gone's contract had ended: its team is top's alone) -> 10 700.
    expect(await mainBalanceOf(mid)).toBe(1_700n);
    expect(await mainBalanceOf(top)).toBe(10_700n);
    expect(await mainBalanceOf(gone)).toBe(0n);

    const income = await agentCall(top, 'GET', '/wps/agent/income');
    const payout = income.body.value.content.find(
      (row: { periodKey: string }) => row.periodKey === period.key,
    );
    expect(payout).toMatchObject({ kind: 'daily_salary', amount: '10700', contractId: null });
    expect(payout.statement).toMatchObject({
      teamValidBets: '1240000',
      activeMembers: 1,
      tier: 1,
      ratePpm: 10_000,
      pay: '10700',
      deductions: [{ agent: mid.username, ppmUnits: '1700000000' }],
    });
    const { rows } = await sites.database.pool.query<{ journals: number }>(
      `select count(*)::int as journals from journals where kind = 'commission' and idempotency_key like $1`,
      [`agent-pay:daily_salary:${period.key}:%`],
    );
    expect(rows[0]!.journals).toBeGreaterThanOrEqual(2);

    // The member site's consolidated funds answer the contract fields from the real contract.
    const memberLogin = await loginOn(sites.member, sites.config.PAYLOAD_KEY, {
      username: mid.username,
      password: 'Secret2026',
    });
    const funds = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: bearer(memberLogin.body.value.token),
      remoteAddress: nextClientAddress(),
    });
    expect(funds.json().value).toMatchObject({
      balance: '1700',
      dailysalreqtype: null,
      contractDailySalaryInfo: { state: 'signed', upline: top.username },
      dailySalaryInfo: { latestPayout: { periodKey: period.key, amount: '1700' } },
      dividendInfo: null,
    });

    // The operator's re-run answers the same settlement and pays nothing more.
    const again = await settlement.settle('daily_salary', period);
    expect(again).toMatchObject({
      alreadySettled: true,
      settlement: { id: first.alreadySettled ? second.settlement.id : first.settlement.id },
    });
    expect(await mainBalanceOf(top)).toBe(10_700n);
  });

  it('settles, when it comes back, every period that ended while nothing ran, and each once', async () => {
    // Three days on, past the grace: two whole days after today's have ended by then, even when
    // this runs in the first minutes of a day (without the grace, 00:01 saw only one).
    const later = new Date(Date.now() + 3 * 86_400_000 + SETTLEMENT_GRACE_MS);
    const run = () =>
      settleEndedPeriods({ pool: sites.database.pool, brandId, settlement: settlementIn(3), now: later });
    const settled = await run();
    // Today's day was settled above; the two days after it, and every hour up to then, are new.
    const { rows } = await sites.database.pool.query<{ kind: string; periods: number }>(
      `select kind, count(*)::int as periods from agent_settlements group by kind order by kind`,
    );
    expect(rows.find((row) => row.kind === 'daily_salary')!.periods).toBeGreaterThanOrEqual(3);
    expect(settled).toBeGreaterThanOrEqual(2);
    expect(await run()).toBe(0);
  });

  it('lets the operator read the commissions account and fund it once per key', async () => {
    const before = (await operator('GET', '/admin/agents/commission-account')).body.value;
    expect(BigInt(before.paidTotal)).toBeGreaterThanOrEqual(12_400n);
    // Nothing was put in yet: the payouts took it below zero.
    expect(BigInt(before.balance)).toBe(-BigInt(before.paidTotal));
    const fund = { amount: '5000000', reason: 'November budget', idempotencyKey: 'budget-2026-11' };
    const funded = (await operator('POST', '/admin/agents/commission-account/fund', fund)).body.value;
    expect(BigInt(funded.balance) - BigInt(before.balance)).toBe(5_000_000n);
    const again = (await operator('POST', '/admin/agents/commission-account/fund', fund)).body.value;
    expect(again.balance).toBe(funded.balance);
    const { rows } = await sites.database.pool.query<{ count: number }>(
      `select count(*)::int as count from operator_audit where action = 'agent.commissionAccount.fund'`,
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('refuses to settle a period that has not ended', async () => {
    const today = periodContaining('D', new Date());
    const refused = await operator('POST', '/admin/agents/settlements', {
      kind: 'daily_salary',
      periodKey: today.key,
    });
    expect(refused.body.error.code).toBe('error_agent_period_not_ended');
    const wrongUnit = await operator('POST', '/admin/agents/settlements', {
      kind: 'hourly_salary',
      periodKey: today.key,
    });
    expect(wrongUnit.status).toBe(400);
  });
});
