import { operatorHeaders } from './operator-helpers.ts';
import { randomBytes } from 'node:crypto';
import AES from 'crypto-js/aes.js';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/platform/database/pool.ts';
import { bearer, nextClientAddress } from './auth-helpers.ts';
import { registerWalletMember } from './wallet-helpers.ts';

export { operatorHeaders };

/** The seeded demo channels (seed/demo-deposit-channels.ts). */
export async function seededChannels(db: Queryable): Promise<{ bank: string; gateway: string }> {
  const { rows } = await db.query<{ id: bigint; kind: string }>(
    'select id, kind from deposit_channels order by id',
  );
  const bank = rows.find((row) => row.kind === 'bank_transfer');
  const gateway = rows.find((row) => row.kind === 'gateway');
  if (!bank || !gateway) throw new Error('the demo deposit channels are not seeded');
  return { bank: bank.id.toString(), gateway: gateway.id.toString() };
}

/** A registered member with a session; with `realName`, that name is on file (members.payee_name). */
export async function depositMember(
  app: FastifyInstance,
  db: Queryable,
  payloadKey: string,
  realName: string | null = null,
): Promise<{ username: string; token: string; id: bigint }> {
  const member = await registerWalletMember(app, db, payloadKey);
  const { rows } = await db.query<{ id: bigint }>(
    'update members set payee_name = $2 where username = $1 returning id',
    [member.username, realName],
  );
  return { ...member, id: (rows[0] as { id: bigint }).id };
}

/** A free-play (demo) session. */
export async function freePlayToken(app: FastifyInstance, payloadKey: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: {
      os: 'Windows',
      platform: 'W',
      random: AES.encrypt('a1b2c3', payloadKey).toString(),
      gatewayVersion: 3,
    },
    remoteAddress: nextClientAddress(),
  });
  const token = response.json().value?.token;
  if (typeof token !== 'string') throw new Error(`free play failed: ${response.body}`);
  return token;
}

export function newKey(): string {
  return `key-${randomBytes(6).toString('hex')}`;
}

export function createDeposit(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/wps/relay/deposits', headers: bearer(token), payload: body });
}

export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: operatorHeaders, ...(payload === undefined ? {} : { payload }) });
}

/** The member's messages of one kind, oldest first. */
export async function messagesOf(
  db: Queryable,
  memberId: bigint,
  kind: string,
): Promise<Array<Record<string, string>>> {
  const { rows } = await db.query<{ params: Record<string, string> }>(
    'select params from member_messages where member_id = $1 and kind = $2 order by id',
    [memberId, kind],
  );
  return rows.map((row) => row.params);
}

/** The journals that credited deposits to a member. */
export async function depositJournals(
  db: Queryable,
  memberId: bigint,
): Promise<Array<{ key: string; amount: bigint }>> {
  const { rows } = await db.query<{ key: string; amount: bigint }>(
    `select j.idempotency_key as key, p.amount
       from journals j join postings p on p.journal_id = j.id join ledger_accounts a on a.id = p.account_id
      where j.kind = 'deposit' and a.member_id = $1 order by j.id`,
    [memberId],
  );
  return rows;
}
