import type { Jackpot } from '@lotus/contract/content';
import type { HousePlay, Winner, Winners } from '@lotus/contract/house-games';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventsChannel } from '../../platform/events/notify.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { balanceOf, call, housePlayer, newKey, setHouseSettings, value } from '../house-test-helpers.ts';
import type { HousePlayer } from '../house-test-helpers.ts';

let sites: TestSites;
beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

async function jackpotAmount(): Promise<bigint> {
  const response = await sites.member.inject({ method: 'GET', url: '/wps/relay/jackpot' });
  return BigInt((response.json().value as Jackpot).amount);
}

/** A Limbo bet at 1,000,000x: it loses but for a chance of 0.99 in a million. */
const longShot = (stake: string, targetMultiplier = 10_000_000_000) => ({
  stake,
  targetMultiplier,
  idempotencyKey: newKey(),
});

describe('house money under concurrency', () => {
  it('lets exactly the bets the balance covers through, each on its own nonce, and the books reconcile', async () => {
    await setHouseSettings(sites.operator, { jackpotShareBasisPoints: 100 });
    const player = await housePlayer(sites, 50_000n);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(sites.member, player, 'POST', '/wps/relay/house/limbo/bets', longShot('10000')),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.json().error.code).toBe('error_insufficient_funds');
    }
    const nonces = accepted.map((response) => (response.json().value as HousePlay).round.nonce).sort();
    expect(nonces).toEqual([0, 1, 2, 3, 4]);
    expect(await balanceOf(sites, player)).toBe(0n);
    const { ledger } = await brandLedger(sites);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('never stakes a free-play account’s real money: it plays with play money only (decision 0018)', async () => {
    const player = await housePlayer(sites, 5_000n);
    await sites.database.pool.query('update members set is_demo = true where id = $1', [player.id]);
    const response = await call(
      sites.member,
      player,
      'POST',
      '/wps/relay/house/limbo/bets',
      longShot('1000'),
    );
    // No play money on this account: refused, and the 5 000 on its main wallet stays where it is.
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().error.code).toBe('error_insufficient_funds');
    expect(
      (await sites.database.pool.query('select 1 from house_rounds where member_id = $1', [player.id]))
        .rowCount,
    ).toBe(0);
    const { rows } = await sites.database.pool.query(
      `select kind, balance from ledger_accounts where member_id = $1 order by id`,
      [player.id],
    );
    expect(rows).toEqual([{ kind: 'main', balance: 5_000n }]);
  });
});

