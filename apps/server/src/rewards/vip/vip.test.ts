import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTimeZone, operatorValue, vendorRound } from '../../../test/agent-helpers.ts';
import { createDeposit, newKey, operatorCall, seededChannels } from '../../../test/deposit-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, playerAt } from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import {
  boundAccountId,
  fund,
  newPlayer,
  requestWithdrawal,
  setWithdrawalSettings,
} from '../../../test/withdrawal-helpers.ts';
import { createCashTeamFigures } from '../../cashier/team-figures/service.ts';
import { createLotteryTeamFigures } from '../../lottery/team-figures.ts';
import { createMessageService } from '../../messages/service.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import type { Ledger } from '../../wallet/index.ts';
import { createTeamFigures } from '../../wallet/team-figures/service.ts';
import { addDays, bonusPeriodsOf, boundsOf, dayOf, weekKeyOf } from './periods.ts';
import { createVipReview } from './review.ts';

let sites: TestSites;
let vendor: TestVendor;
let ledger: Ledger;
let brandId: number;
let timeZone: string;

/** Bronze to Diamond over a base level: what reaches each, what keeps it, what it pays, its withdrawals. */
const levels = [
  { level: 0, names: { vi: 'Thành viên', en: 'Member' } },
  {
    level: 1,
    names: { vi: 'Đồng', en: 'Bronze' },
    betsNeeded: '100000',
    keepBets: '50000',
    upgradeBonus: '10000',
    weeklyBonus: '2000',
    monthlyBonus: '8000',
    birthdayBonus: '20000',
    withdrawDailyCount: 1,
  },
  {
    level: 2,
    names: { vi: 'Bạc', en: 'Silver' },
    depositsNeeded: '200000',
    betsNeeded: '500000',
    keepDeposits: '100000',
    keepBets: '250000',
    upgradeBonus: '30000',
    weeklyBonus: '5000',
    monthlyBonus: '20000',
    birthdayBonus: '50000',
    withdrawDailyCount: 10,
    withdrawDailyAmount: '50000000',
  },
  {
    level: 3,
    names: { vi: 'Vàng', en: 'Gold' },
    depositsNeeded: '1000000',
    betsNeeded: '5000000',
    upgradeBonus: '100000',
  },
];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'VIPTEST' });
  ({ ledger, brandId } = await brandLedger(sites));
  timeZone = await brandTimeZone(sites);
  await operatorValue(sites, 'PUT', '/admin/vip/levels', { periodDays: 30, levels });
});
afterAll(() => sites.close());

/** The review as the job runs it, on its own pool when asked (a second instance). */
function reviewAt(now: () => Date, pool: Pool = sites.database.pool) {
  const brand = { id: brandId, currency: 'VND', time_zone: timeZone };
  return createVipReview({
    pool,
    brand,
    now,
    sources: {
      wallet: createTeamFigures({ pool, brandId }),
      lottery: createLotteryTeamFigures({ pool, brandId }),
      cash: createCashTeamFigures({ pool, brandId }),
    },
    ledger,
    messages: createMessageService({ pool, brandId }),
  });
}

