import type { CrashLiveEvent, CrashState } from '@lotus/contract/crash';
import { hashServerSeed } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { testCrashRoom, untilRoundTime } from '../../../test/crash-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../../test/live-events-helpers.ts';
import type { SseStream } from '../../../test/live-events-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { mainBalance } from '../../../test/vendor-wallet-helpers.ts';
import { fund } from '../../../test/withdrawal-helpers.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';
import { crashPointOfSeed } from './round-steps.ts';

let sites: TestSites;
let visitor: SseStream;

interface Player {
  username: string;
  token: string;
}

async function fundedPlayer(amount: bigint): Promise<Player> {
  const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [member.username],
  );
  const { ledger } = await brandLedger(sites);
  await fund(ledger, rows[0]!.id, amount);
  return member;
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  sites.member.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const bet = (player: Player, stake: string, key: string, autoCashOut?: number) =>
  call('POST', '/wps/relay/house/crash/bets', player.token, {
    stake,
    idempotencyKey: key,
    ...(autoCashOut ? { autoCashOut } : {}),
  });

async function roomState(token?: string): Promise<CrashState> {
  const response = await call('GET', '/wps/relay/house/crash', token);
  expect(response.statusCode).toBe(200);
  return response.json().value as CrashState;
}

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  visitor = await openSse(`${await listenOnFreePort(sites.member)}/wps/relay/events`);
  await visitor.next((message) => message.event === 'ready');
});

afterAll(async () => {
  visitor.close();
  await sites.close();
});

