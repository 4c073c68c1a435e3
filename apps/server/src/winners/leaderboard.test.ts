import { leaderboardSchema, leaderboardSize } from '@lotus/contract/winners/schemas';
import type { HousePlay } from '@lotus/contract/house-games';
import type { Leaderboard, LeaderboardPeriod } from '@lotus/contract/winners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../platform/database/pool.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { playerAt } from '../../test/vendor-wallet-helpers.ts';
import type { TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { housePlayer, newKey, setHouseSettings, value } from '../house/house-test-helpers.ts';
import { selectBiggestWins, selectWinners } from './tables.ts';
import { masked, playRound, settleRoundAt, settledAtOf, simulatorSlots } from './winners-test-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await simulatorSlots(sites);
  await setHouseSettings(sites.operator, { winnersThreshold: '500000' });
});
afterAll(() => sites.close());

const hour = 3_600_000;
const day = 24 * hour;
/** Hồ Chí Minh City keeps UTC+7 all year (no daylight saving). */
const vietnamOffset = 7 * hour;

/** The current day's and week's (from Monday) first instants in Hồ Chí Minh City, on this machine's clock. */
function vietnamPeriods(now = Date.now()) {
  const local = new Date(now + vietnamOffset);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - vietnamOffset;
  const weekStart = dayStart - ((local.getUTCDay() + 6) % 7) * day;
  return {
    day: { from: dayStart, to: dayStart + day },
    week: { from: weekStart, to: weekStart + 7 * day },
  };
}

async function leaderboard(period: LeaderboardPeriod): Promise<Leaderboard> {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/relay/winners/leaderboard?period=${period}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return leaderboardSchema.parse(response.json().value);
}

/** A win the test made: its prize and when it settled, as the database holds them. */
interface MadeWin {
  prize: bigint;
  time: Date;
}

/** What a leaderboard of [from, to) must hold: the biggest first, the earlier first among equals, 20 at most. */
function expectedLines(wins: MadeWin[], from: number, to: number) {
  return wins
    .filter((win) => win.prize >= 500_000n && win.time.getTime() >= from && win.time.getTime() < to)
    .sort((a, b) => (a.prize === b.prize ? a.time.getTime() - b.time.getTime() : a.prize > b.prize ? -1 : 1))
    .slice(0, leaderboardSize)
    .map((win, index) => ({ rank: index + 1, prize: win.prize.toString(), time: win.time.toISOString() }));
}