async function memberIdOf(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;

/** Moves a member's settled bets and credited deposits `days` brand days back. */
async function moveBack(memberId: bigint, days: number) {
  const pool = sites.database.pool;
  await pool.query(
    `update bets set settled_at = settled_at - make_interval(days => $2) where member_id = $1`,
    [memberId, days],
  );
  await pool.query(
    `update deposits set decided_at = decided_at - make_interval(days => $2) where member_id = $1`,
    [memberId, days],
  );
}

async function bankDeposit(player: TestPlayer, amount: string) {
  const channels = await seededChannels(sites.database.pool);
  const created = await createDeposit(sites.member, player.session, {
    channelId: channels.bank,
    amount,
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  expect(created.json().error).toBeUndefined();
  const confirmed = await operatorCall(
    sites.operator,
    'POST',
    `/admin/cashier/deposits/${created.json().value.id}/confirm`,
  );
  expect(confirmed.statusCode).toBe(200);
}

const member = (token: string, url: string) => callAs(sites.member, { method: 'GET', url, token });

describe('the daily VIP review', () => {
  it('moves levels and pays each bonus once, whoever runs the day and however often', async () => {
    const today = dayOf(new Date(), timeZone);
    // The latest Monday up to today: its review pays the weekly bonus of the week before it.
    let monday = today;
    while (bonusPeriodsOf(monday).weekly === null) monday = addDays(monday, -1);
    const back =
      Math.round(
        (boundsOf(today, timeZone).startsAt.getTime() - boundsOf(monday, timeZone).startsAt.getTime()) /
          86_400_000,
      ) + 1;

    // Silver: 250,000 ₫ deposited and 600,000 ₫ of valid bets; its birthday is the Monday.
    const silver = await playerAt(sites, vendor, 1_000_000n);
    await bankDeposit(silver, '250000');
    await vendorRound(sites, vendor, silver, '600000', '0');
    const silverId = await memberIdOf(silver.username);
    await sites.database.pool.query('update members set birthday = $2 where id = $1', [
      silverId,
      `1990-${monday.slice(5)}`,
    ]);
    // Bronze: 150,000 ₫ of valid bets, nothing deposited.
    const bronze = await playerAt(sites, vendor, 200_000n);
    await vendorRound(sites, vendor, bronze, '150000', '20000');
    const bronzeId = await memberIdOf(bronze.username);
    // Was Silver, kept 30 days ago, and has done nothing since: drops to Bronze.
    const idle = await playerAt(sites, vendor, 0n);
    const idleId = await memberIdOf(idle.username);
    const thirtyDaysBefore = boundsOf(addDays(monday, -30), timeZone).startsAt;
    await sites.database.pool.query(
      `insert into vip_members (member_id, brand_id, level, reached_at, kept_at) values ($1, $2, 2, $3, $3)`,
      [idleId, brandId, thirtyDaysBefore],
    );
    for (const id of [silverId, bronzeId]) await moveBack(id, back);
    const before = { silver: await main(silverId), bronze: await main(bronzeId), idle: await main(idleId) };

    // Two instances at once, each with its own connections: one reviews the day.
    const second = createPool(sites.config.DATABASE_URL!, 4);
    const later = () => new Date(Date.now() + 60_000);
    try {
      const runs = await Promise.all([
        reviewAt(later).review(monday),
        reviewAt(later, second).review(monday),
      ]);
      expect(runs.map((run) => run.alreadyReviewed).sort()).toEqual([false, true]);
    } finally {
      await second.end();
    }
    const monthly = monday.endsWith('-01');
    // Silver: upgrade Bronze 10,000 and Silver 30,000, weekly 5,000, birthday 50,000 (monthly 20,000 on the 1st).
    expect((await main(silverId)) - before.silver).toBe(95_000n + (monthly ? 20_000n : 0n));
    // Bronze: upgrade 10,000 and weekly 2,000; the idle member at Bronze now: weekly 2,000.
    expect((await main(bronzeId)) - before.bronze).toBe(12_000n + (monthly ? 8_000n : 0n));
    expect((await main(idleId)) - before.idle).toBe(2_000n + (monthly ? 8_000n : 0n));
    const { rows: held } = await sites.database.pool.query<{ member_id: bigint; level: number }>(
      'select member_id, level from vip_members where member_id = any($1::bigint[]) order by member_id',
      [[silverId, bronzeId, idleId]],
    );
    expect(new Map(held.map((row) => [row.member_id, row.level]))).toEqual(
      new Map([
        [silverId, 2],
        [bronzeId, 1],
        [idleId, 1],
      ]),
    );

    // Again, by the job's catch-up and by the operator: nothing more.
    expect((await reviewAt(later).review(monday)).alreadyReviewed).toBe(true);
    const again = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/vip/reviews',
      payload: { day: monday },
    });
    expect(again.json().value).toMatchObject({ day: monday, alreadyReviewed: true });
    // The next day's review (the job reaching it) pays no upgrade again: the levels are held.
    const nextDay = addDays(monday, 1);
    if (nextDay <= today) await reviewAt(later).review(nextDay);
    expect((await main(silverId)) - before.silver).toBe(95_000n + (monthly ? 20_000n : 0n));

    // The books: every bonus row once, its journal the amount, the review's total their sum.
    const { rows: books } = await sites.database.pool.query<{
      rows: number;
      keys: number;
      paid: string;
      journals: string;
    }>(
      `select count(*)::int as rows, count(distinct (b.member_id, b.kind, b.period_key))::int as keys,
              sum(b.amount)::text as paid,
              (select sum(p.amount)::text from journals j join postings p on p.journal_id = j.id
                 join ledger_accounts a on a.id = p.account_id and a.kind = 'main'
                where j.kind = 'bonus' and j.idempotency_key like 'vip:%') as journals
         from vip_bonuses b`,
    );
    expect(books[0]!.rows).toBe(books[0]!.keys);
    expect(books[0]!.paid).toBe(books[0]!.journals);
    const { rows: review } = await sites.database.pool.query<{ amount: string }>(
      'select amount::text from vip_reviews where day_key = $1',
      [monday],
    );
    const { rows: ofDay } = await sites.database.pool.query<{ amount: string }>(
      'select coalesce(sum(amount), 0)::text as amount from vip_bonuses where day_key = $1',
      [monday],
    );
    expect(review[0]!.amount).toBe(ofDay[0]!.amount);

    // The member is told, once each.
    const { rows: told } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
      `select kind, params from member_messages where member_id = $1 and kind like 'vip%' order by id`,
      [silverId],
    );
    expect(told.map((message) => message.kind)).toEqual([
      'vip_level_up',
      'vip_bonus_upgrade',
      'vip_bonus_upgrade',
      'vip_bonus_weekly',
      ...(monthly ? ['vip_bonus_monthly'] : []),
      'vip_bonus_birthday',
    ]);
    expect(told[3]!.params).toMatchObject({ amount: '5000', level: '2' });
    const { rows: weekly } = await sites.database.pool.query<{ period_key: string }>(
      `select period_key from vip_bonuses where member_id = $1 and kind = 'weekly'`,
      [silverId],
    );
    expect(weekly).toEqual([{ period_key: weekKeyOf(addDays(monday, -1)) }]);
    const { rows: down } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
      `select kind, params from member_messages where member_id = $1 and kind = 'vip_level_down'`,
      [idleId],
    );
    expect(down).toEqual([{ kind: 'vip_level_down', params: { level: '1' } }]);

    // What the member reads: its level, and the next one's figures still to do.
    const mine = (await member(silver.session, '/wps/member/vip/me')).body.value;
    expect(mine).toMatchObject({
      level: 2,
      name: 'Silver',
      next: { level: 3, depositsNeeded: '1000000', betsNeeded: '5000000' },
    });
    expect(mine.keep).toMatchObject({ depositsNeeded: '100000', betsNeeded: '250000' });
    const table = (
      await callAs(sites.member, {
        method: 'GET',
        url: '/wps/member/vip/levels',
        token: bronze.session,
        language: 'vi',
      })
    ).body.value;
    expect(table.levels.map((level: { name: string }) => level.name)).toEqual([
      'Thành viên',
      'Đồng',
      'Bạc',
      'Vàng',
    ]);
    expect(table.levels[2]).toMatchObject({
      upgradeBonus: '30000',
      withdrawDailyCount: 10,
      withdrawDailyAmount: '50000000',
    });
  });

  it('shows a new member at the base level with its progress to the first', async () => {
    const player = await playerAt(sites, vendor, 100_000n);
    await vendorRound(sites, vendor, player, '40000', '0');
    const mine = (await member(player.session, '/wps/member/vip/me')).body.value;
    expect(mine).toMatchObject({
      level: 0,
      reachedAt: null,
      validBets: '40000',
      deposits: '0',
      next: { level: 1, betsNeeded: '100000', betsLeft: '60000', depositsLeft: '0' },
      keep: null,
      period: { days: 30 },
    });
  });

  it('refuses a review of a day not begun and a table it cannot keep, and changes nothing', async () => {
    const tomorrow = addDays(dayOf(new Date(), timeZone), 1);
    const review = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/vip/reviews',
      payload: { day: tomorrow },
    });
    expect(review.json().error.code).toBe('error_vip_review_not_due');
    expect(
      (
        await operatorInject(sites, {
          method: 'POST',
          url: '/admin/vip/reviews',
          payload: { day: '2026-02-30' },
        })
      ).json().error.code,
    ).toBe('error_validation');
    const before = await operatorValue(sites, 'GET', '/admin/vip/levels');
    for (const bad of [
      [levels[0], { ...levels[2], level: 2 }],
      [levels[0], { ...levels[1], keepBets: '200000' }],
      [levels[0], levels[2], { ...levels[1], level: 2 }],
      [levels[0], { ...levels[2], level: 1 }, { ...levels[1], level: 2 }],
    ]) {
      const response = await operatorInject(sites, {
        method: 'PUT',
        url: '/admin/vip/levels',
        payload: { levels: bad },
      });
      expect(response.json().error.code).toBe('error_vip_levels_invalid');
    }
    expect(await operatorValue(sites, 'GET', '/admin/vip/levels')).toEqual(before);
    expect(before.levels).toHaveLength(4);
  });
});