describe('jackpot and winners board', () => {
  it('moves the share of each stake into the pool and pays it when the fair trigger fires', async () => {
    await setHouseSettings(sites.operator, {
      jackpotShareBasisPoints: 100,
      jackpotTriggerDivisor: '100000000000',
      jackpotMaxChanceBasisPoints: 100,
      jackpotSeedAmount: '500',
      winnersThreshold: '1000',
    });
    const player = await housePlayer(sites, 1_000_000n);
    const before = await jackpotAmount();
    await value<HousePlay>(
      sites.member,
      player,
      'POST',
      '/wps/relay/house/limbo/bets',
      longShot('100000', 100_000_000),
    );
    expect(await jackpotAmount()).toBe(before + 1_000n);

    // Every round triggers: chance stake / 1, capped at 100 %. The outcome is the seeds' alone.
    await setHouseSettings(sites.operator, {
      jackpotTriggerDivisor: '1',
      jackpotMaxChanceBasisPoints: 10_000,
    });
    const listener = new pg.Client({ connectionString: sites.database.url });
    await listener.connect();
    const events: Array<{ topic: string; data: unknown }> = [];
    listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`listen ${liveEventsChannel}`);
    try {
      const poolBefore = await jackpotAmount();
      const balanceBefore = await balanceOf(sites, player);
      const played = await value<HousePlay>(
        sites.member,
        player,
        'POST',
        '/wps/relay/house/limbo/bets',
        longShot('10000'),
      );
      const prize = poolBefore + 100n - 500n;
      expect(await jackpotAmount()).toBe(500n);
      expect(BigInt(played.balance)).toBe(balanceBefore - 10_000n + BigInt(played.round.payout) + prize);
      const paid = await sites.database.pool.query<{ amount: bigint }>(
        'select amount from jackpot_payouts where member_id = $1',
        [player.id],
      );
      expect(paid.rows.map((row) => row.amount)).toEqual([prize]);

      const board = await sites.member.inject({ method: 'GET', url: '/wps/relay/winners' });
      const top = (board.json().value as Winners).list[0];
      // The jackpot is named as such, with the game whose round triggered it in the catalog's words.
      expect(top).toMatchObject({
        game: 'Jackpot',
        kind: 'jackpot',
        gameCode: 'limbo',
        gameNames: { en: 'Limbo', vi: 'Limbo' },
        prize: prize.toString(),
      });
      expect(top?.player).toBe(`${player.username.slice(0, 2)}***${player.username.slice(-1)}`);

      await new Promise((resolve) => setTimeout(resolve, 100));
      // The live line is the board's line to the instant, so a page showing both keeps one.
      const jackpotWinner = events.find(
        (event) => event.topic === 'winner' && (event.data as Winner).kind === 'jackpot',
      );
      expect(jackpotWinner?.data).toEqual(top);
      expect(events).toContainEqual(expect.objectContaining({ topic: 'jackpot', data: { value: '500' } }));
    } finally {
      await listener.end();
      await setHouseSettings(sites.operator, {
        jackpotTriggerDivisor: '100000000000',
        jackpotMaxChanceBasisPoints: 100,
      });
    }
    expect((await (await brandLedger(sites)).ledger.reconcile()).balanced).toBe(true);
  });

  it('pays the pool out once when rounds trigger it at the same moment: the seed is what stays', async () => {
    await setHouseSettings(sites.operator, {
      jackpotShareBasisPoints: 100,
      jackpotTriggerDivisor: '1',
      jackpotMaxChanceBasisPoints: 10_000,
      jackpotSeedAmount: '500',
      winnersThreshold: '100000000',
    });
    try {
      const players = await Promise.all(Array.from({ length: 4 }, () => housePlayer(sites, 100_000n)));
      const poolBefore = await jackpotAmount();
      // Every round triggers; stakes add their share without waiting on the pool, payers one by one.
      const rounds = await Promise.all(
        players.map((player) =>
          value<HousePlay>(sites.member, player, 'POST', '/wps/relay/house/limbo/bets', longShot('10000')),
        ),
      );
      expect(rounds).toHaveLength(4);
      const paid = await sites.database.pool.query<{ total: bigint }>(
        'select coalesce(sum(amount), 0)::bigint as total from jackpot_payouts where member_id = any($1::bigint[])',
        [players.map((player) => player.id)],
      );
      expect(await jackpotAmount()).toBe(500n);
      expect(paid.rows[0]?.total).toBe(poolBefore + 4n * 100n - 500n);
    } finally {
      await setHouseSettings(sites.operator, {
        jackpotTriggerDivisor: '100000000000',
        jackpotMaxChanceBasisPoints: 100,
      });
    }
    expect((await (await brandLedger(sites)).ledger.reconcile()).balanced).toBe(true);
  });

  it('shows real wins at or above the threshold, house and vendor, newest first, masked', async () => {
    await setHouseSettings(sites.operator, { winnersThreshold: '1500' });
    const player: HousePlayer = await housePlayer(sites, 1_000_000n);
    const listener = new pg.Client({ connectionString: sites.database.url });
    await listener.connect();
    const events: Array<{ topic: string; data: Winner }> = [];
    listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`listen ${liveEventsChannel}`);
    // Dice under 98.01 wins 98 % of rolls and pays 1.0101x: 1,010 on 1,000 (below), 10,101 on 10,000.
    const wins: HousePlay[] = [];
    const isBig = (win: HousePlay) => BigInt(win.round.payout) >= 1500n;
    try {
      // Until one win of each side of the threshold (a loss now and then plays one more round).
      for (let n = 0; n < 12 && !(wins.some(isBig) && wins.some((win) => !isBig(win))); n += 1) {
        const played = await value<HousePlay>(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
          stake: n % 2 === 0 ? '1000' : '10000',
          direction: 'under',
          targetHundredths: 9801,
          idempotencyKey: newKey(),
        });
        if (played.round.status === 'won') wins.push(played);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await listener.end();
    }
    const { rows } = await sites.database.pool.query<{ id: number; brand_id: number }>(
      `select id, brand_id from vendors where code = 'SIM_SLOTS'`,
    );
    const vendor = rows[0] as { id: number; brand_id: number };
    await sites.database.pool.query(
      `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet,
         currency, stake, payout, status, settled_at)
       values ($1, $2, $3, 'SIM_SLOTS', 'lucky-7', 'slots', 'r-1', 'main', 'VND', 1000, 777777, 'settled', now() + interval '1 hour'),
              ($1, $2, $3, 'SIM_SLOTS', 'lucky-lotus', 'slots', 'r-2', 'main', 'VND', 1000, 888888, 'settled', now() + interval '2 hours')`,
      [vendor.brand_id, player.id, vendor.id],
    );
    const board = (await sites.member.inject({ method: 'GET', url: '/wps/relay/winners' })).json()
      .value as Winners;
    // A vendor game the catalog lists comes with its names; one it does not list keeps its code.
    expect(board.list[0]).toMatchObject({
      kind: 'win',
      game: 'Lucky Lotus',
      gameCode: 'lucky-lotus',
      gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
      prize: '888888',
    });
    expect(board.list[1]).toMatchObject({
      game: 'lucky-7',
      gameCode: 'lucky-7',
      gameNames: {},
      prize: '777777',
    });
    expect(board.list.every((entry) => BigInt(entry.prize) >= 1500n)).toBe(true);
    expect(board.list.some((entry) => entry.prize === '1010')).toBe(false);
    const bigWins = wins.filter(isBig);
    expect(bigWins.length).toBeGreaterThan(0);
    for (const win of bigWins) {
      const line = board.list.find((entry) => entry.gameCode === 'dice' && entry.prize === win.round.payout);
      expect(line).toMatchObject({ game: 'Dice', gameNames: { en: 'Dice', vi: 'Xúc Xắc' } });
      // Each big win was pushed live as the very line the board serves.
      expect(events).toContainEqual({ topic: 'winner', brandId: expect.any(Number), data: line });
    }
    expect(events.filter((event) => event.topic === 'winner')).toHaveLength(bigWins.length);
    const times = board.list.map((entry) => entry.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(board.list.every((entry) => /^.{1,2}\*\*\*.?$/u.test(entry.player))).toBe(true);
  });

  it('keeps the operator’s settings changes in the audit', async () => {
    await setHouseSettings(sites.operator, { winnersThreshold: '600000' });
    const audit = await sites.database.pool.query(
      `select target, before, after from operator_audit where action = 'house.settings.update' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({
      target: 'house settings',
      before: { winnersThreshold: expect.any(String) },
      after: { winnersThreshold: '600000' },
    });
    expect(audit.rows[0].before.winnersThreshold).not.toBe('600000');
  });
});
