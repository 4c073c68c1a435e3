import { operatorHeaders } from '../../test/operator-helpers.ts';
import type {
  HouseOpenRound,
  HousePlay,
  HouseRound,
  HouseRoundPage,
  HouseSeeds,
  SeedRotation,
} from '@lotus/contract/house-games';
import {
  floatSourceOf,
  hashServerSeed,
  minesMultiplier,
  payoutOf,
  playDice,
  playLimbo,
  playPlinko,
  startMinesRound,
  startTowerRound,
  towerMultiplier,
  towerTrapColumns,
} from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { balanceOf, call, housePlayer, newKey, operatorRound, value } from './house-test-helpers.ts';
import type { HousePlayer } from './house-test-helpers.ts';

let sites: TestSites;
beforeAll(async () => {
  // A player is funded with up to 100 000 000 ₫ by manual adjustment: no second operator's approval here.
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000', ADJUSTMENT_APPROVAL_ABOVE: '1000000000' });
});
afterAll(() => sites.close());

const post = <T>(player: HousePlayer, url: string, payload: unknown) =>
  value<T>(sites.member, player, 'POST', url, payload);
const get = <T>(player: HousePlayer, url: string) => value<T>(sites.member, player, 'GET', url);

/** The round's seed as the operator sees it (the server seed always). */
async function seedOfRound(id: string) {
  const { round } = await operatorRound(sites.operator, id);
  return { serverSeed: round.serverSeed as string, clientSeed: round.clientSeed, nonce: round.nonce };
}

