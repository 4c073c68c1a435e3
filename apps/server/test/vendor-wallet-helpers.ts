import { operatorHeaders } from './operator-helpers.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/platform/database/pool.ts';
import { expect } from 'vitest';
import { vendorRequestHeaders } from '../src/vendor-wallet/signing.ts';
import { bearer } from './auth-helpers.ts';
import type { TestSites } from './test-sites.ts';
import { registerWalletMember } from './wallet-helpers.ts';

export { operatorHeaders };

export type VendorCall = 'balance' | 'debit' | 'credit' | 'rollback';

export interface TestVendor {
  code: string;
  secret: string;
}

/** A vendor made through the operator API, with the secret it answered once. */
export async function createTestVendor(
  app: FastifyInstance,
  vendor: { code: string; name?: string; category?: string },
): Promise<TestVendor> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/vendors',
    headers: operatorHeaders,
    payload: { name: `Vendor ${vendor.code}`, category: 'slots', ...vendor },
  });
  const secret = response.json().value?.secret?.secret;
  if (typeof secret !== 'string') throw new Error(`vendor not created: ${response.body}`);
  return { code: vendor.code, secret };
}

/** One signed call, exactly as a vendor sends it (the body signed as the bytes that travel). */
export function vendorCall(
  app: FastifyInstance,
  vendor: TestVendor,
  call: VendorCall,
  body: unknown,
  options: { timestamp?: number; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/vendor-wallet/${vendor.code}/${call}`,
    headers: { ...vendorRequestHeaders(vendor.secret, raw, options.timestamp), ...options.headers },
    payload: raw,
  });
}

export interface TestPlayer {
  username: string;
  /** The member's session. */
  session: string;
  playerId: string;
  /** A launch token at the vendor. */
  token: string;
}

/** Credits a member's main wallet through the operator's adjustment (a real ledger journal). */
export async function fundMember(app: FastifyInstance, username: string, amount: bigint): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/wallet/adjustments',
    headers: operatorHeaders,
    payload: {
      username,
      amount: amount.toString(),
      reason: 'test funding',
      idempotencyKey: `fund-${randomBytes(6).toString('hex')}`,
    },
  });
  expect(response.json().success).toBe(true);
}

/** A registered member, funded, with a launch token at the vendor. */
export async function playerAt(sites: TestSites, vendor: TestVendor, funds: bigint): Promise<TestPlayer> {
  const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  if (funds > 0n) await fundMember(sites.operator, member.username, funds);
  const issued = await sites.member.inject({
    method: 'POST',
    url: '/wps/relay/vendor-wallet/token',
    headers: bearer(member.token),
    payload: { vendor: vendor.code },
  });
  const value = issued.json().value as { token: string; playerId: string };
  return { username: member.username, session: member.token, playerId: value.playerId, token: value.token };
}

/** The member's main balance as the wallet answers it (minor units). */
export async function mainBalance(app: FastifyInstance, session: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: bearer(session),
  });
  return response.json().value.balance as string;
}

let idNumber = 0;
/** A fresh vendor id (transaction or round) for one test. */
export function nextVendorId(prefix: string): string {
  idNumber += 1;
  return `${prefix}-${idNumber}-${randomBytes(3).toString('hex')}`;
}

/**
 * Rounds whose row disagrees with the vendor transactions and the ledger journals behind them:
 * stake, rolled-back stake and payout against the decided transactions, and the member's net
 * against the postings of those transactions' journals. Answers the count, and how many rounds were checked.
 */
export async function roundsDisagreeingWithLedger(
  db: Queryable,
): Promise<{ mismatched: number; rounds: number }> {
  const { rows } = await db.query<{ mismatched: bigint; rounds: bigint }>(
    `with moves as (
       select t.bet_id,
              coalesce(sum(case when t.kind = 'debit' then t.amount end), 0) as staked,
              coalesce(sum(case when t.kind = 'debit' and t.status = 'rolled_back' then t.amount end), 0) as returned,
              coalesce(sum(case when t.kind = 'credit' then t.amount end), 0) as paid
         from vendor_transactions t
        where t.bet_id is not null and t.status in ('applied', 'rolled_back') and t.kind in ('debit', 'credit')
        group by t.bet_id),
     journaled as (
       select t.bet_id, coalesce(-sum(p.amount), 0) as member_net
         from vendor_transactions t
         join postings p on p.journal_id = t.journal_id
         join ledger_accounts a on a.id = p.account_id and a.member_id is not null
        group by t.bet_id)
     select count(*) filter (
              where m.bet_id is null
                 or b.stake <> m.staked - m.returned or b.rolled_back_stake <> m.returned or b.payout <> m.paid
                 or b.stake - b.payout <> coalesce(j.member_net, 0)) as mismatched,
            count(*) as rounds
       from bets b left join moves m on m.bet_id = b.id left join journaled j on j.bet_id = b.id`,
  );
  return { mismatched: Number(rows[0]?.mismatched ?? 0n), rounds: Number(rows[0]?.rounds ?? 0n) };
}

/** A debit's body for the player (fresh ids unless given). */
export function betBody(
  player: TestPlayer,
  amount: string,
  ids: { transactionId?: string; roundId?: string } = {},
) {
  return {
    playerId: player.playerId,
    token: player.token,
    transactionId: ids.transactionId ?? nextVendorId('bet'),
    roundId: ids.roundId ?? nextVendorId('round'),
    gameCode: 'lucky-lotus',
    amount,
  };
}

/** How many journals, vendor transactions and rounds there are. */
export async function moneyCounts(db: Queryable) {
  const { rows } = await db.query<{ journals: bigint; transactions: bigint; bets: bigint }>(
    `select (select count(*) from journals) as journals, (select count(*) from vendor_transactions) as transactions,
            (select count(*) from bets) as bets`,
  );
  return rows[0];
}

/** The player's round as the bets table holds it (amounts as text). */
export async function roundRowOf(db: Queryable, player: TestPlayer, roundId: string) {
  const { rows } = await db.query(
    `select game_code, game_type, wallet, stake::text, rolled_back_stake::text, payout::text, status,
            settled_at is not null as settled
       from bets where member_id = $1 and round_id = $2`,
    [BigInt(player.playerId), roundId],
  );
  return rows[0];
}
