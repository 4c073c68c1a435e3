import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { createDeposit, newKey, seededChannels } from '../../test/deposit-helpers.ts';
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
import { creditBonus } from '../../test/withdrawal-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
let today: string;
let yesterday: string;

/** `YYYY-MM-DD` on the brand's clock, `daysAgo` days back. */
function brandDay(timeZone: string, daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone });
}

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'AGENTS' });
  const { rows } = await sites.database.pool.query<{ time_zone: string }>(
    'select time_zone from brands limit 1',
  );
  today = brandDay(rows[0]!.time_zone, 0);
  yesterday = brandDay(rows[0]!.time_zone, 1);
});
afterAll(() => sites.close());

async function operator(method: 'PUT' | 'POST', url: string, body?: object) {
  const response = await operatorInject(sites, { method, url, ...(body ? { payload: body } : {}) });
  expect(response.json().error).toBeUndefined();
  return response.json().value;
}

async function agentSession(username: string): Promise<string> {
  await operator('PUT', `/admin/members/${username}/agent-type`, { agentType: 1 });
  const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, { username, password: 'Secret2026' });
  return login.body.value.token as string;
}

const moveUnder = (username: string, upline: string) =>
  operator('PUT', `/admin/members/${username}/upline`, { upline });

/** A vendor round: the stake, then the win that closes it (0 for a loss). */
async function round(player: TestPlayer, stake: string, win: string | null) {
  const roundId = nextVendorId('round');
  expect(
    (await vendorCall(sites.member, vendor, 'debit', betBody(player, stake, { roundId }))).statusCode,
  ).toBe(200);
  if (win === null) return roundId;
  const credit = await vendorCall(sites.member, vendor, 'credit', {
    playerId: player.playerId,
    transactionId: nextVendorId('win'),
    roundId,
    amount: win,
  });
  expect(credit.statusCode).toBe(200);
  return roundId;
}

async function overview(token: string, query: string) {
  const response = await sites.agent.inject({
    method: 'GET',
    url: `/wps/agent/team/overview${query}`,
    headers: bearer(token),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /wps/agent/team/overview', () => {
  // top -> p1; top -> sub (agent) -> p2; outsider alone.
  let topToken: string;
  let subToken: string;

  beforeAll(async () => {
    const top = await feedbackMember(sites);
    const sub = await feedbackMember(sites);
    topToken = await agentSession(top.username);
    subToken = await agentSession(sub.username);
    await moveUnder(sub.username, top.username);
    const [p1, p2, outsider] = [
      await playerAt(sites, vendor, 1_000_000n),
      await playerAt(sites, vendor, 1_000_000n),
      await playerAt(sites, vendor, 1_000_000n),
    ];
    await moveUnder(p1.username, top.username);
    await moveUnder(p2.username, sub.username);

    await round(p1, '100000', '30000');
    await round(p1, '10000', null); // still open: not a valid bet yet
    await round(p2, '50000', '0');
    const rolledBack = await round(p2, '20000', null);
    const rollback = await vendorCall(sites.member, vendor, 'rollback', {
      playerId: p2.playerId,
      transactionId: nextVendorId('rb'),
      roundId: rolledBack,
    });
    expect(rollback.statusCode).toBeLessThan(500);
    await round(outsider, '999', '0'); // another team's

    const channels = await seededChannels(sites.database.pool);
    const deposit = await createDeposit(sites.member, p1.session, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'Nguyen Van An',
      idempotencyKey: newKey(),
    });
    await operator('POST', `/admin/cashier/deposits/${deposit.json().value.id}/confirm`);
    const { ledger } = await brandLedger(sites);
    const { rows } = await sites.database.pool.query<{ id: bigint }>(
      'select id from members where username = $1',
      [p2.username],
    );
    await creditBonus(ledger, rows[0]!.id, 5_000n);
  });

  it('sums the whole team, the agent’s sub-agents’ teams included, for the days asked', async () => {
    const { status, body } = await overview(topToken, `?from=${today}&to=${today}`);
    expect(status).toBe(200);
    expect(body.value).toEqual({
      from: today,
      to: today,
      currency: 'VND',
      teamSize: 3,
      newMembers: 3,
      activeMembers: 2,
      deposits: '150000',
      withdrawals: '0',
      validBets: '150000',
      payouts: '30000',
      bonuses: '5000',
      netLoss: '115000',
      myIncome: '0',
      days: [
        {
          day: today,
          newMembers: 3,
          deposits: '150000',
          withdrawals: '0',
          validBets: '150000',
          payouts: '30000',
          bonuses: '5000',
          netLoss: '115000',
        },
      ],
    });
  });

  it('shows a sub-agent only its own team, and a row for every day of the range', async () => {
    const { body } = await overview(subToken, `?from=${yesterday}&to=${today}`);
    expect(body.value).toMatchObject({
      teamSize: 1,
      activeMembers: 1,
      deposits: '0',
      validBets: '50000',
      payouts: '0',
      bonuses: '5000',
      netLoss: '45000',
    });
    expect(body.value.days.map((day: { day: string }) => day.day)).toEqual([yesterday, today]);
    expect(body.value.days[0]).toMatchObject({ validBets: '0', netLoss: '0', newMembers: 0 });
  });

  it('refuses a range that runs backwards or is longer than 92 days', async () => {
    expect((await overview(topToken, `?from=${today}&to=${yesterday}`)).status).toBe(400);
    expect((await overview(topToken, '?from=2026-01-01&to=2026-04-30')).status).toBe(400);
    expect((await overview(topToken, '?from=2026-13-01&to=2026-13-02')).status).toBe(400);
  });
});