describe('the withdrawal limits of a level', () => {
  async function atLevel(level: number | null) {
    const player = await newPlayer(sites, { payeeName: 'Tran Thi Binh' });
    await fund(ledger, player.memberId, 10_000_000n);
    if (level !== null) {
      await sites.database.pool.query(
        'insert into vip_members (member_id, brand_id, level) values ($1, $2, $3)',
        [player.memberId, brandId, level],
      );
    }
    return { ...player, account: await boundAccountId(sites, player.token) };
  }

  it('refuses what the brand would allow below the level’s count, and allows what the brand would refuse above its amount', async () => {
    await setWithdrawalSettings(sites, { dailyCount: 3, dailyAmount: '1000000', maxAmount: '5000000' });
    // Bronze: one withdrawal a day, where the brand allows three.
    const bronze = await atLevel(1);
    const ask = (who: { token: string; account: string }, amount: string) =>
      requestWithdrawal(sites, who.token, { bankAccountId: who.account, amount });
    expect((await ask(bronze, '200000')).body.success).toBe(true);
    const second = await ask(bronze, '200000');
    expect(second.body.error).toMatchObject({
      code: 'error_withdrawal_daily_count_reached',
      params: { count: 1 },
    });
    expect(await main(bronze.memberId)).toBe(10_000_000n - 200_000n);
    const overview = await callAs(sites.member, {
      method: 'GET',
      url: '/wps/member/withdrawals/overview',
      token: bronze.token,
    });
    expect(overview.body.value.limits).toMatchObject({ dailyCount: 1, dailyAmount: '1000000' });

    // Silver: 50,000,000 ₫ a day, where the brand allows 1,000,000 ₫; the base level keeps the brand's.
    const silver = await atLevel(2);
    const base = await atLevel(null);
    expect((await ask(silver, '1500000')).body.success).toBe(true);
    expect((await ask(base, '1500000')).body.error.code).toBe('error_withdrawal_daily_amount_exceeded');
    expect(await main(base.memberId)).toBe(10_000_000n);
  });
});

