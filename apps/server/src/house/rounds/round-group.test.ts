import type { HousePlay, HouseSeeds } from '@lotus/contract/house-games';
import { floatSourceOf, payoutOf, playDice, playLimbo, playPlinko } from '@lotus/games';
import type { PlinkoRows } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { balanceOf, call, housePlayer, newKey, operatorRound, value } from '../house-test-helpers.ts';
import type { HousePlayer } from '../house-test-helpers.ts';

// Instant bets sent at once are written in groups (decision 0019): what players and the operator
// see is what one bet at a time would have left, and an unusual bet is answered as on its own.

let sites: TestSites;
beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

type Bet = { url: string; payload: Record<string, unknown>; stake: bigint };

/** The n-th bet of a player: Dice, Limbo and Plinko in turn. */
function betNumber(n: number, stake = 2_000n): Bet {
  const base = { stake: stake.toString(), idempotencyKey: newKey() };
  if (n % 3 === 0)
    return {
      url: '/wps/relay/house/dice/bets',
      payload: { ...base, direction: 'under', targetHundredths: 5000 },
      stake,
    };
  if (n % 3 === 1)
    return { url: '/wps/relay/house/limbo/bets', payload: { ...base, targetMultiplier: 20_000 }, stake };
  return { url: '/wps/relay/house/plinko/bets', payload: { ...base, rows: 8, risk: 'low' }, stake };
}

/** A funded player whose seed pair is open (a member's first bet opens it on the single path). */
async function seatedPlayer(funds: bigint): Promise<HousePlayer> {
  const player = await housePlayer(sites, funds);
  await value<HouseSeeds>(sites.member, player, 'GET', '/wps/relay/house/seeds');
  return player;
}

/** A player whose bet goes first, so that the bets sent after it meet in the next group. */
async function pacer(): Promise<{ player: HousePlayer; bet: Bet }> {
  return { player: await seatedPlayer(100_000n), bet: betNumber(0) };
}

const send = (player: HousePlayer, bet: Bet) => call(sites.member, player, 'POST', bet.url, bet.payload);