describe('instant games over HTTP', () => {
  it('a dice bet moves exactly the stake and the payout, and its repeat moves nothing', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    const key = newKey();
    const bet = { stake: '10000', direction: 'under', targetHundredths: 5000, idempotencyKey: key };
    const first = await post<HousePlay>(player, '/wps/relay/house/dice/bets', bet);
    const payout = BigInt(first.round.payout);
    expect(first.round.game).toBe('dice');
    expect(first.round.status).toBe(payout > 0n ? 'won' : 'lost');
    expect(payout).toBe(payoutOf(10_000n, first.round.multiplier));
    expect(BigInt(first.balance)).toBe(1_000_000n - 10_000n + payout);
    expect(await balanceOf(sites, player)).toBe(BigInt(first.balance));

    const repeat = await post<HousePlay>(player, '/wps/relay/house/dice/bets', bet);
    expect(repeat.round).toEqual(first.round);
    expect(await balanceOf(sites, player)).toBe(BigInt(first.balance));
  });

  it('refuses a key used again for another bet, and bets under the max win the operator just lowered', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    const key = newKey();
    const first = await post<HousePlay>(player, '/wps/relay/house/dice/bets', {
      stake: '10000',
      direction: 'under',
      targetHundredths: 5000,
      idempotencyKey: key,
    });
    const other = await call(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
      stake: '20000',
      direction: 'under',
      targetHundredths: 5000,
      idempotencyKey: key,
    });
    expect(other.json().error.code).toBe('error_conflict');
    expect(await balanceOf(sites, player)).toBe(BigInt(first.balance));

    const { rows } = await sites.database.pool.query<{ max_win: bigint }>(
      'update house_settings set max_win = 15000 returning max_win',
    );
    try {
      expect(rows.length).toBeGreaterThan(0);
      const over = await call(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
        stake: '10000',
        direction: 'under',
        targetHundredths: 5000,
        idempotencyKey: newKey(),
      });
      expect(over.json().error.code).toBe('error_house_max_win_exceeded');
    } finally {
      await sites.database.pool.query('update house_settings set max_win = default');
    }
  });

  it('answers a bet sent three times at once with one round, its money moved once', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    const bet = { stake: '10000', direction: 'over', targetHundredths: 5000, idempotencyKey: newKey() };
    // The repeats wait for the first at the member's seed pair and find its round at their insert.
    const plays = await Promise.all(
      Array.from({ length: 3 }, () => post<HousePlay>(player, '/wps/relay/house/dice/bets', bet)),
    );
    expect(new Set(plays.map((play) => play.round.id)).size).toBe(1);
    const payout = BigInt((plays[0] as HousePlay).round.payout);
    expect(await balanceOf(sites, player)).toBe(1_000_000n - 10_000n + payout);
    const seeds = await get<HouseSeeds>(player, '/wps/relay/house/seeds');
    expect(seeds.nextNonce).toBe(1);
  });

  it('each round takes the next nonce of the pair and the seeds call shows the next one', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    const seeds = await get<HouseSeeds>(player, '/wps/relay/house/seeds');
    expect(seeds.nextNonce).toBe(0);
    expect(seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const nonces: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const played = await post<HousePlay>(player, '/wps/relay/house/limbo/bets', {
        stake: '1000',
        targetMultiplier: 20_000,
        idempotencyKey: newKey(),
      });
      nonces.push(played.round.nonce);
      expect(played.round.serverSeedHash).toBe(seeds.serverSeedHash);
      expect(played.round.serverSeed).toBeNull();
    }
    expect(nonces).toEqual([0, 1, 2]);
    expect((await get<HouseSeeds>(player, '/wps/relay/house/seeds')).nextNonce).toBe(3);
  });

  it('rotation reveals the server seed and every outcome recomputes from it with @lotus/games', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    await value(sites.member, player, 'PUT', '/wps/relay/house/seeds/client', {
      clientSeed: 'my lucky seed!',
    });
    const dice = await post<HousePlay>(player, '/wps/relay/house/dice/bets', {
      stake: '2000',
      direction: 'over',
      targetHundredths: 3000,
      idempotencyKey: newKey(),
    });
    const limbo = await post<HousePlay>(player, '/wps/relay/house/limbo/bets', {
      stake: '2000',
      targetMultiplier: 15_000,
      idempotencyKey: newKey(),
    });
    const plinko = await post<HousePlay>(player, '/wps/relay/house/plinko/bets', {
      stake: '2000',
      rows: 12,
      risk: 'high',
      idempotencyKey: newKey(),
    });
    const paidOut = [dice, limbo, plinko].reduce((sum, played) => sum + BigInt(played.round.payout), 0n);
    expect(BigInt(plinko.balance)).toBe(1_000_000n - 6_000n + paidOut);
    expect(await balanceOf(sites, player)).toBe(1_000_000n - 6_000n + paidOut);
    const rotation = await post<SeedRotation>(player, '/wps/relay/house/seeds/rotate', {});
    expect(hashServerSeed(rotation.revealed.serverSeed)).toBe(dice.round.serverSeedHash);
    expect(rotation.revealed).toMatchObject({ clientSeed: 'my lucky seed!', nonceCount: 3 });
    expect(rotation.current.serverSeedHash).not.toBe(rotation.revealed.serverSeedHash);
    expect(rotation.current.nextNonce).toBe(0);

    const seedOf = (round: HouseRound) => {
      expect(round.serverSeed).toBe(rotation.revealed.serverSeed);
      return { serverSeed: round.serverSeed as string, clientSeed: round.clientSeed, nonce: round.nonce };
    };
    const diceAfter = await get<HouseRound>(player, `/wps/relay/house/rounds/${dice.round.id}`);
    if (diceAfter.game !== 'dice') throw new Error('not dice');
    const diceAgain = playDice(diceAfter.params, floatSourceOf(seedOf(diceAfter)));
    expect(diceAgain.rollHundredths).toBe(diceAfter.outcome.rollHundredths);
    expect(diceAgain.payoutMultiplier).toBe(diceAfter.multiplier);

    const limboAfter = await get<HouseRound>(player, `/wps/relay/house/rounds/${limbo.round.id}`);
    if (limboAfter.game !== 'limbo') throw new Error('not limbo');
    const limboAgain = playLimbo(limboAfter.params, floatSourceOf(seedOf(limboAfter)));
    expect(limboAgain.outcomeMultiplier).toBe(limboAfter.outcome.outcomeMultiplier);
    expect(payoutOf(2000n, limboAgain.payoutMultiplier).toString()).toBe(limboAfter.payout);

    const plinkoAfter = await get<HouseRound>(player, `/wps/relay/house/rounds/${plinko.round.id}`);
    if (plinkoAfter.game !== 'plinko') throw new Error('not plinko');
    const rows = plinkoAfter.params.rows as 12;
    const plinkoAgain = playPlinko(
      { rows, risk: plinkoAfter.params.risk },
      floatSourceOf(seedOf(plinkoAfter)),
    );
    expect(plinkoAgain.path).toEqual(plinkoAfter.outcome.path);
    expect(plinkoAgain.payoutMultiplier).toBe(plinkoAfter.multiplier);
  });

  it('refuses a stake outside the limits and a bet that could pay more than the max win', async () => {
    const player = await housePlayer(sites, 100_000_000n);
    const limits = (await sites.member.inject({ method: 'GET', url: '/wps/relay/house/limits' })).json()
      .value;
    expect(limits.games).toContainEqual({ game: 'dice', minStake: '1000', maxStake: '50000000' });
    expect(limits.maxWin).toBe('10000000000');
    const low = await call(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
      stake: '999',
      direction: 'under',
      targetHundredths: 5000,
      idempotencyKey: newKey(),
    });
    expect(low.json().error.code).toBe('error_house_stake_out_of_range');
    const huge = await call(sites.member, player, 'POST', '/wps/relay/house/limbo/bets', {
      stake: '50000000',
      targetMultiplier: 10_000_000_000,
      idempotencyKey: newKey(),
    });
    expect(huge.json().error.code).toBe('error_house_max_win_exceeded');
    const badDice = await call(sites.member, player, 'POST', '/wps/relay/house/dice/bets', {
      stake: '1000',
      direction: 'over',
      targetHundredths: 100,
      idempotencyKey: newKey(),
    });
    expect(badDice.json().error.code).toBe('error_validation');
    expect(await balanceOf(sites, player)).toBe(100_000_000n);
  });
});

