import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { revokeMemberSessions } from '../src/auth/tables.ts';
import { selectLoginAccount, selectLoginAccountById } from '../src/member/tables.ts';
import { AppError } from '../src/platform/http/app-error.ts';
import { createProtectionService } from '../src/protection/service.ts';
import type { ProtectionService } from '../src/protection/service.ts';
import { createLedger } from '../src/wallet/ledger/service.ts';
import type { Ledger } from '../src/wallet/ledger/service.ts';
import { bearer } from './auth-helpers.ts';
import type { TestSites } from './test-sites.ts';

/**
 * The protection service over the test database, as the server builds it (the same tables and
 * rules); sessions end through auth's own revoke.
 */
export async function protectionFor(sites: TestSites): Promise<ProtectionService> {
  const pool = sites.database.pool;
  const { rows } = await pool.query<{ id: number; currency: string; time_zone: string }>(
    'select id, currency, time_zone from brands order by id limit 1',
  );
  const brand = rows[0];
  if (!brand) throw new Error('no seeded brand');
  return createProtectionService({
    pool,
    brand,
    members: {
      findForLogin: (username) => selectLoginAccount(pool, brand.id, username),
      findForLoginById: (id) => selectLoginAccountById(pool, brand.id, id),
    },
    sessions: { revokeAllSessions: (memberId) => revokeMemberSessions(pool, memberId, null) },
    ledger: createLedger({ pool, brand }),
  });
}

/** Money movements as the cashier and the games write them (brief: the ledger conventions). */
export function ledgerMoves(ledger: Ledger) {
  const key = () => randomBytes(8).toString('hex');
  return {
    deposit: (memberId: bigint, amount: bigint) =>
      ledger.post({
        idempotencyKey: `deposit:${key()}`,
        kind: 'deposit',
        postings: [
          { account: { memberId, kind: 'main' }, amount },
          { account: { house: 'deposits_clearing' }, amount: -amount },
        ],
      }),
    bet: (memberId: bigint, stake: bigint) =>
      ledger.post({
        idempotencyKey: `bet:${key()}`,
        kind: 'bet',
        postings: [
          { account: { memberId, kind: 'main' }, amount: -stake },
          { account: { house: 'house' }, amount: stake },
        ],
      }),
    win: (memberId: bigint, payout: bigint) =>
      ledger.post({
        idempotencyKey: `win:${key()}`,
        kind: 'win',
        postings: [
          { account: { memberId, kind: 'main' }, amount: payout },
          { account: { house: 'house' }, amount: -payout },
        ],
      }),
  };
}

/** The AppError `work` throws (failing the test when it throws nothing or something else). */
export async function refusalOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

export async function memberIdOf(sites: TestSites, username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where lower(username) = lower($1)',
    [username],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no member ${username}`);
  return id;
}

export function protectionCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/wps/relay/responsible-gaming/${path}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
