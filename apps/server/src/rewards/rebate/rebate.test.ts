import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTimeZone, operatorValue, vendorRound } from '../../../test/agent-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, playerAt } from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { createLotteryTeamFigures } from '../../lottery/team-figures.ts';
import { createMessageService } from '../../messages/service.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import type { Ledger } from '../../wallet/index.ts';
import { createTeamFigures } from '../../wallet/team-figures/service.ts';
import { addDays, dayOf } from '../vip/periods.ts';
import { createRebateComputation } from './compute.ts';

let sites: TestSites;
let vendor: TestVendor;
let ledger: Ledger;
let brandId: number;
let timeZone: string;
/** A member whose rebates the job paid (the first test's). */
let paidOwner: { session: string; id: bigint } | undefined;

/** Level 0 and level 1 (Bronze, 100,000 ₫ of valid bets): rebate on valid bets, cashback on net loss. */
const rates = [
  { level: 0, gameType: 'slots', kind: 'rebate', rateBps: 100 },
  { level: 0, gameType: 'slots', kind: 'cashback', rateBps: 500 },
  { level: 0, gameType: 'live', kind: 'rebate', rateBps: 80 },
  { level: 0, gameType: 'live', kind: 'cashback', rateBps: 300 },
  { level: 1, gameType: 'slots', kind: 'rebate', rateBps: 150 },
  { level: 1, gameType: 'live', kind: 'rebate', rateBps: 120 },
  { level: 1, gameType: 'sports', kind: 'rebate', rateBps: 70 },
];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'REBATE' });
  ({ ledger, brandId } = await brandLedger(sites));
  timeZone = await brandTimeZone(sites);
  await operatorValue(sites, 'PUT', '/admin/vip/levels', {
    levels: [
      { level: 0, names: { vi: 'Thành viên', en: 'Member' } },
      { level: 1, names: { vi: 'Đồng', en: 'Bronze' }, betsNeeded: '100000' },
    ],
  });
  await operatorValue(sites, 'PUT', '/admin/rebate/settings', { mode: 'auto', rates });
});
afterAll(() => sites.close());

/** The computation as the job runs it, on its own pool when asked (a second instance). */
function computationAt(now: () => Date, pool: Pool = sites.database.pool) {
  return createRebateComputation({
    pool,
    brand: { id: brandId, currency: 'VND', time_zone: timeZone },
    now,
    sources: {
      wallet: createTeamFigures({ pool, brandId }),
      lottery: createLotteryTeamFigures({ pool, brandId }),
    },
    ledger,
    messages: createMessageService({ pool, brandId }),
  });
}

async function memberIdOf(player: TestPlayer): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [player.username],
  );
  return rows[0]!.id;
}

const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;

/** A settled round of the game type (the test vendor's rounds are slots; the row says which). */
async function round(player: TestPlayer, gameType: string, stake: string, win: string) {
  const roundId = await vendorRound(sites, vendor, player, stake, win);
  await sites.database.pool.query('update bets set game_type = $2 where round_id = $1', [roundId, gameType]);
}

/** Moves the member's rounds `days` days back (onto a day no other test of the file uses). */
async function moveBack(memberId: bigint, days: number) {
  await sites.database.pool.query(
    'update bets set settled_at = settled_at - make_interval(days => $2) where member_id = $1',
    [memberId, days],
  );
}

const member = (token: string, method: 'GET' | 'POST', url: string) =>
  callAs(sites.member, { method, url, token });

/** The day's rebate and cashback computed from the bets alone, in SQL, as a check on the job. */
async function recomputed(day: string): Promise<Map<string, string>> {
  const { rows } = await sites.database.pool.query<{ member_id: string; amount: string }>(
    `with typed as (
       select b.member_id,
              case b.game_type when 'live_casino' then 'live' when 'cards' then 'card'
                               when 'lottery' then 'lottery'
                               when 'sports' then 'sports' when 'esports' then 'sports' when 'cockfighting' then 'sports'
                               else 'slots' end as game_type,
              sum(b.stake) as stake, sum(b.payout) as payout
         from bets b
        where b.status = 'settled' and b.wallet <> 'play'
          and (b.settled_at at time zone $2)::date = $1::date
        group by 1, 2),
     levelled as (
       select t.*, coalesce(v.level, 0) as level from typed t left join vip_members v on v.member_id = t.member_id)
     select l.member_id::text,
            sum(floor(case when r.kind = 'rebate' then l.stake * r.rate_bps / 10000
                     else greatest(l.stake - l.payout, 0) * r.rate_bps / 10000 end))::bigint::text as amount
       from levelled l join rebate_rates r on r.level = l.level and r.game_type = l.game_type
      group by l.member_id
     having sum(floor(case when r.kind = 'rebate' then l.stake * r.rate_bps / 10000
                     else greatest(l.stake - l.payout, 0) * r.rate_bps / 10000 end))::bigint > 0`,
    [day, timeZone],
  );
  return new Map(rows.map((row) => [row.member_id, row.amount]));
}

