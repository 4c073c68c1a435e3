import { expect } from 'vitest';
import { bearer, loginOn, nextClientAddress } from './auth-helpers.ts';
import { operatorInject } from './operator-helpers.ts';
import type { TestSites } from './test-sites.ts';
import { betBody, nextVendorId, vendorCall } from './vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from './vendor-wallet-helpers.ts';

/** `YYYY-MM-DD` on the brand's clock, `daysAgo` days back. */
export function brandDay(timeZone: string, daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone });
}

/** The brand's time zone, as its row says. */
export async function brandTimeZone(sites: TestSites): Promise<string> {
  const { rows } = await sites.database.pool.query<{ time_zone: string }>(
    'select time_zone from brands limit 1',
  );
  return rows[0]!.time_zone;
}

/** An operator call that must succeed; answers its value. */
export async function operatorValue(
  sites: TestSites,
  method: 'PUT' | 'POST' | 'GET',
  url: string,
  body?: object,
) {
  const response = await operatorInject(sites, { method, url, ...(body ? { payload: body } : {}) });
  expect(response.json().error).toBeUndefined();
  return response.json().value;
}

/** Makes the member (password Secret2026, as feedbackMember makes them) an agent; answers its agent-site token. */
export async function agentSession(sites: TestSites, username: string): Promise<string> {
  await operatorValue(sites, 'PUT', `/admin/members/${username}/agent-type`, { agentType: 1 });
  const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, { username, password: 'Secret2026' });
  return login.body.value.token as string;
}

/** Moves the member and its team under the agent `upline`. */
export const moveUnder = (sites: TestSites, username: string, upline: string) =>
  operatorValue(sites, 'PUT', `/admin/members/${username}/upline`, { upline });

/** A vendor round: the stake, then the win that closes it (none: the round stays open). */
export async function vendorRound(
  sites: TestSites,
  vendor: TestVendor,
  player: TestPlayer,
  stake: string,
  win: string | null,
) {
  const roundId = nextVendorId('round');
  expect(
    (await vendorCall(sites.member, vendor, 'debit', betBody(player, stake, { roundId }))).statusCode,
  ).toBe(200);
  if (win === null) return roundId;
  const credit = await vendorCall(sites.member, vendor, 'credit', {
    playerId: player.playerId,
    transactionId: nextVendorId('win'),
    roundId,
    amount: win,
  });
  expect(credit.statusCode).toBe(200);
  return roundId;
}

/** A GET on the agent site as the agent of the token: status and body. */
export async function agentGet(sites: TestSites, token: string, url: string) {
  const response = await sites.agent.inject({
    method: 'GET',
    url,
    headers: bearer(token),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}
