import type { AdminBetRecordPage, AdminBetRound, BetRound } from '@lotus/contract/bet-rounds';
import type { BetRecordPage } from '@lotus/contract/bets';
import { hashServerSeed } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { testCrashRoom } from '../../../test/crash-helpers.ts';
import { sleep } from '../../../test/live-events-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  createTestVendor,
  mainBalance,
  nextVendorId,
  operatorHeaders,
  playerAt,
  vendorCall,
} from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { crashPointOfSeed } from '../../house/crash/round-steps.ts';

let sites: TestSites;
let slots: TestVendor;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  slots = await createTestVendor(sites.operator, { code: 'RECALL_SLOTS', category: 'slots' });
  alice = await playerAt(sites, slots, 1_000_000n);
  bob = await playerAt(sites, slots, 1_000_000n);
});
afterAll(() => sites.close());

const get = (url: string, player: TestPlayer | null) =>
  sites.member.inject({ method: 'GET', url, headers: player === null ? {} : bearer(player.session) });

async function valueOf<T>(url: string, player: TestPlayer): Promise<T> {
  const response = await get(url, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

const roundOf = (player: TestPlayer, id: string) => valueOf<BetRound>(`/wps/relay/bets/${id}`, player);

async function operator<T>(url: string): Promise<T> {
  const response = await sites.operator.inject({ method: 'GET', url, headers: operatorHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

/** The member's betting-record row of a game (newest first), as the record lists it. */
async function recordRow(player: TestPlayer, match: (row: BetRecordPage['content'][number]) => boolean) {
  const page = await valueOf<BetRecordPage>('/wps/relay/bets?size=100', player);
  const row = page.content.find(match);
  if (!row) throw new Error(`no such round in ${JSON.stringify(page.content)}`);
  return row;
}

async function vendor(call: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
  const response = await vendorCall(sites.member, slots, call, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function houseCall<T>(player: TestPlayer, url: string, payload: object): Promise<T> {
  const response = await sites.member.inject({
    method: 'POST',
    url,
    headers: bearer(player.session),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

describe('GET /wps/relay/bets/{id}: a vendor round', () => {
  it('shows the round with its bet and win in time order', async () => {
    const roundId = nextVendorId('r');
    const [betId, winId] = [nextVendorId('b'), nextVendorId('w')];
    const bet = { playerId: alice.playerId, transactionId: betId, roundId };
    await vendor('debit', { ...bet, token: alice.token, gameCode: 'lucky-lotus', amount: '20000' });
    await vendor('credit', { playerId: alice.playerId, transactionId: winId, roundId, amount: '55000' });

    const row = await recordRow(alice, (entry) => entry.roundId === roundId);
    const round = await roundOf(alice, row.id);
    expect(round).toMatchObject({
      ...row,
      detail: {
        kind: 'vendor',
        roundId,
        transactions: [
          { kind: 'bet', transactionId: betId, amount: '20000', status: 'applied' },
          { kind: 'win', transactionId: winId, amount: '55000', status: 'applied' },
        ],
      },
    });
    expect(round.net).toBe('35000');
    if (round.detail.kind !== 'vendor') throw new Error('not a vendor round');
    const [placed, paid] = round.detail.transactions;
    expect(Date.parse(placed!.createdAt)).toBeLessThanOrEqual(Date.parse(paid!.createdAt));
  });

  it('shows a rolled-back bet as cancelled, and what the rollback gave back', async () => {
    const roundId = nextVendorId('r');
    const betId = nextVendorId('b');
    await vendor('debit', {
      playerId: alice.playerId,
      token: alice.token,
      transactionId: betId,
      roundId,
      gameCode: 'lucky-lotus',
      amount: '7000',
    });
    await vendor('rollback', { playerId: alice.playerId, transactionId: betId, roundId });

    const row = await recordRow(alice, (entry) => entry.roundId === roundId);
    expect(row).toMatchObject({ status: 'rolled_back', stake: '0', rolledBackStake: '7000' });
    const round = await roundOf(alice, row.id);
    expect(round.detail).toEqual({
      kind: 'vendor',
      roundId,
      transactions: [
        expect.objectContaining({ kind: 'bet', transactionId: betId, amount: '7000', status: 'rolled_back' }),
        expect.objectContaining({
          kind: 'rollback',
          transactionId: betId,
          amount: '7000',
          status: 'applied',
        }),
      ],
    });
  });
});

describe('GET /wps/relay/bets/{id}: house rounds and PAPPU bets', () => {
  it('shows a house round’s outcome and seeds, the server seed only once the member rotated', async () => {
    const played = await houseCall<{ round: { id: string; serverSeedHash: string } }>(
      alice,
      '/wps/relay/house/dice/bets',
      { stake: '1000', direction: 'under', targetHundredths: 5000, idempotencyKey: nextVendorId('dice') },
    );
    const row = await recordRow(alice, (entry) => entry.gameCode === 'dice');
    expect(row).toMatchObject({ vendor: 'LOTUS', gameType: 'mini_games', roundId: played.round.id });

    const before = await roundOf(alice, row.id);
    expect(before.detail).toMatchObject({
      kind: 'house',
      round: {
        id: played.round.id,
        game: 'dice',
        params: { direction: 'under', targetHundredths: 5000 },
        serverSeedHash: played.round.serverSeedHash,
        serverSeed: null,
        nonce: 0,
      },
    });
    if (before.detail.kind !== 'house' || before.detail.round.game !== 'dice') throw new Error('not dice');
    expect(before.detail.round.outcome.rollHundredths).toBeGreaterThanOrEqual(0);
    // The operator sees the seed before the member has rotated.
    const seen = await operator<AdminBetRound>(`/admin/bets/${row.id}`);
    expect(seen).toMatchObject({
      memberId: alice.playerId,
      username: alice.username,
      detail: { kind: 'house' },
    });
    const operatorSeed = seen.detail.kind === 'house' ? seen.detail.round.serverSeed : null;
    expect(hashServerSeed(operatorSeed ?? '')).toBe(played.round.serverSeedHash);

    const rotated = await houseCall<{ revealed: { serverSeed: string } }>(
      alice,
      '/wps/relay/house/seeds/rotate',
      {},
    );
    const after = await roundOf(alice, row.id);
    expect(after.detail).toMatchObject({ kind: 'house', round: { serverSeed: rotated.revealed.serverSeed } });
    expect(rotated.revealed.serverSeed).toBe(operatorSeed);
  });

  it('shows a PAPPU bet with its round: the seed and crash point once the round has crashed', async () => {
    const room = await testCrashRoom(sites.database.pool, {
      timings: { bettingMs: 400, crashedMs: 50 },
      crashPoints: { min: 10_200, max: 10_500 },
    });
    // The PAPPU bet gets the number of Alice's dice round: each still has a row of its own.
    const { rows } = await sites.database.pool.query<{ id: bigint }>(
      `select max(id) as id from house_rounds where member_id = $1`,
      [BigInt(alice.playerId)],
    );
    await sites.database.pool.query(`select setval(pg_get_serial_sequence('crash_bets', 'id'), $1, false)`, [
      rows[0]!.id,
    ]);
    expect(await room.steps.step()).toBe('opened');
    const placed = await houseCall<{ bet: { roundNumber: number } }>(alice, '/wps/relay/house/crash/bets', {
      stake: '10000',
      autoCashOut: 10_100,
      idempotencyKey: nextVendorId('pappu'),
    });
    const row = await recordRow(alice, (entry) => entry.gameCode === 'pappu');
    expect(row).toMatchObject({ vendor: 'LOTUS', status: 'open', stake: '10000' });
    const open = await roundOf(alice, row.id);
    expect(open.detail).toMatchObject({
      kind: 'pappu',
      roundNumber: placed.bet.roundNumber,
      nonce: placed.bet.roundNumber,
      autoCashOut: 10_100,
      cashedOutAt: null,
      crashPoint: null,
      serverSeed: null,
      clientSeed: room.clientSeed,
    });
    // The operator sees the seed of a round still in play.
    const early = await operator<AdminBetRound>(`/admin/bets/${row.id}`);
    expect(early.detail).toMatchObject({ kind: 'pappu', serverSeed: expect.any(String) });

    await sleep(450);
    expect(await room.steps.step()).toBe('started');
    await expect.poll(() => room.steps.step(), { interval: 100, timeout: 5_000 }).toBe('crashed');

    const settled = await roundOf(alice, row.id);
    expect(settled).toMatchObject({ status: 'settled', stake: '10000', payout: '10100', net: '100' });
    if (settled.detail.kind !== 'pappu') throw new Error('not a PAPPU round');
    const { serverSeed, serverSeedHash, clientSeed, nonce, crashPoint } = settled.detail;
    expect(settled.detail.cashedOutAt).toBe(10_100);
    expect(hashServerSeed(serverSeed ?? '')).toBe(serverSeedHash);
    expect(crashPointOfSeed(serverSeed ?? '', clientSeed, nonce)).toBe(crashPoint);
    expect(settled.detail.crashedAt).not.toBeNull();
    // Both of Alice's rounds numbered alike kept their own rows, and the cash-out was paid.
    const dice = await recordRow(alice, (entry) => entry.gameCode === 'dice');
    expect(dice.roundId).toBe(rows[0]!.id.toString());
    expect(row.roundId).toBe(`pappu-${rows[0]!.id}`);
  });
});

describe('GET /wps/relay/bets/{id}: who may see a round', () => {
  it('answers another member’s or an unknown round as not found, and needs a session', async () => {
    const row = await recordRow(alice, () => true);
    const stranger = await get(`/wps/relay/bets/${row.id}`, bob);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('error_not_found');
    expect(stranger.body).not.toContain(row.roundId);
    const unknown = await get('/wps/relay/bets/987654321', alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_not_found');

    const anonymous = await get(`/wps/relay/bets/${row.id}`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('error_not_logged_in');
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const malformed = await get(`/wps/relay/bets/${id}`, alice);
      expect(malformed.statusCode, id).toBe(400);
      expect(malformed.json().error.code).toBe('error_validation');
    }
  });
});

describe('the operator’s game history', () => {
  it('lists every member’s rounds newest first, filtered by member, vendor, game and status', async () => {
    const all = await operator<AdminBetRecordPage>('/admin/bets?size=100');
    const members = new Set(all.content.map((round) => round.username));
    expect(members.has(alice.username)).toBe(true);
    const placed = all.content.map((round) => Date.parse(round.placedAt));
    expect(placed).toEqual([...placed].sort((a, b) => b - a));

    const bobsRound = nextVendorId('r');
    await vendor('debit', {
      playerId: bob.playerId,
      token: bob.token,
      transactionId: nextVendorId('b'),
      roundId: bobsRound,
      gameCode: 'lucky-lotus',
      amount: '3000',
    });
    const bobs = await operator<AdminBetRecordPage>(`/admin/bets?member=${bob.username}`);
    expect(bobs.content).toEqual([
      expect.objectContaining({
        memberId: bob.playerId,
        username: bob.username,
        roundId: bobsRound,
        status: 'open',
      }),
    ]);
    expect(bobs).toMatchObject({ total: 1, timeZone: 'Asia/Ho_Chi_Minh' });

    const house = await operator<AdminBetRecordPage>('/admin/bets?vendor=LOTUS');
    expect(new Set(house.content.map((round) => round.gameCode))).toEqual(new Set(['dice', 'pappu']));
    const pappu = await operator<AdminBetRecordPage>(`/admin/bets?game=pappu&member=${alice.username}`);
    expect(pappu.content.map((round) => round.gameCode)).toEqual(['pappu']);
    const cancelled = await operator<AdminBetRecordPage>('/admin/bets?status=rolled_back');
    expect(cancelled.content.map((round) => round.username)).toEqual([alice.username]);
    const oldDays = await operator<AdminBetRecordPage>('/admin/bets?from=2025-01-01&to=2025-01-31');
    expect(oldDays).toMatchObject({ total: 0, content: [], from: '2025-01-01', to: '2025-01-31' });
  });

  it('opens any member’s round, and refuses without an operator’s credential or with a bad query', async () => {
    const [row] = (await operator<AdminBetRecordPage>(`/admin/bets?member=${bob.username}`)).content;
    const round = await operator<AdminBetRound>(`/admin/bets/${row!.id}`);
    expect(round).toMatchObject({ id: row!.id, username: bob.username, detail: { kind: 'vendor' } });

    const unknown = await sites.operator.inject({
      method: 'GET',
      url: '/admin/bets/987654321',
      headers: operatorHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_not_found');
    for (const url of ['/admin/bets', `/admin/bets/${row!.id}`]) {
      const refused = await sites.operator.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(401);
      expect(refused.statusCode, url).toBeLessThan(404);
    }
    for (const query of ['?from=2026-03-10&to=2026-03-01', '?status=won', '?vendor=lower', '?size=101']) {
      const response = await sites.operator.inject({
        method: 'GET',
        url: `/admin/bets${query}`,
        headers: operatorHeaders,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    // The money the records show is the money that moved: Bob still has his open stake out.
    expect(await mainBalance(sites.member, bob.session)).toBe('997000');
  });
});