/** The outcome recomputed from the round's seeds (the operator sees the server seed) with @lotus/games. */
async function expectVerifiable(played: HousePlay): Promise<void> {
  const { round } = await operatorRound(sites.operator, played.round.id);
  const floats = floatSourceOf({
    serverSeed: round.serverSeed as string,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
  const mine = played.round;
  const multiplier =
    mine.game === 'dice'
      ? playDice(mine.params, floats).payoutMultiplier
      : mine.game === 'limbo'
        ? playLimbo(mine.params, floats).payoutMultiplier
        : mine.game === 'plinko'
          ? playPlinko({ rows: mine.params.rows as PlinkoRows, risk: mine.params.risk }, floats)
              .payoutMultiplier
          : Number.NaN;
  expect(multiplier).toBe(mine.multiplier);
  expect(mine.payout).toBe(payoutOf(BigInt(mine.stake), multiplier).toString());
}

/** How many of these members' rounds share their transaction's instant with another member's round. */
async function roundsWrittenTogether(members: bigint[]): Promise<number> {
  const { rows } = await sites.database.pool.query<{ together: bigint }>(
    `select coalesce(sum(n), 0) as together from (
       select count(*) as n from house_rounds where member_id = any($1)
        group by created_at having count(distinct member_id) > 1) as shared`,
    [members],
  );
  return Number(rows[0]?.together ?? 0n);
}

describe('instant bets written in groups', () => {
  it('many members’ bets at once: balances, nonces, postings and bets rows as one at a time, verifiable and reconciled', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => seatedPlayer(1_000_000n)));
    const sent = players.flatMap((player) => [0, 1, 2].map((n) => ({ player, bet: betNumber(n) })));
    const responses = await Promise.all(sent.map(({ player, bet }) => send(player, bet)));
    const plays = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json().value as HousePlay;
    });
    for (const player of players) {
      const own = plays.filter((_, index) => sent[index]?.player === player);
      expect(own.map((play) => play.round.nonce).sort()).toEqual([0, 1, 2]);
      const paid = own.reduce((sum, play) => sum + BigInt(play.round.payout), 0n);
      const expected = 1_000_000n - 6_000n + paid;
      expect(await balanceOf(sites, player)).toBe(expected);
      // The answer of the member's last round shows the balance after all three.
      const last = own.reduce((a, b) => (a.round.nonce > b.round.nonce ? a : b));
      expect(BigInt(last.balance)).toBe(expected);
      const seeds = await value<HouseSeeds>(sites.member, player, 'GET', '/wps/relay/house/seeds');
      expect(seeds.nextNonce).toBe(3);
      const postings = await sites.database.pool.query<{ amount: bigint; balance_after: bigint }>(
        `select p.amount, p.balance_after from postings p join ledger_accounts a on a.id = p.account_id
          where a.member_id = $1 and a.kind = 'main' order by p.id`,
        [player.id],
      );
      // The deposit, three stakes and a posting per win, each with the running balance.
      expect(postings.rows).toHaveLength(4 + own.filter((play) => play.round.payout !== '0').length);
      let running = 0n;
      for (const posting of postings.rows) {
        running += posting.amount;
        expect(posting.balance_after).toBe(running);
      }
      expect(running).toBe(expected);
      const bets = await sites.database.pool.query<{ stake: bigint; payout: bigint; status: string }>(
        `select stake, payout, status from bets where member_id = $1 and vendor_code = 'LOTUS' order by id`,
        [player.id],
      );
      expect(bets.rows.map((row) => row.status)).toEqual(['settled', 'settled', 'settled']);
      expect(bets.rows.reduce((sum, row) => sum + row.payout, 0n)).toBe(paid);
    }
    for (const play of plays) await expectVerifiable(play);
    // Written in groups: rounds of several members share a transaction.
    expect(await roundsWrittenTogether(players.map((player) => player.id))).toBeGreaterThan(0);
    const { ledger } = await brandLedger(sites);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('bets that arrive while a group is written wait for it and are written together, not one by one (decision 0026)', async () => {
    const lead = await pacer();
    const players = await Promise.all(Array.from({ length: 4 }, () => seatedPlayer(100_000n)));
    // Another transaction holds the pacer's pair: its group waits at the pairs until released.
    const holder = await sites.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(
        'select 1 from house_seed_pairs where member_id = $1 and revealed_at is null for update',
        [lead.player.id],
      );
      const paced = send(lead.player, lead.bet);
      // The pacer's group is under way once it waits for the pair.
      await expect
        .poll(async () => {
          const { rows } = await holder.query<{ waiting: bigint }>(
            `select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return Number(rows[0]?.waiting);
        })
        .toBeGreaterThan(0);
      let answered = 0;
      const sent = players.map((player) =>
        send(player, betNumber(0)).then((response) => {
          answered += 1;
          return response;
        }),
      );
      // Fewer than besideGroupMinimum wait: none starts a group beside the one under way.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(0);
      await holder.query('commit');
      expect((await paced).statusCode).toBe(200);
      const responses = await Promise.all(sent);
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    } finally {
      holder.release();
    }
    const { rows } = await sites.database.pool.query<{ instants: bigint }>(
      'select count(distinct created_at) as instants from house_rounds where member_id = any($1)',
      [players.map((player) => player.id)],
    );
    expect(Number(rows[0]?.instants)).toBe(1);
  });

  it('answers a key repeated at once with the first round, and another body with error_conflict', async () => {
    const player = await seatedPlayer(1_000_000n);
    const others = await Promise.all(Array.from({ length: 4 }, () => seatedPlayer(100_000n)));
    const bet = betNumber(0, 10_000n);
    const lead = await pacer();
    const [, first, second, third, ...rest] = await Promise.all([
      send(lead.player, lead.bet),
      send(player, bet),
      send(player, bet),
      send(player, bet),
      ...others.map((other) => send(other, betNumber(1))),
    ]);
    const plays = [first, second, third].map((response) => response?.json().value as HousePlay);
    expect(new Set(plays.map((play) => play.round.id)).size).toBe(1);
    const payout = BigInt((plays[0] as HousePlay).round.payout);
    expect(await balanceOf(sites, player)).toBe(1_000_000n - 10_000n + payout);
    expect(rest.every((response) => response.statusCode === 200)).toBe(true);
    const other = await send(player, { ...bet, payload: { ...bet.payload, stake: '20000' } });
    expect(other.json().error.code).toBe('error_conflict');
    expect(await balanceOf(sites, player)).toBe(1_000_000n - 10_000n + payout);
  });

  it('refuses a bet the balance does not cover with error_insufficient_funds, and pays the others sent with it', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => seatedPlayer(100_000n)));
    const poor = await seatedPlayer(1_500n);
    const bets = players.map(() => betNumber(0));
    const first = await pacer();
    const [, refused, ...paid] = await Promise.all([
      send(first.player, first.bet),
      send(poor, betNumber(0)),
      ...players.map((player, index) => send(player, bets[index] as Bet)),
    ]);
    expect(refused?.json().error.code).toBe('error_insufficient_funds');
    expect(await balanceOf(sites, poor)).toBe(1_500n);
    const seeds = await value<HouseSeeds>(sites.member, poor, 'GET', '/wps/relay/house/seeds');
    expect(seeds.nextNonce).toBe(0);
    for (const [index, player] of players.entries()) {
      const play = paid[index]?.json().value as HousePlay;
      expect(await balanceOf(sites, player)).toBe(100_000n - 2_000n + BigInt(play.round.payout));
    }
    const { ledger } = await brandLedger(sites);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('refuses a bet past the member’s loss limit as on its own, and pays the others sent with it', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => seatedPlayer(100_000n)));
    const limited = await seatedPlayer(100_000n);
    const limit = await sites.member.inject({
      method: 'PUT',
      url: '/wps/relay/responsible-gaming/limits',
      headers: bearer(limited.session),
      payload: { loss: { '24h': '1000' } },
    });
    expect(limit.json().success).toBe(true);
    const first = await pacer();
    const [, refused, ...paid] = await Promise.all([
      send(first.player, first.bet),
      send(limited, betNumber(0)),
      ...players.map((player) => send(player, betNumber(0))),
    ]);
    expect(refused?.json().error.code).toBe('error_loss_limit_reached');
    expect(refused?.json().error.params).toMatchObject({ period: '24h', limit: '1000', remaining: '1000' });
    expect(await balanceOf(sites, limited)).toBe(100_000n);
    for (const [index, player] of players.entries()) {
      const play = paid[index]?.json().value as HousePlay;
      expect(await balanceOf(sites, player)).toBe(100_000n - 2_000n + BigInt(play.round.payout));
    }
  });
});