describe('a PAPPU round', () => {
  it('takes bets, pays cash-outs at the multiplier, loses the rest at the crash, and reveals a seed that checks', async () => {
    expect((await call('GET', '/wps/relay/house/crash')).json().error.code).toBe('error_maintenance');
    // Rounds that crash between 1.20x and 1.30x: 3.0 to 4.4 s of curve, time enough on a busy machine.
    const room = await testCrashRoom(sites.database.pool, {
      // Betting stays open long enough for the bets below on a machine busy with other tests.
      timings: { bettingMs: 3_000, crashedMs: 100 },
      crashPoints: { min: 12_000, max: 13_000 },
    });
    const [alice, bob, carol] = [
      await fundedPlayer(100_000n),
      await fundedPlayer(100_000n),
      await fundedPlayer(100_000n),
    ];

    expect(await room.steps.step()).toBe('opened');
    const betting = await roomState(alice.token);
    expect(betting.round).toMatchObject({
      roundNumber: 1,
      phase: 'betting',
      crashPoint: null,
      serverSeed: null,
    });
    expect(betting.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(betting.myBet).toBeNull();

    const placed = await bet(alice, '10000', 'alice-bet-1');
    expect(placed.json().value).toMatchObject({ balance: '90000', bet: { stake: '10000', settled: false } });
    // The same click again answers the same bet and moves nothing; another bet in the round is refused.
    expect((await bet(alice, '10000', 'alice-bet-1')).json().value.balance).toBe('90000');
    expect((await bet(alice, '5000', 'alice-bet-2')).json().error.code).toBe('error_crash_already_bet');
    expect((await bet(bob, '20000', 'bob-bet-1')).statusCode).toBe(200);
    expect((await bet(carol, '10000', 'carol-bet-1', 10_100)).statusCode).toBe(200);
    expect((await call('POST', '/wps/relay/house/crash/cashout', alice.token)).json().error.code).toBe(
      'error_crash_cash_out_closed',
    );
    expect(await mainBalance(sites.member, alice.token)).toBe('90000');

    await untilRoundTime(sites.database.pool, 'betting_ends_at');
    expect(await room.steps.step()).toBe('started');
    const late = await fundedPlayer(10_000n);
    expect((await bet(late, '1000', 'late-bet-1')).json().error.code).toBe('error_crash_betting_closed');

    await sleep(250);
    // The curve passed 1.01x: the leader's step pays Carol's automatic cash-out at its target.
    expect(await room.steps.step()).toBe('cashed-out');
    const cashed = await call('POST', '/wps/relay/house/crash/cashout', alice.token);
    expect(cashed.statusCode).toBe(200);
    const { cashedOutAt, payout, balance } = cashed.json().value as Record<string, string | number>;
    expect(cashedOutAt).toBeGreaterThanOrEqual(10_100);
    expect(cashedOutAt).toBeLessThan(13_000);
    expect(BigInt(payout as string)).toBe((10_000n * BigInt(cashedOutAt as number)) / 10_000n);
    expect(BigInt(balance as string)).toBe(90_000n + BigInt(payout as string));
    // A second press pays nothing more.
    expect((await call('POST', '/wps/relay/house/crash/cashout', alice.token)).json().error.code).toBe(
      'error_crash_cash_out_closed',
    );
    expect(await mainBalance(sites.member, alice.token)).toBe(balance);

    await untilRoundTime(sites.database.pool, 'crashes_at');
    // Past the crash time a cash-out is refused even before the leader marks the crash.
    expect((await call('POST', '/wps/relay/house/crash/cashout', bob.token)).json().error.code).toBe(
      'error_crash_cash_out_closed',
    );
    expect(await room.steps.step()).toBe('crashed');
    expect(await mainBalance(sites.member, bob.token)).toBe('80000');
    expect(await mainBalance(sites.member, carol.token)).toBe('100100');

    // A stale token still watches the room, as a visitor.
    expect((await roomState('not-a-session')).myBet).toBeNull();
    const crashed = await roomState(bob.token);
    expect(crashed.round.phase).toBe('crashed');
    expect(crashed.myBet).toMatchObject({ stake: '20000', cashedOutAt: null, payout: '0', settled: true });
    expect(crashed.history[0]).toEqual({ roundNumber: 1, crashPoint: crashed.round.crashPoint });
    const names = crashed.players.map((player) => player.name);
    expect(names).toHaveLength(3);
    for (const player of [alice, bob, carol]) expect(JSON.stringify(crashed)).not.toContain(player.username);
    expect(crashed.players.find((player) => player.cashedOutAt === 10_100)?.payout).toBe('10100');

    const page = (await call('GET', '/wps/relay/house/crash/rounds?page=1&size=5')).json().value;
    expect(page.total).toBe(1);
    const revealed = page.content[0];
    expect(revealed.serverSeedHash).toBe(betting.round.serverSeedHash);
    expect(hashServerSeed(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(crashPointOfSeed(revealed.serverSeed, revealed.clientSeed, revealed.nonce)).toBe(
      revealed.crashPoint,
    );

    // Every page saw the round go by, players masked.
    const crashEvents = () =>
      visitor.messages.filter((m) => m.event === 'crash').map((m) => m.data as CrashLiveEvent);
    await expect.poll(() => crashEvents().length).toBe(8);
    expect(crashEvents().map((event) => (event.kind === 'round' ? event.round.phase : event.kind))).toEqual([
      'betting',
      'bet',
      'bet',
      'bet',
      'running',
      'cashout',
      'cashout',
      'crashed',
    ]);
    expect(JSON.stringify(crashEvents())).not.toContain(alice.username);
  });
});

describe('the PAPPU leader', () => {
  it('runs the rounds on one instance only, and another takes over when it stops', async () => {
    const settings = {
      timings: { bettingMs: 100, crashedMs: 50 },
      crashPoints: { min: 10_000, max: 10_300 },
      tickMs: 20,
      electionMs: 100,
    };
    const [roomA, roomB] = [
      await testCrashRoom(sites.database.pool, settings),
      await testCrashRoom(sites.database.pool, settings),
    ];
    const [leaderA, leaderB] = [roomA.leader(), roomB.leader()];
    const roundCount = async () =>
      Number(
        (await sites.database.pool.query<{ n: bigint }>('select count(*) as n from crash_rounds')).rows[0]!.n,
      );
    const before = await roundCount();
    leaderA.start();
    leaderB.start();
    await sleep(400);
    expect([leaderA.isLeader(), leaderB.isLeader()].filter(Boolean)).toHaveLength(1);
    await expect.poll(roundCount, { timeout: 5_000 }).toBeGreaterThan(before + 1);

    const [leader, follower] = leaderA.isLeader() ? [leaderA, leaderB] : [leaderB, leaderA];
    await leader.stop();
    await expect.poll(() => follower.isLeader(), { timeout: 3_000 }).toBe(true);
    const afterTakeOver = await roundCount();
    await expect.poll(roundCount, { timeout: 5_000 }).toBeGreaterThan(afterTakeOver + 1);
    await follower.stop();

    const { rows } = await sites.database.pool.query<{ gaps: bigint; stuck: bigint }>(
      `select count(*) filter (where round_number <> rn) as gaps,
              count(*) filter (where phase <> 'crashed' and round_number < max_number) as stuck
         from (select round_number, phase, row_number() over (order by round_number) as rn,
                      max(round_number) over () as max_number from crash_rounds) numbered`,
    );
    expect(rows[0]).toEqual({ gaps: 0n, stuck: 0n });
  });
});