describe('the leaderboard', () => {
  it('ranks the biggest single wins of the day and of the week in the brand’s time zone', async () => {
    const before = vietnamPeriods();
    const today = await leaderboard('day');
    const week = await leaderboard('week');
    const after = vietnamPeriods();
    // Cut by the database in Asia/Ho_Chi_Minh: the bounds are those of the Vietnamese calendar.
    expect(today.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect([before.day.from, after.day.from]).toContain(Date.parse(today.from));
    expect(Date.parse(today.to) - Date.parse(today.from)).toBe(day);
    expect(new Date(Date.parse(today.from) + vietnamOffset).getUTCHours()).toBe(0);
    expect([before.week.from, after.week.from]).toContain(Date.parse(week.from));
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(7 * day);
    // Weeks start on Monday.
    expect(new Date(Date.parse(week.from) + vietnamOffset).getUTCDay()).toBe(1);
    expect(today.list).toEqual([]);

    const dayFrom = Date.parse(today.from);
    const weekFrom = Date.parse(week.from);
    const player = await playerAt(sites, vendor, 1_000_000n);
    const wins: MadeWin[] = [];
    /** A real round paying `prize`, settled at `at` (now when not given). */
    const win = async (prize: bigint, at?: number) => {
      const roundId = await playRound(sites, vendor, player, prize);
      if (at !== undefined) await settleRoundAt(sites, roundId, new Date(at));
      wins.push({ prize, time: await settledAtOf(sites, roundId) });
    };
    await win(600_000n, dayFrom); // the day's first instant: today
    await win(900_000n, dayFrom - 1); // the last millisecond of yesterday: this week unless today is Monday
    await win(950_000n, weekFrom - 1); // the last millisecond of last week: neither
    await win(700_000n, weekFrom); // the week's first instant: this week (and today on a Monday)
    await win(980_000n, dayFrom + day); // tomorrow's first instant: not today (this week but on a Sunday)
    await win(650_000n); // just now
    await win(499_999n); // below the threshold: never
    // Two equal prizes: the earlier ranks first.
    await win(1_000_000n, dayFrom + 2000);
    await win(1_000_000n, dayFrom + 1000);
    // More wins than a leaderboard holds: the smallest fall off.
    for (let index = 0; index < leaderboardSize; index += 1) await win(500_000n + BigInt(index));

    // A jackpot of the house games counts as one win: every round triggers it, and the whole stake
    // goes to the pool, so one bet makes a jackpot of at least that stake. The bet itself, at
    // 1,000,000x, loses but for a chance of 0.99 in a million.
    await setHouseSettings(sites.operator, {
      jackpotShareBasisPoints: 10_000,
      jackpotTriggerDivisor: '1',
      jackpotMaxChanceBasisPoints: 10_000,
      jackpotSeedAmount: '0',
      maxWin: '10000000000000',
    });
    const jackpotWinner = await housePlayer(sites, 2_000_000n);
    try {
      const played = await value<HousePlay>(
        sites.member,
        jackpotWinner,
        'POST',
        '/wps/relay/house/limbo/bets',
        {
          stake: '1500000',
          targetMultiplier: 10_000_000_000,
          idempotencyKey: newKey(),
        },
      );
      expect(played.round.status).toBe('lost');
    } finally {
      await setHouseSettings(sites.operator, {
        jackpotShareBasisPoints: 100,
        jackpotTriggerDivisor: '100000000000',
        jackpotMaxChanceBasisPoints: 100,
        maxWin: '10000000000',
      });
    }
    const jackpot = (
      await sites.database.pool.query<{ amount: bigint; created_at: Date }>(
        'select amount, created_at from jackpot_payouts where member_id = $1',
        [jackpotWinner.id],
      )
    ).rows[0];
    if (!jackpot) throw new Error('the jackpot was not paid');
    expect(jackpot.amount).toBeGreaterThanOrEqual(1_500_000n);
    wins.push({ prize: jackpot.amount, time: jackpot.created_at });

    const dayBoard = await leaderboard('day');
    const weekBoard = await leaderboard('week');
    const lines = (board: Leaderboard) =>
      board.list.map((line) => ({ rank: line.rank, prize: line.prize, time: line.time }));
    expect(lines(dayBoard)).toEqual(expectedLines(wins, Date.parse(dayBoard.from), Date.parse(dayBoard.to)));
    expect(lines(weekBoard)).toEqual(
      expectedLines(wins, Date.parse(weekBoard.from), Date.parse(weekBoard.to)),
    );
    expect(dayBoard.list).toHaveLength(leaderboardSize);
    expect(dayBoard.list.map((line) => line.prize).slice(0, 3)).toEqual([
      jackpot.amount.toString(),
      '1000000',
      '1000000',
    ]);
    expect(dayBoard.list.some((line) => line.prize === '900000' || line.prize === '950000')).toBe(false);
    expect(weekBoard.list.some((line) => line.prize === '950000')).toBe(false);

    // Each line is the board's line: masked player, game and its names by language.
    expect(dayBoard.list[0]).toMatchObject({
      rank: 1,
      kind: 'jackpot',
      game: 'Jackpot',
      gameCode: 'limbo',
      gameNames: { en: 'Limbo', vi: 'Limbo' },
      player: masked(jackpotWinner.username),
    });
    expect(dayBoard.list[1]).toMatchObject({
      rank: 2,
      kind: 'win',
      game: 'Lucky Lotus',
      gameCode: 'lucky-lotus',
      gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
      player: masked(player.username),
    });
    const body = JSON.stringify([dayBoard, weekBoard]);
    expect(body).not.toContain(player.username);
    expect(body).not.toContain(jackpotWinner.username);
  });

  it('cuts the day in the brand’s own time zone', async () => {
    // The same brand across the date line: Kiritimati is UTC+14, so its day starts 7 hours earlier.
    await sites.database.pool.query(`update brands set time_zone = 'Pacific/Kiritimati'`);
    try {
      const board = await leaderboard('day');
      expect(board.timeZone).toBe('Pacific/Kiritimati');
      const local = new Date(Date.parse(board.from) + 14 * hour);
      expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()]).toEqual([0, 0, 0]);
      for (const line of board.list) {
        expect(Date.parse(line.time)).toBeGreaterThanOrEqual(Date.parse(board.from));
      }
    } finally {
      await sites.database.pool.query(`update brands set time_zone = 'Asia/Ho_Chi_Minh'`);
    }
  });

  it('reads settled rounds through the winners index, never the whole table', async () => {
    const { rows } = await sites.database.pool.query<{ id: number }>('select id from brands limit 1');
    const brandId = (rows[0] as { id: number }).id;
    const client = await sites.database.pool.connect();
    const plans: string[] = [];
    // Runs each query as EXPLAIN, with sequential scans priced out so only a usable index is chosen.
    const explaining = {
      query: async (text: string, values: unknown[]) => {
        const explained = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
        plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
        return { rows: [] };
      },
    } as unknown as Queryable;
    try {
      await client.query('set enable_seqscan = off');
      const now = new Date();
      await selectBiggestWins(explaining, {
        brandId,
        threshold: 500_000n,
        limit: leaderboardSize,
        houseVendorCode: 'LOTUS',
        from: new Date(now.getTime() - day),
        to: now,
      });
      await selectWinners(explaining, {
        brandId,
        threshold: 500_000n,
        limit: 20,
        offset: 40,
        houseVendorCode: 'LOTUS',
      });
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
    const [leaderboardPlan, listPlan] = plans;
    // The period bounds the scan of the index itself, not a filter over the brand's every round.
    expect(leaderboardPlan).toMatch(
      /bets_winners[\s\S]*?Index Cond: \(\(brand_id = \d+\) AND \(settled_at >= /,
    );
    expect(leaderboardPlan).toMatch(
      /jackpot_payouts_by_brand[\s\S]*?Index Cond: \(\(brand_id = \d+\) AND \(created_at >= /,
    );
    for (const plan of [leaderboardPlan, listPlan]) {
      expect(plan).toContain('bets_winners');
      expect(plan).toContain('jackpot_payouts_by_brand');
      expect(plan).not.toMatch(/Seq Scan on (bets|jackpot_payouts)/);
    }
  });
});