describe('Mines Gold', () => {
  it('reveals, cashes out once under a double click, and then shows the board', async () => {
    const player = await housePlayer(sites, 1_000_000n);
    const started = await post<HousePlay>(player, '/wps/relay/house/mines-gold/rounds', {
      stake: '10000',
      mines: 3,
      idempotencyKey: newKey(),
    });
    expect(BigInt(started.balance)).toBe(990_000n);
    if (started.round.game !== 'mines-gold') throw new Error('not mines');
    expect(started.round.status).toBe('playing');
    expect(started.round.outcome.mineTiles).toBeNull();

    const mines = startMinesRound(3, floatSourceOf(await seedOfRound(started.round.id))).mineTiles;
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const revealed = await post<HousePlay>(player, '/wps/relay/house/mines-gold/reveal', {
      roundId: started.round.id,
      tile: safe[0],
    });
    expect(revealed.round.multiplier).toBe(minesMultiplier(3, 1));
    const again = await call(sites.member, player, 'POST', '/wps/relay/house/mines-gold/reveal', {
      roundId: started.round.id,
      tile: safe[0],
    });
    expect(again.json().error.code).toBe('error_house_move_invalid');

    const open = await get<HouseOpenRound>(player, '/wps/relay/house/mines-gold/round');
    expect(open.round?.id).toBe(started.round.id);

    // Seeds cannot change under an open round, and a second round of the game cannot start.
    const seedChange = await call(sites.member, player, 'PUT', '/wps/relay/house/seeds/client', {
      clientSeed: 'x',
    });
    expect(seedChange.json().error.code).toBe('error_house_round_open');
    const rotate = await call(sites.member, player, 'POST', '/wps/relay/house/seeds/rotate', {});
    expect(rotate.json().error.code).toBe('error_house_round_open');
    const second = await call(sites.member, player, 'POST', '/wps/relay/house/mines-gold/rounds', {
      stake: '10000',
      mines: 3,
      idempotencyKey: newKey(),
    });
    expect(second.json().error.code).toBe('error_house_round_open');

    const cashOuts = await Promise.all(
      [1, 2, 3].map(() =>
        call(sites.member, player, 'POST', '/wps/relay/house/mines-gold/cash-out', {
          roundId: started.round.id,
        }),
      ),
    );
    const paid = cashOuts.filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of cashOuts.filter((response) => response.statusCode !== 200)) {
      expect(refused.json().error.code).toBe('error_house_round_over');
    }
    const payout = payoutOf(10_000n, minesMultiplier(3, 1));
    const final = paid[0]?.json().value as HousePlay;
    expect(final.round).toMatchObject({ status: 'won', payout: payout.toString() });
    if (final.round.game !== 'mines-gold') throw new Error('not mines');
    expect(final.round.outcome.mineTiles).toEqual([...mines]);
    expect(await balanceOf(sites, player)).toBe(990_000n + payout);
    expect((await get<HouseOpenRound>(player, '/wps/relay/house/mines-gold/round')).round).toBeNull();
  });

  it('a mine loses the stake and shows every mine', async () => {
    const player = await housePlayer(sites, 100_000n);
    const started = await post<HousePlay>(player, '/wps/relay/house/mines-gold/rounds', {
      stake: '5000',
      mines: 24,
      idempotencyKey: newKey(),
    });
    const mines = startMinesRound(24, floatSourceOf(await seedOfRound(started.round.id))).mineTiles;
    const lost = await post<HousePlay>(player, '/wps/relay/house/mines-gold/reveal', {
      roundId: started.round.id,
      tile: mines[0],
    });
    expect(lost.round).toMatchObject({ status: 'lost', payout: '0', multiplier: 0 });
    if (lost.round.game !== 'mines-gold') throw new Error('not mines');
    expect(lost.round.outcome.mineHit).toBe(mines[0]);
    expect(lost.round.outcome.mineTiles).toHaveLength(24);
    expect(BigInt(lost.balance)).toBe(95_000n);
  });
});