describe('the operator’s VIP calls', () => {
  it('are open only to the roles that hold the rewards permissions', async () => {
    const support = await createTestOperator(sites, 'support');
    const content = await createTestOperator(sites, 'content');
    const as = (
      who: { headers: Record<string, string> },
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      payload?: object,
    ) => sites.operator.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    expect((await as(support, 'GET', '/admin/vip/levels')).statusCode).toBe(403);
    expect((await as(support, 'PUT', '/admin/vip/levels', { levels })).statusCode).toBe(403);
    expect((await as(content, 'GET', '/admin/vip/levels')).statusCode).toBe(200);
    expect((await as(content, 'GET', '/admin/vip/levels?level=1')).json().error.code).toBe(
      'error_unknown_parameter',
    );
    const { rows } = await sites.database.pool.query<{ count: number }>(
      `select count(*)::int as count from operator_audit where action = 'vip.levels'`,
    );
    expect(rows[0]!.count).toBe(1);
  });
});

describe('a crash during a review', () => {
  it('leaves nothing of the day behind, and the next run pays it once', async () => {
    const today = dayOf(new Date(), timeZone);
    // A Monday a week before any the first test used: the held levels' weekly bonuses are due.
    let monday = addDays(today, -7);
    while (bonusPeriodsOf(monday).weekly === null) monday = addDays(monday, -1);
    const { rows: held } = await sites.database.pool.query<{ member_id: bigint }>(
      'select member_id from vip_members where level > 0 order by member_id',
    );
    expect(held.length).toBeGreaterThan(1);
    const before = await Promise.all(held.map((row) => main(row.member_id)));
    let posted = 0;
    const failing: Ledger = {
      ...ledger,
      postWithin: async (client, journal) => {
        posted += 1;
        if (posted === 2) throw new Error('the process died here');
        return ledger.postWithin(client, journal);
      },
    };
    const pool = sites.database.pool;
    const crashing = createVipReview({
      pool,
      brand: { id: brandId, currency: 'VND', time_zone: timeZone },
      now: () => new Date(),
      sources: {
        wallet: createTeamFigures({ pool, brandId }),
        lottery: createLotteryTeamFigures({ pool, brandId }),
        cash: createCashTeamFigures({ pool, brandId }),
      },
      ledger: failing,
      messages: createMessageService({ pool, brandId }),
    });
    await expect(crashing.review(monday)).rejects.toThrow('the process died here');
    const { rows } = await pool.query<{ reviews: number; bonuses: number }>(
      `select (select count(*)::int from vip_reviews where day_key = $1) as reviews,
              (select count(*)::int from vip_bonuses where day_key = $1) as bonuses`,
      [monday],
    );
    expect(rows[0]).toEqual({ reviews: 0, bonuses: 0 });
    expect(await Promise.all(held.map((row) => main(row.member_id)))).toEqual(before);

    const run = await reviewAt(() => new Date()).review(monday);
    expect(run.alreadyReviewed).toBe(false);
    expect(run.bonuses).toBeGreaterThan(1);
    const after = await Promise.all(held.map((row) => main(row.member_id)));
    const paid = after.reduce((sum, balance, index) => sum + balance - before[index]!, 0n);
    expect(paid.toString()).toBe(run.amount);
    expect((await reviewAt(() => new Date()).review(monday)).alreadyReviewed).toBe(true);
  });
});
