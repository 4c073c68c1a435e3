import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  betBody,
  createTestVendor,
  mainBalance,
  moneyCounts,
  nextVendorId,
  playerAt,
  roundRowOf,
  roundsDisagreeingWithLedger,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import type { Ledger } from '../wallet/ledger/service.ts';
import { signVendorRequest } from './signing.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;
let vendor: TestVendor;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger, brandId } = await brandLedger(sites));
  vendor = await createTestVendor(sites.operator, { code: 'API_SLOTS', category: 'slots' });
});
afterAll(() => sites.close());

const call = (name: 'balance' | 'debit' | 'credit' | 'rollback', body: unknown, options = {}) =>
  vendorCall(sites.member, vendor, name, body, options);

async function vendorHouseBalance(): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ balance: bigint }>(
    `select balance from ledger_balances where brand_id = $1 and code = 'vendor:API_SLOTS'`,
    [brandId],
  );
  return rows[0]?.balance ?? 0n;
}

const bet = betBody;
const counts = () => moneyCounts(sites.database.pool);
const roundRow = (player: TestPlayer, roundId: string) => roundRowOf(sites.database.pool, player, roundId);

describe('signatures', () => {
  it('refuses a missing, wrong, stale or other vendor’s signature with 401, and changes nothing', async () => {
    const player = await playerAt(sites, vendor, 10_000n);
    const other = await createTestVendor(sites.operator, { code: 'API_OTHER' });
    const body = bet(player, '1000');
    const raw = JSON.stringify(body);
    const now = Math.floor(Date.now() / 1000);
    const before = await counts();
    const attempts = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-lotus-timestamp': String(now) },
      {
        'content-type': 'application/json',
        'x-lotus-timestamp': String(now),
        'x-lotus-signature': signVendorRequest(vendor.secret, now, `${raw} `),
      },
      {
        'content-type': 'application/json',
        'x-lotus-timestamp': String(now),
        'x-lotus-signature': signVendorRequest(other.secret, now, raw),
      },
      {
        'content-type': 'application/json',
        'x-lotus-timestamp': String(now - 400),
        'x-lotus-signature': signVendorRequest(vendor.secret, now - 400, raw),
      },
      {
        'content-type': 'application/json',
        'x-lotus-timestamp': String(now + 400),
        'x-lotus-signature': signVendorRequest(vendor.secret, now + 400, raw),
      },
      {
        // Signed for another timestamp than the one sent.
        'content-type': 'application/json',
        'x-lotus-timestamp': String(now),
        'x-lotus-signature': signVendorRequest(vendor.secret, now - 1, raw),
      },
    ];
    for (const headers of attempts) {
      const response = await sites.member.inject({
        method: 'POST',
        url: `/vendor-wallet/${vendor.code}/debit`,
        headers,
        payload: raw,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_vendor_signature_invalid');
    }
    expect(await counts()).toEqual(before);
    expect(await mainBalance(sites.member, player.session)).toBe('10000');
    // Within the window (either side) the same body goes through.
    const late = await call('debit', body, { timestamp: now - 240 });
    expect(late.statusCode).toBe(200);
  });

  it('answers an unknown vendor 404, and refuses a vendor whose secret was never issued', async () => {
    const unknown = await vendorCall(sites.member, { code: 'NO_SUCH', secret: 'x' }, 'balance', {
      playerId: '1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_vendor_not_found');
    // The seeded simulators have no secret until the operator issues one.
    const seeded = await vendorCall(sites.member, { code: 'SIM_SLOTS', secret: '' }, 'balance', {
      playerId: '1',
    });
    expect(seeded.statusCode).toBe(401);
    expect(seeded.json().error.code).toBe('error_vendor_signature_invalid');
  });
});

describe('balance', () => {
  it('answers the player’s main balance on a single-wallet brand', async () => {
    const player = await playerAt(sites, vendor, 12_345n);
    const response = await call('balance', { playerId: player.playerId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { playerId: player.playerId, balance: '12345', currency: 'VND', wallet: 'main' },
    });
    const unknown = await call('balance', { playerId: '999999999' });
    expect(unknown.json().error.code).toBe('error_account_not_found');
  });
});

describe('a round: debit, credit, rollback', () => {
  it('takes the bet, pays the win into the same wallet, and writes the round as it goes', async () => {
    const player = await playerAt(sites, vendor, 10_000n);
    const houseBefore = await vendorHouseBalance();
    const roundId = nextVendorId('round');
    const debit = await call('debit', bet(player, '2500', { transactionId: 'happy-bet', roundId }));
    expect(debit.statusCode).toBe(200);
    expect(debit.json().value).toEqual({
      playerId: player.playerId,
      transactionId: 'happy-bet',
      roundId,
      balance: '7500',
      currency: 'VND',
    });
    expect(await roundRow(player, roundId)).toEqual({
      game_code: 'lucky-lotus',
      game_type: 'slots',
      wallet: 'main',
      stake: '2500',
      rolled_back_stake: '0',
      payout: '0',
      status: 'open',
      settled: false,
    });
    const credit = await call('credit', {
      playerId: player.playerId,
      transactionId: 'happy-win',
      roundId,
      amount: '6000',
    });
    expect(credit.json().value).toMatchObject({ balance: '13500', transactionId: 'happy-win' });
    expect(await roundRow(player, roundId)).toMatchObject({
      payout: '6000',
      status: 'settled',
      settled: true,
    });
    expect(await mainBalance(sites.member, player.session)).toBe('13500');

    // The vendor's house account holds the other side: +2500 -6000.
    expect((await vendorHouseBalance()) - houseBefore).toBe(-3500n);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('closes a lost round with a credit of 0, and takes no more bets on it', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const roundId = nextVendorId('round');
    await call('debit', bet(player, '1000', { roundId }));
    const before = await counts();
    const credit = await call('credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('win'),
      roundId,
      amount: '0',
    });
    expect(credit.json().value.balance).toBe('4000');
    const after = await counts();
    expect(after?.journals).toBe(before?.journals);
    expect(await roundRow(player, roundId)).toMatchObject({ status: 'settled', payout: '0' });

    const late = await call('debit', bet(player, '500', { roundId }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('error_vendor_round_settled');
    expect(await mainBalance(sites.member, player.session)).toBe('4000');
  });

  it('refuses a credit for a round it never saw, without keeping the refusal', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const roundId = nextVendorId('round');
    const credit = { playerId: player.playerId, transactionId: nextVendorId('win'), roundId, amount: '700' };
    const early = await call('credit', credit);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.code).toBe('error_vendor_round_unknown');
    // The bet comes late; the vendor's retry of the same win now lands.
    await call('debit', bet(player, '1000', { roundId }));
    const retry = await call('credit', credit);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value.balance).toBe('4700');
  });

  it('rolls back one bet of a round once, and refuses to roll back a settled round', async () => {
    const player = await playerAt(sites, vendor, 10_000n);
    const roundId = nextVendorId('round');
    await call('debit', bet(player, '1000', { transactionId: 'rb-first', roundId }));
    await call('debit', bet(player, '2000', { transactionId: 'rb-second', roundId }));
    expect(await mainBalance(sites.member, player.session)).toBe('7000');

    const rollback = await call('rollback', {
      playerId: player.playerId,
      transactionId: 'rb-second',
      roundId,
    });
    expect(rollback.json().value).toEqual({
      playerId: player.playerId,
      transactionId: 'rb-second',
      roundId,
      balance: '9000',
      currency: 'VND',
      rolledBack: true,
    });
    const again = await call('rollback', { playerId: player.playerId, transactionId: 'rb-second', roundId });
    expect(again.json()).toEqual(rollback.json());
    expect(again.headers['x-lotus-replayed']).toBe('true');
    expect(await roundRow(player, roundId)).toMatchObject({
      stake: '1000',
      rolled_back_stake: '2000',
      status: 'open',
    });

    await call('credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('win'),
      roundId,
      amount: '0',
    });
    const tooLate = await call('rollback', { playerId: player.playerId, transactionId: 'rb-first', roundId });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('error_vendor_round_settled');
    expect(await mainBalance(sites.member, player.session)).toBe('9000');
  });

  it('rolls a round back whole when its last bet is rolled back; a win on it is refused', async () => {
    const player = await playerAt(sites, vendor, 3_000n);
    const roundId = nextVendorId('round');
    await call('debit', bet(player, '3000', { transactionId: 'whole-1', roundId }));
    await call('rollback', { playerId: player.playerId, transactionId: 'whole-1', roundId });
    expect(await roundRow(player, roundId)).toMatchObject({
      stake: '0',
      rolled_back_stake: '3000',
      status: 'rolled_back',
    });
    const win = await call('credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('win'),
      roundId,
      amount: '100',
    });
    expect(win.statusCode).toBe(409);
    expect(win.json().error.code).toBe('error_vendor_round_rolled_back');
    expect(await mainBalance(sites.member, player.session)).toBe('3000');
  });
});

describe('the bets and the ledger', () => {
  it('agree: every round’s stake and payout are the sum of its journals, and the books balance', async () => {
    const check = await roundsDisagreeingWithLedger(sites.database.pool);
    expect(check.rounds).toBeGreaterThan(5);
    expect(check.mismatched).toBe(0);
    const books = await ledger.reconcile();
    expect(books.mismatches).toEqual([]);
    expect(books.balanced).toBe(true);
  });
});