describe('Tower', () => {
  it('climbs a safe column, cashes out, and shows the traps', async () => {
    const player = await housePlayer(sites, 100_000n);
    const started = await post<HousePlay>(player, '/wps/relay/house/tower/rounds', {
      stake: '10000',
      difficulty: 'medium',
      idempotencyKey: newKey(),
    });
    expect(BigInt(started.balance)).toBe(90_000n);
    const tower = startTowerRound('medium', floatSourceOf(await seedOfRound(started.round.id)));
    const trap = towerTrapColumns(tower.trapMasks[0] as number);
    const safeColumn = [0, 1, 2].find((column) => !trap.includes(column)) as number;
    await post<HousePlay>(player, '/wps/relay/house/tower/climb', {
      roundId: started.round.id,
      column: safeColumn,
    });
    const cashed = await post<HousePlay>(player, '/wps/relay/house/tower/cash-out', {
      roundId: started.round.id,
    });
    const payout = payoutOf(10_000n, towerMultiplier('medium', 1));
    expect(cashed.round).toMatchObject({ status: 'won', payout: payout.toString() });
    if (cashed.round.game !== 'tower') throw new Error('not tower');
    expect(cashed.round.outcome.traps).toEqual(tower.trapMasks.map((mask) => towerTrapColumns(mask)));
    expect(BigInt(cashed.balance)).toBe(90_000n + payout);
  });
});

describe('game recall', () => {
  it('lists the member’s own rounds newest first and hides another member’s', async () => {
    const player = await housePlayer(sites, 100_000n);
    const other = await housePlayer(sites, 100_000n);
    const ids: string[] = [];
    for (const target of [2000, 3000]) {
      const played = await post<HousePlay>(player, '/wps/relay/house/dice/bets', {
        stake: '1000',
        direction: 'under',
        targetHundredths: target,
        idempotencyKey: newKey(),
      });
      ids.push(played.round.id);
    }
    await post<HousePlay>(player, '/wps/relay/house/limbo/bets', {
      stake: '1000',
      targetMultiplier: 20_000,
      idempotencyKey: newKey(),
    });
    const dicePage = await get<HouseRoundPage>(player, '/wps/relay/house/rounds?game=dice&page=1&size=10');
    expect(dicePage.total).toBe(2);
    expect(dicePage.content.map((round) => round.id)).toEqual([...ids].reverse());
    expect((await get<HouseRoundPage>(player, '/wps/relay/house/rounds')).total).toBe(3);
    expect((await get<HouseRoundPage>(other, '/wps/relay/house/rounds')).total).toBe(0);

    const foreign = await call(sites.member, other, 'GET', `/wps/relay/house/rounds/${ids[0]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_not_found');

    const mines = await post<HousePlay>(player, '/wps/relay/house/mines-gold/rounds', {
      stake: '1000',
      mines: 1,
      idempotencyKey: newKey(),
    });
    const foreignMove = await call(sites.member, other, 'POST', '/wps/relay/house/mines-gold/cash-out', {
      roundId: mines.round.id,
    });
    expect(foreignMove.json().error.code).toBe('error_not_found');

    const operatorPage = await sites.operator.inject({
      method: 'GET',
      url: `/admin/house/rounds?member=${player.username}&game=dice`,
      headers: operatorHeaders,
    });
    const page = operatorPage.json().value as {
      total: number;
      content: Array<{ round: HouseRound; username: string }>;
    };
    expect(page.total).toBe(2);
    expect(page.content[0]?.username).toBe(player.username);
    expect(page.content[0]?.round.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});