describe('rebate and cashback per day', () => {
  it('pays each member’s day once, on two instances and again, and its totals equal a recomputation from the bets', async () => {
    const day = addDays(dayOf(new Date(), timeZone), -1);
    const players = await Promise.all(Array.from({ length: 6 }, () => playerAt(sites, vendor, 5_000_000n)));
    const ids: bigint[] = [];
    for (const [index, player] of players.entries()) {
      // A spread of days: a loss on slots, a win on live casino, and some sports.
      await round(player, 'slots', String(100_000 + index * 33_333), String(index * 20_000));
      await round(
        player,
        'live_casino',
        String(50_000 + index * 7_777),
        String(index % 2 === 0 ? 120_000 : 10_000),
      );
      if (index % 3 === 0 || index === 5) await round(player, 'sports', '70001', '0');
      const id = await memberIdOf(player);
      ids.push(id);
      await moveBack(id, 1);
    }
    // The last player is Bronze: its level's rates, no cashback.
    await sites.database.pool.query(
      'insert into vip_members (member_id, brand_id, level) values ($1, $2, 1)',
      [ids[5], brandId],
    );
    paidOwner = { session: players[0]!.session, id: ids[0]! };
    const before = await Promise.all(ids.map(main));
    const expected = await recomputed(day);
    expect(expected.size).toBe(6);

    const second = createPool(sites.config.DATABASE_URL!, 4);
    const later = () => new Date(Date.now() + 86_400_000);
    try {
      const runs = await Promise.all([
        computationAt(later).give(day),
        computationAt(later, second).give(day),
      ]);
      expect(runs.map((run) => run.alreadyGiven).sort()).toEqual([false, true]);
    } finally {
      await second.end();
    }
    expect((await computationAt(later).give(day)).alreadyGiven).toBe(true);
    // The job's pass: the rates were first saved today, which has not ended: nothing to do.
    expect(await computationAt(() => new Date()).giveEndedDays()).toBe(0);
    const given = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/rebate/periods',
      payload: { periodKey: day },
    });
    expect(given.json().value).toMatchObject({ periodKey: day, alreadyGiven: true });

    for (const [index, id] of ids.entries()) {
      expect(((await main(id)) - before[index]!).toString()).toBe(expected.get(id.toString()));
    }
    // Player 0 by hand: slots 100,000 lost whole: 1 % rebate 1,000 and 5 % cashback 5,000; live
    // 50,000 won: 0.8 % rebate 400, no cashback; sports has no level-0 rate.
    expect(expected.get(ids[0]!.toString())).toBe('6400');
    const { rows: books } = await sites.database.pool.query<{
      rebates: string;
      journals: string;
      period: string;
    }>(
      `select (select sum(amount)::text from rebates where period_key = $1) as rebates,
              (select sum(p.amount)::text from journals j join postings p on p.journal_id = j.id
                 join ledger_accounts a on a.id = p.account_id and a.kind = 'main'
                where j.kind = 'rebate' and j.idempotency_key like $2) as journals,
              (select amount::text from rebate_periods where period_key = $1) as period`,
      [day, `rebate:${day}:%`],
    );
    const total = [...expected.values()].reduce((sum, amount) => sum + BigInt(amount), 0n).toString();
    expect(books[0]).toEqual({ rebates: total, journals: total, period: total });

    const history = (await member(players[5]!.session, 'GET', '/wps/member/rebates')).body.value;
    expect(
      history.content.map((row: { gameType: string; kind: string; status: string; level: number }) => [
        row.gameType,
        row.kind,
        row.status,
        row.level,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['slots', 'rebate', 'paid', 1],
        ['live', 'rebate', 'paid', 1],
        ['sports', 'rebate', 'paid', 1],
      ]),
    );
    expect(history.content.some((row: { kind: string }) => row.kind === 'cashback')).toBe(false);
    const { rows: told } = await sites.database.pool.query<{ params: Record<string, string> }>(
      `select params from member_messages where member_id = $1 and kind = 'rebate_paid'`,
      [ids[0]],
    );
    expect(told).toEqual([{ params: { amount: '6400', currency: 'VND', day } }]);
  });

  it('leaves a day to claim when the operator chooses so: claimed once, a paid one refused, nothing changed then', async () => {
    await operatorValue(sites, 'PUT', '/admin/rebate/settings', { mode: 'claim', rates });
    const day = addDays(dayOf(new Date(), timeZone), -2);
    const player = await playerAt(sites, vendor, 1_000_000n);
    const other = await playerAt(sites, vendor, 1_000_000n);
    await round(player, 'slots', '200000', '0');
    const id = await memberIdOf(player);
    await moveBack(id, 2);
    const before = await main(id);
    const run = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/rebate/periods',
      payload: { periodKey: day },
    });
    expect(run.json().value).toMatchObject({
      periodKey: day,
      alreadyGiven: false,
      mode: 'claim',
      members: 1,
      amount: '12000',
    });
    expect(await main(id)).toBe(before);

    const mine = (await member(player.session, 'GET', '/wps/member/rebate')).body.value;
    expect(mine).toMatchObject({ level: 0, mode: 'claim', claimable: '12000', currency: 'VND' });
    expect(mine.rates).toContainEqual({ gameType: 'slots', rebateBps: 100, cashbackBps: 500 });
    const rows = (await member(player.session, 'GET', '/wps/member/rebates?status=claimable')).body.value
      .content;
    expect(rows).toHaveLength(2);
    const [first, secondRow] = rows as Array<{ id: string; amount: string }>;

    // Someone else's rebate is not found; claims at once pay once; a second claim answers the first.
    expect(
      (await member(other.session, 'POST', `/wps/member/rebates/${first!.id}/claim`)).body.error.code,
    ).toBe('error_not_found');
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        member(player.session, 'POST', `/wps/member/rebates/${first!.id}/claim`),
      ),
    );
    expect(claims.every(({ body }) => body.success && body.value.status === 'claimed')).toBe(true);
    expect(new Set(claims.map(({ body }) => body.value.claimedAt)).size).toBe(1);
    expect(await main(id)).toBe(before + BigInt(first!.amount));
    await member(player.session, 'POST', `/wps/member/rebates/${secondRow!.id}/claim`);
    expect(await main(id)).toBe(before + 12_000n);
    expect((await member(player.session, 'GET', '/wps/member/rebate')).body.value.claimable).toBe('0');

    // A rebate the job paid cannot be claimed: refused, the balance as it was.
    const paid = (await member(paidOwner!.session, 'GET', '/wps/member/rebates?status=paid')).body.value
      .content;
    const balance = await main(paidOwner!.id);
    const refused = await member(paidOwner!.session, 'POST', `/wps/member/rebates/${paid[0].id}/claim`);
    expect(refused.body.error.code).toBe('error_rebate_not_claimable');
    expect(await main(paidOwner!.id)).toBe(balance);
    expect((await member(player.session, 'POST', '/wps/member/rebates/99999999/claim')).body.error.code).toBe(
      'error_not_found',
    );
  });

  it('refuses a day not ended, a bad day and a table with a rate twice, and changes nothing', async () => {
    const today = dayOf(new Date(), timeZone);
    const give = (periodKey: string) =>
      operatorInject(sites, { method: 'POST', url: '/admin/rebate/periods', payload: { periodKey } });
    expect((await give(today)).json().error.code).toBe('error_rebate_period_not_ended');
    expect((await give('2026-02-30')).json().error.code).toBe('error_validation');
    expect((await operatorInject(sites, { method: 'GET', url: '/admin/rebate/periods' })).statusCode).toBe(
      404,
    );
    const before = await operatorValue(sites, 'GET', '/admin/rebate/settings');
    const twice = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/rebate/settings',
      payload: { mode: 'auto', rates: [...rates, { ...rates[0], rateBps: 900 }] },
    });
    expect(twice.json().error.code).toBe('error_rebate_rate_duplicate');
    expect(await operatorValue(sites, 'GET', '/admin/rebate/settings')).toEqual(before);
    const { rows } = await sites.database.pool.query<{ count: number }>(
      `select count(*)::int as count from rebate_periods where period_key = $1`,
      [today],
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('lists a day’s rebates for the operator with their total, by role', async () => {
    const day = addDays(dayOf(new Date(), timeZone), -1);
    const list = await operatorValue(sites, 'GET', `/admin/rebates?periodKey=${day}&size=5`);
    expect(list.content).toHaveLength(5);
    expect(list.total).toBeGreaterThan(5);
    const { rows } = await sites.database.pool.query<{ amount: string }>(
      'select sum(amount)::text as amount from rebates where period_key = $1',
      [day],
    );
    expect(list.totalAmount).toBe(rows[0]!.amount);
    expect(list.content[0]).toMatchObject({ periodKey: day, status: 'paid' });
    expect(typeof list.content[0].account).toBe('string');

    const support = await createTestOperator(sites, 'support');
    const content = await createTestOperator(sites, 'content');
    const as = (
      who: { headers: Record<string, string> },
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      payload?: object,
    ) => sites.operator.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    expect((await as(support, 'GET', `/admin/rebates?periodKey=${day}`)).statusCode).toBe(200);
    expect((await as(support, 'PUT', '/admin/rebate/settings', { mode: 'auto', rates })).statusCode).toBe(
      403,
    );
    expect((await as(support, 'POST', '/admin/rebate/periods', { periodKey: day })).statusCode).toBe(403);
    expect((await as(content, 'GET', '/admin/rebates')).statusCode).toBe(403);
    expect((await as(content, 'GET', '/admin/rebate/settings')).statusCode).toBe(200);
    expect((await as(support, 'GET', '/admin/rebates?member=x')).json().error.code).toBe(
      'error_unknown_parameter',
    );
    const { rows: audits } = await sites.database.pool.query<{ count: number }>(
      `select count(*)::int as count from operator_audit where action = 'rebate.settings'`,
    );
    expect(audits[0]!.count).toBe(2);
  });
});

