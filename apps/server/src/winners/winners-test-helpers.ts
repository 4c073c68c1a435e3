import { expect } from 'vitest';
import type { TestSites } from '../../test/test-sites.ts';
import { betBody, nextVendorId, operatorHeaders, vendorCall } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';

// Helpers of the winners pages' tests: real rounds through the seamless wallet, and their clocks.

/** The demo's simulator slots vendor (its games are in the catalog by name), with a fresh secret. */
export async function simulatorSlots(sites: TestSites): Promise<TestVendor> {
  const issued = await sites.operator.inject({
    method: 'POST',
    url: '/admin/vendors/SIM_SLOTS/secret',
    headers: operatorHeaders,
  });
  return { code: 'SIM_SLOTS', secret: issued.json().value.secret as string };
}

/** One real round of Lucky Lotus: a stake of 10,000 and one credit of `payout`, which settles it. */
export async function playRound(
  sites: TestSites,
  vendor: TestVendor,
  player: TestPlayer,
  payout: bigint,
): Promise<string> {
  const roundId = nextVendorId('round');
  const debit = await vendorCall(sites.member, vendor, 'debit', betBody(player, '10000', { roundId }));
  expect(debit.statusCode, debit.body).toBe(200);
  const credit = await vendorCall(sites.member, vendor, 'credit', {
    playerId: player.playerId,
    transactionId: nextVendorId('win'),
    roundId,
    amount: payout.toString(),
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return roundId;
}

/** Moves a settled round to another instant (the way a round settled at that time would read). */
export async function settleRoundAt(sites: TestSites, roundId: string, at: Date): Promise<void> {
  const moved = await sites.database.pool.query(
    `update bets set settled_at = $2 where round_id = $1 and status = 'settled'`,
    [roundId, at],
  );
  expect(moved.rowCount).toBe(1);
}

/** When the round settled, as the database holds it. */
export async function settledAtOf(sites: TestSites, roundId: string): Promise<Date> {
  const { rows } = await sites.database.pool.query<{ settled_at: Date }>(
    'select settled_at from bets where round_id = $1',
    [roundId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no round ${roundId}`);
  return row.settled_at;
}

/** How the board masks a username (`nguyen` → `ng***n`). */
export function masked(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
