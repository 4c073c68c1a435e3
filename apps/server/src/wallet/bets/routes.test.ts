import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, nextVendorId, playerAt, vendorCall } from '../../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../../test/vendor-wallet-helpers.ts';

let sites: TestSites;
let slots: TestVendor;
let live: TestVendor;
let alice: TestPlayer;
let bob: TestPlayer;

/** Plays one round through the vendor API: a bet, then (unless left open) a win of `payout`. */
async function playRound(
  vendor: TestVendor,
  player: TestPlayer,
  stake: string,
  payout: string | null,
): Promise<string> {
  const roundId = nextVendorId('r');
  const debit = await vendorCall(sites.member, vendor, 'debit', {
    playerId: player.playerId,
    token: player.token,
    transactionId: nextVendorId('b'),
    roundId,
    gameCode: `${vendor.code.toLowerCase()}-game`,
    amount: stake,
  });
  expect(debit.statusCode).toBe(200);
  if (payout !== null) {
    const credit = await vendorCall(sites.member, vendor, 'credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('w'),
      roundId,
      amount: payout,
    });
    expect(credit.statusCode).toBe(200);
  }
  return roundId;
}

async function setTimes(player: TestPlayer, roundId: string, times: { placed?: string; settled?: string }) {
  await sites.database.pool.query(
    `update bets set placed_at = coalesce($3::timestamptz, placed_at), settled_at = coalesce($4::timestamptz, settled_at)
      where member_id = $1 and round_id = $2`,
    [BigInt(player.playerId), roundId, times.placed ?? null, times.settled ?? null],
  );
}

const record = (player: TestPlayer | null, query = '') =>
  sites.member.inject({
    method: 'GET',
    url: `/wps/relay/bets${query}`,
    headers: player === null ? {} : bearer(player.session),
  });

const profitLoss = (player: TestPlayer | null, query = '') =>
  sites.member.inject({
    method: 'GET',
    url: `/wps/relay/bets/profit-loss${query}`,
    headers: player === null ? {} : bearer(player.session),
  });

let aliceRounds: string[];
let bobRounds: string[];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  slots = await createTestVendor(sites.operator, { code: 'REC_SLOTS', category: 'slots' });
  live = await createTestVendor(sites.operator, { code: 'REC_LIVE', category: 'live_casino' });
  alice = await playerAt(sites, slots, 100_000n);
  bob = await playerAt(sites, slots, 100_000n);
  // Alice's token at the live vendor, issued with her own session.
  const issued = await sites.member.inject({
    method: 'POST',
    url: '/wps/relay/vendor-wallet/token',
    headers: bearer(alice.session),
    payload: { vendor: live.code },
  });
  const aliceLive = { ...alice, token: issued.json().value.token as string };
  aliceRounds = [
    await playRound(slots, alice, '1000', '2500'),
    await playRound(slots, alice, '2000', '0'),
    await playRound(live, aliceLive, '5000', '4000'),
    await playRound(slots, alice, '700', null),
  ];
  bobRounds = [await playRound(slots, bob, '3000', '9000')];
});
afterAll(() => sites.close());

