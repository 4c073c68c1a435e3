import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentGet,
  agentSession,
  brandDay,
  brandTimeZone,
  moveUnder,
  operatorValue,
  vendorRound,
} from '../../test/agent-helpers.ts';
import { createDeposit, newKey, seededChannels } from '../../test/deposit-helpers.ts';
import { feedbackMember } from '../../test/feedback-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { createTestVendor, nextVendorId, playerAt, vendorCall } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import { creditBonus } from '../../test/withdrawal-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
let today: string;
let yesterday: string;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'AGENTS' });
  const timeZone = await brandTimeZone(sites);
  today = brandDay(timeZone, 0);
  yesterday = brandDay(timeZone, 1);
});
afterAll(() => sites.close());

const operator = (method: 'PUT' | 'POST', url: string, body?: object) =>
  operatorValue(sites, method, url, body);
const round = (player: TestPlayer, stake: string, win: string | null) =>
  vendorRound(sites, vendor, player, stake, win);
const overview = (token: string, query: string) => agentGet(sites, token, `/wps/agent/team/overview${query}`);

describe('GET /wps/agent/team/overview', () => {
  // top -> p1; top -> sub (agent) -> p2; outsider alone.
  let topToken: string;
  let subToken: string;

  beforeAll(async () => {
    const top = await feedbackMember(sites);
    const sub = await feedbackMember(sites);
    topToken = await agentSession(sites, top.username);
    subToken = await agentSession(sites, sub.username);
    await moveUnder(sites, sub.username, top.username);
    const [p1, p2, outsider] = [
      await playerAt(sites, vendor, 1_000_000n),
      await playerAt(sites, vendor, 1_000_000n),
      await playerAt(sites, vendor, 1_000_000n),
    ];
    await moveUnder(sites, p1.username, top.username);
    await moveUnder(sites, p2.username, sub.username);

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
