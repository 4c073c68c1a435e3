import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { freePlayToken } from '../../test/deposit-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { betBody, createTestVendor, nextVendorId, vendorCall } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { simulatorSlots } from '../winners/winners-test-helpers.ts';

// The simulator's games with play money (decision 0018): a guest's rounds at a SIM_* vendor move
// play money against the vendor's play account; a real vendor never sees a guest.

let sites: TestSites;
let simulator: TestVendor;
let external: TestVendor;

beforeAll(async () => {
  sites = await createTestSites();
  simulator = await simulatorSlots(sites);
  external = await createTestVendor(sites.operator, { code: 'REAL_SLOTS' });
});
afterAll(() => sites.close());

function launch(session: string, vendor: TestVendor) {
  return sites.member.inject({
    method: 'POST',
    url: '/wps/relay/vendor-wallet/token',
    headers: bearer(session),
    payload: { vendor: vendor.code },
  });
}

async function guestAt(vendor: TestVendor): Promise<TestPlayer> {
  const session = await freePlayToken(sites.member, sites.config.PAYLOAD_KEY);
  const issued = await launch(session, vendor);
  expect(issued.statusCode, issued.body).toBe(200);
  const value = issued.json().value as { token: string; playerId: string };
  return { username: '', session, playerId: value.playerId, token: value.token };
}

async function systemBalance(code: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ balance: bigint }>(
    'select balance from ledger_balances where member_id is null and code = $1',
    [code],
  );
  return rows[0]?.balance ?? 0n;
}

describe('a guest at the simulator’s vendors', () => {
  it('the vendor sees the play balance, takes play bets and pays play wins, never real money', async () => {
    const player = await guestAt(simulator);
    const balance = await vendorCall(sites.member, simulator, 'balance', { playerId: player.playerId });
    expect(balance.json().value).toMatchObject({ balance: '1000000', currency: 'XPM', wallet: 'play' });

    const realBefore = await systemBalance('vendor:SIM_SLOTS');
    const playBefore = await systemBalance('play_vendor:SIM_SLOTS');
    const roundId = nextVendorId('round');
    const debit = await vendorCall(sites.member, simulator, 'debit', betBody(player, '10000', { roundId }));
    expect(debit.json().value).toMatchObject({ balance: '990000', currency: 'XPM' });
    const credit = await vendorCall(sites.member, simulator, 'credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('win'),
      roundId,
      amount: '25000',
    });
    expect(credit.json().value).toMatchObject({ balance: '1015000', currency: 'XPM' });

    expect(await systemBalance('vendor:SIM_SLOTS')).toBe(realBefore);
    expect(await systemBalance('play_vendor:SIM_SLOTS')).toBe(playBefore - 15_000n);
    const { rows } = await sites.database.pool.query(
      `select wallet, currency, stake, payout, status from bets where member_id = $1`,
      [BigInt(player.playerId)],
    );
    expect(rows).toEqual([
      { wallet: 'play', currency: 'XPM', stake: 10_000n, payout: 25_000n, status: 'settled' },
    ]);
    const shown = await sites.member.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: bearer(player.session),
    });
    expect(shown.json().value).toMatchObject({ balance: '1015000', currency: 'XPM', playMoney: true });
  });

  it('a rollback gives the play stake back; a bet beyond the play balance is refused', async () => {
    const player = await guestAt(simulator);
    const transactionId = nextVendorId('bet');
    const roundId = nextVendorId('round');
    const debit = await vendorCall(
      sites.member,
      simulator,
      'debit',
      betBody(player, '400000', { roundId, transactionId }),
    );
    expect(debit.json().value).toMatchObject({ balance: '600000' });
    const rolledBack = await vendorCall(sites.member, simulator, 'rollback', {
      playerId: player.playerId,
      transactionId,
      roundId,
    });
    expect(rolledBack.json().value).toMatchObject({ balance: '1000000', currency: 'XPM', rolledBack: true });
    const tooMuch = await vendorCall(sites.member, simulator, 'debit', betBody(player, '1000001'));
    expect(tooMuch.json().error.code).toBe('error_insufficient_funds');
  });

  it('a real vendor is not offered to a guest: the launch says so, its wallet calls refuse', async () => {
    const session = await freePlayToken(sites.member, sites.config.PAYLOAD_KEY);
    const refused = await launch(session, external);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_free_play_not_offered');
    const player = await guestAt(simulator);
    const balance = await vendorCall(sites.member, external, 'balance', { playerId: player.playerId });
    expect(balance.json().error.code).toBe('error_operation_not_allowed');
  });
});