describe('GET /wps/relay/bets', () => {
  it('needs a session', async () => {
    const response = await record(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
  });

  it('lists only the member’s own rounds, newest first, with the round’s figures', async () => {
    const response = await record(alice);
    expect(response.statusCode).toBe(200);
    const page = response.json().value;
    expect(page).toMatchObject({ page: 1, size: 20, total: 4, timeZone: 'Asia/Ho_Chi_Minh' });
    expect(page.content.map((round: { roundId: string }) => round.roundId)).toEqual(
      [...aliceRounds].reverse(),
    );
    expect(page.content[3]).toMatchObject({
      vendor: 'REC_SLOTS',
      gameCode: 'rec_slots-game',
      gameType: 'slots',
      status: 'settled',
      stake: '1000',
      rolledBackStake: '0',
      payout: '2500',
      net: '1500',
      currency: 'VND',
    });
    expect(page.content[0]).toMatchObject({ status: 'open', stake: '700', net: null, settledAt: null });

    const bobs = (await record(bob)).json().value;
    const bobIds = bobs.content.map((round: { roundId: string }) => round.roundId);
    expect(bobIds).toEqual([bobRounds[0]]);
    for (const id of aliceRounds) expect(bobIds).not.toContain(id);
  });

  it('filters by game type and status, and pages', async () => {
    const liveOnly = (await record(alice, '?gameType=live_casino')).json().value;
    expect(liveOnly.content.map((round: { roundId: string }) => round.roundId)).toEqual([aliceRounds[2]]);
    const open = (await record(alice, '?status=open')).json().value;
    expect(open.content.map((round: { roundId: string }) => round.roundId)).toEqual([aliceRounds[3]]);
    const second = (await record(alice, '?size=3&page=2')).json().value;
    expect(second).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(second.content.map((round: { roundId: string }) => round.roundId)).toEqual([aliceRounds[0]]);
    const past = (await record(alice, '?size=3&page=9')).json().value;
    expect(past).toMatchObject({ content: [], total: 4 });
  });

  it('covers the last 7 days by default, and any range of days asked for', async () => {
    const member = await playerAt(sites, slots, 10_000n);
    const old = await playRound(slots, member, '100', '0');
    const recent = await playRound(slots, member, '200', '0');
    await setTimes(member, old, { placed: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    const byDefault = (await record(member)).json().value;
    expect(byDefault.content.map((round: { roundId: string }) => round.roundId)).toEqual([recent]);
    const from = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
    const wider = (await record(member, `?from=${from}`)).json().value;
    expect(wider.content.map((round: { roundId: string }) => round.roundId)).toEqual([recent, old]);
  });

  it('refuses ranges and filters it does not know', async () => {
    for (const query of [
      '?from=2026-03-10&to=2026-03-01',
      '?from=2024-01-01&to=2026-01-01',
      '?from=2026-02-30',
      '?from=yesterday',
      '?gameType=poker',
      '?status=won',
      '?size=0',
      '?size=101',
      '?page=0',
    ]) {
      const response = await record(alice, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
  });
});

describe('GET /wps/relay/bets/profit-loss', () => {
  it('needs a session', async () => {
    expect((await profitLoss(null)).statusCode).toBe(401);
  });

  it('sums settled rounds per day of the brand’s clock and per game type, with totals', async () => {
    // 16:59 UTC is 23:59 in Ho Chi Minh City; 17:00 UTC is already the next day there.
    await setTimes(alice, aliceRounds[0] as string, { settled: '2026-03-01T16:59:00Z' });
    await setTimes(alice, aliceRounds[1] as string, { settled: '2026-03-01T17:00:00Z' });
    await setTimes(alice, aliceRounds[2] as string, { settled: '2026-03-02T05:00:00Z' });
    await setTimes(bob, bobRounds[0] as string, { settled: '2026-03-01T10:00:00Z' });

    const response = await profitLoss(alice, '?from=2026-03-01&to=2026-03-07');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      days: [
        { date: '2026-03-02', rounds: 2, stake: '7000', payout: '4000', net: '-3000' },
        { date: '2026-03-01', rounds: 1, stake: '1000', payout: '2500', net: '1500' },
      ],
      gameTypes: [
        { gameType: 'live_casino', rounds: 1, stake: '5000', payout: '4000', net: '-1000' },
        { gameType: 'slots', rounds: 2, stake: '3000', payout: '2500', net: '-500' },
      ],
      total: { rounds: 3, stake: '8000', payout: '6500', net: '-1500' },
    });

    const oneDay = (await profitLoss(alice, '?from=2026-03-01&to=2026-03-01')).json().value;
    expect(oneDay.total).toEqual({ rounds: 1, stake: '1000', payout: '2500', net: '1500' });
    // Bob's win on the same day is his alone.
    const bobs = (await profitLoss(bob, '?from=2026-03-01&to=2026-03-01')).json().value;
    expect(bobs.total).toEqual({ rounds: 1, stake: '3000', payout: '9000', net: '6000' });
  });

  it('answers an empty range with zeros', async () => {
    const empty = (await profitLoss(alice, '?from=2025-01-01&to=2025-01-31')).json().value;
    expect(empty).toMatchObject({
      days: [],
      gameTypes: [],
      total: { rounds: 0, stake: '0', payout: '0', net: '0' },
    });
    expect((await profitLoss(alice, '?from=2026-01-02&to=2026-01-01')).json().error.code).toBe(
      'error_validation',
    );
  });
});
