import { operatorHeaders } from '../../test/operator-helpers.ts';
import { randomBytes } from 'node:crypto';
import type { AdminHouseRound } from '@lotus/contract/house-games';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { fundMember, mainBalance } from '../../test/vendor-wallet-helpers.ts';
import { registerWalletMember } from '../../test/wallet-helpers.ts';

// Helpers of the house-game tests: players, calls, and the operator's view of a round.

export { operatorHeaders };

export interface HousePlayer {
  username: string;
  session: string;
  id: bigint;
}

export async function housePlayer(sites: TestSites, funds: bigint): Promise<HousePlayer> {
  const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  if (funds > 0n) await fundMember(sites.operator, member.username, funds);
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [member.username],
  );
  return { username: member.username, session: member.token, id: (rows[0] as { id: bigint }).id };
}

export function newKey(): string {
  return `k-${randomBytes(8).toString('hex')}`;
}

export function call(
  app: FastifyInstance,
  player: HousePlayer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(player.session),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A call that must succeed: its `value`. */
export async function value<T>(
  app: FastifyInstance,
  player: HousePlayer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(app, player, method, url, payload);
  const body = response.json();
  if (body.success !== true) throw new Error(`${method} ${url}: ${response.body}`);
  return body.value as T;
}

export async function balanceOf(sites: TestSites, player: HousePlayer): Promise<bigint> {
  return BigInt(await mainBalance(sites.member, player.session));
}

/** The operator's view of a round: with its server seed. */
export async function operatorRound(app: FastifyInstance, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/admin/house/rounds/${id}`,
    headers: operatorHeaders,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as AdminHouseRound;
}

export async function setHouseSettings(app: FastifyInstance, change: Record<string, unknown>) {
  const current = await app.inject({ method: 'GET', url: '/admin/house/settings', headers: operatorHeaders });
  const response = await app.inject({
    method: 'PUT',
    url: '/admin/house/settings',
    headers: operatorHeaders,
    payload: { ...current.json().value, ...change },
  });
  expect(response.json().success).toBe(true);
  return response.json().value as Record<string, unknown>;
}
