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
import { createTestVendor, playerAt } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import { creditBonus } from '../../test/withdrawal-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
let today: string;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'AGENTS' });
  const timeZone = await brandTimeZone(sites);
  today = brandDay(timeZone, 0);
});
afterAll(() => sites.close());

const operator = (method: 'PUT' | 'POST', url: string, body?: object) =>
  operatorValue(sites, method, url, body);
const round = (player: TestPlayer, stake: string, win: string | null) =>
  vendorRound(sites, vendor, player, stake, win);
const report = (token: string, path: string) => agentGet(sites, token, `/wps/agent/team/${path}`);

describe('team reports', () => {
  // top -> p1; top -> sub (agent) -> p2; outsider alone.
  let topToken: string;
  let p1: TestPlayer;
  let p2: TestPlayer;
  let outsiderId: bigint;

  beforeAll(async () => {
    const top = await feedbackMember(sites);
    const sub = await feedbackMember(sites);
    topToken = await agentSession(sites, top.username);
    await agentSession(sites, sub.username);
    await moveUnder(sites, sub.username, top.username);
    p1 = await playerAt(sites, vendor, 1_000_000n);
    p2 = await playerAt(sites, vendor, 1_000_000n);
    const outsider = await playerAt(sites, vendor, 1_000_000n);
    await moveUnder(sites, p1.username, top.username);
    await moveUnder(sites, p2.username, sub.username);
    await round(p1, '100000', '30000');
    await round(p2, '50000', '0');
    await round(outsider, '999', '0');
    const channels = await seededChannels(sites.database.pool);
    const deposit = await createDeposit(sites.member, p1.session, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'Nguyen Van An',
      idempotencyKey: newKey(),
    });
    await operator('POST', `/admin/cashier/deposits/${deposit.json().value.id}/confirm`);
    const { ledger } = await brandLedger(sites);
    const ids = await sites.database.pool.query<{ username: string; id: bigint }>(
      'select username, id from members where username = any($1)',
      [[p2.username, outsider.username]],
    );
    const idOf = (name: string) => ids.rows.find((row) => row.username === name)!.id;
    await creditBonus(ledger, idOf(p2.username), 5_000n);
    outsiderId = idOf(outsider.username);
  });

  it('team betting: the team’s settled rounds by day and game type, for the team or one member', async () => {
    const team = await report(topToken, `bets?from=${today}&to=${today}`);
    expect(team.body.value.rows).toEqual([
      {
        day: today,
        gameType: 'slots',
        bettors: 2,
        rounds: 2,
        validBets: '150000',
        payouts: '30000',
        netLoss: '120000',
      },
    ]);
    expect(team.body.value.totals).toEqual({
      rounds: 2,
      validBets: '150000',
      payouts: '30000',
      netLoss: '120000',
    });
    const { rows } = await sites.database.pool.query<{ id: bigint }>(
      'select id from members where username = $1',
      [p2.username],
    );
    const one = await report(topToken, `bets?from=${today}&to=${today}&memberId=${rows[0]!.id}`);
    expect(one.body.value.totals.validBets).toBe('50000');
    expect(
      (await report(topToken, `bets?from=${today}&to=${today}&gameType=sports`)).body.value.rows,
    ).toEqual([]);
    expect(
      (await report(topToken, `bets?from=${today}&to=${today}&memberId=${outsiderId}`)).body.error.code,
    ).toBe('error_not_found');
  });

  it('team transactions: the team’s money movements by kind, newest first', async () => {
    const deposits = await report(topToken, `transactions?from=${today}&to=${today}&kind=deposit`);
    expect(deposits.body.value.content).toEqual([
      expect.objectContaining({ account: p1.username, level: 1, kind: 'deposit', amount: '150000' }),
    ]);
    const all = await report(topToken, `transactions?from=${today}&to=${today}`);
    const kinds = all.body.value.content.map((row: { kind: string }) => row.kind).sort();
    expect(kinds).toEqual(['adjustment', 'adjustment', 'bonus', 'deposit']);
    expect(
      (await report(topToken, `transactions?from=${today}&to=${today}&memberId=${outsiderId}`)).body.error
        .code,
    ).toBe('error_not_found');
  });

  it('downline profit and loss: per member, the biggest net loss first, and per level', async () => {
    const byMember = await report(topToken, `profit-loss?from=${today}&to=${today}`);
    expect(
      byMember.body.value.rows.map((row: { account: string; level: number; netLoss: string }) => [
        row.account,
        row.level,
        row.netLoss,
      ]),
    ).toEqual([
      [p1.username, 1, '70000'],
      [p2.username, 2, '45000'],
    ]);
    expect(byMember.body.value.totals).toEqual({
      validBets: '150000',
      payouts: '30000',
      bonuses: '5000',
      netLoss: '115000',
    });
    const byLevel = await report(topToken, `profit-loss?from=${today}&to=${today}&by=level`);
    expect(
      byLevel.body.value.rows.map((row: { level: number; members: number; netLoss: string }) => [
        row.level,
        row.members,
        row.netLoss,
      ]),
    ).toEqual([
      [1, 1, '70000'],
      [2, 1, '45000'],
    ]);
  });
});