describe('a crash while a day is computed', () => {
  it('leaves nothing of the day behind, and the next run computes it once', async () => {
    await operatorValue(sites, 'PUT', '/admin/rebate/settings', { mode: 'auto', rates });
    const day = addDays(dayOf(new Date(), timeZone), -3);
    const players = await Promise.all([
      playerAt(sites, vendor, 1_000_000n),
      playerAt(sites, vendor, 1_000_000n),
    ]);
    const ids: bigint[] = [];
    for (const player of players) {
      await round(player, 'slots', '300000', '0');
      const id = await memberIdOf(player);
      ids.push(id);
      await moveBack(id, 3);
    }
    const before = await Promise.all(ids.map(main));
    // The ledger fails at the second journal, as a process killed mid-day would stop there.
    let posted = 0;
    const failing: Ledger = {
      ...ledger,
      postWithin: async (client, journal) => {
        posted += 1;
        if (posted === 2) throw new Error('the process died here');
        return ledger.postWithin(client, journal);
      },
    };
    const later = () => new Date(Date.now() + 86_400_000);
    const crashing = createRebateComputation({
      pool: sites.database.pool,
      brand: { id: brandId, currency: 'VND', time_zone: timeZone },
      now: later,
      sources: {
        wallet: createTeamFigures({ pool: sites.database.pool, brandId }),
        lottery: createLotteryTeamFigures({ pool: sites.database.pool, brandId }),
      },
      ledger: failing,
      messages: createMessageService({ pool: sites.database.pool, brandId }),
    });
    await expect(crashing.give(day)).rejects.toThrow('the process died here');
    const { rows } = await sites.database.pool.query<{ periods: number; rebates: number }>(
      `select (select count(*)::int from rebate_periods where period_key = $1) as periods,
              (select count(*)::int from rebates where period_key = $1) as rebates`,
      [day],
    );
    expect(rows[0]).toEqual({ periods: 0, rebates: 0 });
    expect(await Promise.all(ids.map(main))).toEqual(before);

    expect((await computationAt(later).give(day)).alreadyGiven).toBe(false);
    // 1 % rebate and 5 % cashback of 300,000 ₫ lost on slots: 18,000 ₫ each, once.
    expect(await Promise.all(ids.map(main))).toEqual(before.map((balance) => balance + 18_000n));
  });
});
