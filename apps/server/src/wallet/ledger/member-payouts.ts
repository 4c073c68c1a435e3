import type { PoolClient } from '../../platform/database/pool.ts';
import type { HouseAccountCode, JournalKind, PostRequest } from './requests.ts';
import { checkRequest, requestHash } from './requests.ts';

/** One member's movement of a batch: credited (positive) or debited (negative) on the main wallet. */
export interface MemberPayout {
  memberId: bigint;
  /** Non-zero minor units; a debit is taken only as far as the balance goes (see `moved`). */
  amount: bigint;
  idempotencyKey: string;
}

export interface MemberPayoutAnswer {
  memberId: bigint;
  /** What moved: the amount, or for a debit larger than the balance, minus the balance (0: nothing). */
  moved: bigint;
  /** The journal, or null when nothing moved. */
  journalId: bigint | null;
}

/**
 * Many members' main wallets moved against one system account in two statements, each movement
 * its own keyed journal by the ledger's rules (a lottery draw's payouts, decision 0021): first the
 * members' accounts are locked in id order (two batches never wait on each other in a cycle) and
 * a debit is cut to the balance (never below zero: what it could not take is the caller's to
 * record); then the journals, the members' balances, their postings with the balance after, and
 * the system account's postings queued as pending (decision 0013: its row is neither locked nor
 * written). Runs in the caller's transaction. A used key throws: each key is for one movement,
 * and the caller's claim (one settlement per notice) is what makes a batch run once.
 */
export async function postMemberPayoutsWithin(
  client: PoolClient,
  brand: { id: number; currency: string },
  batch: { kind: JournalKind; memo: string; system: HouseAccountCode; payouts: MemberPayout[] },
): Promise<MemberPayoutAnswer[]> {
  if (batch.payouts.length === 0) return [];
  const memberIds = batch.payouts.map((payout) => payout.memberId);
  if (new Set(memberIds).size !== memberIds.length)
    throw new Error('ledger: one payout per member in a batch');
  // A member paid for the first time (an agent's first commission) has no main account yet.
  await client.query(
    `insert into ledger_accounts (brand_id, member_id, kind, currency)
     select $1, member_id, 'main', $3 from unnest($2::bigint[]) as member_id
     on conflict do nothing`,
    [brand.id, memberIds, brand.currency],
  );
  const { rows: locked } = await client.query<{ member_id: bigint; balance: bigint }>(
    `select member_id, balance from ledger_accounts
      where brand_id = $1 and member_id = any($2::bigint[]) and kind = 'main' and currency = $3
      order by id for update`,
    [brand.id, memberIds, brand.currency],
  );
  const balances = new Map(locked.map((row) => [BigInt(row.member_id), BigInt(row.balance)]));
  const moves = batch.payouts.map((payout) => {
    const balance = balances.get(payout.memberId);
    if (balance === undefined) throw new Error(`ledger: member ${payout.memberId} has no main account`);
    const moved = payout.amount < 0n && -payout.amount > balance ? -balance : payout.amount;
    return { ...payout, moved };
  });
  const moving = moves.filter((move) => move.moved !== 0n);
  const requests = moving.map((move): PostRequest => ({
    idempotencyKey: move.idempotencyKey,
    kind: batch.kind,
    memo: batch.memo,
    postings: [
      { account: { memberId: move.memberId, kind: 'main' }, amount: move.moved },
      { account: { house: batch.system }, amount: -move.moved },
    ],
  }));
  requests.forEach(checkRequest);
  const journals = new Map<bigint, bigint>();
  if (moving.length > 0) {
    const { rows } = await client.query<{ member_id: string; journal_id: string | null }>(
      `with input as (
         select * from unnest($2::bigint[], $3::bigint[], $4::text[], $5::bytea[])
           with ordinality as i (member_id, amount, key, hash, n)),
       journal as (
         insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
         select $1, $6, key, hash, $7 from input order by n
         on conflict (brand_id, idempotency_key) do nothing
         returning id, idempotency_key),
       member as (
         update ledger_accounts a set balance = a.balance + i.amount, updated_at = now()
           from input i join journal j on j.idempotency_key = i.key
          where a.brand_id = $1 and a.member_id = i.member_id and a.kind = 'main' and a.currency = $8
            and a.balance + i.amount >= 0
         returning a.id, i.n, j.id as journal_id, a.balance),
       system as (
         select id from ledger_accounts
          where brand_id = $1 and member_id is null and code = $9 and currency = $8),
       posted as (
         insert into postings (journal_id, account_id, amount, balance_after)
         select m.journal_id, m.id, i.amount, m.balance from member m join input i on i.n = m.n
         union all
         select m.journal_id, s.id, -i.amount, null from member m join input i on i.n = m.n cross join system s
         returning id, account_id, amount, balance_after),
       pending as (
         insert into ledger_pending_postings (posting_id, account_id, amount)
         select id, account_id, amount from posted where balance_after is null)
       select i.member_id, m.journal_id from input i left join member m on m.n = i.n order by i.n`,
      [
        brand.id,
        moving.map((move) => move.memberId),
        moving.map((move) => move.moved),
        moving.map((move) => move.idempotencyKey),
        requests.map(requestHash),
        batch.kind,
        batch.memo,
        brand.currency,
        batch.system,
      ],
    );
    for (const row of rows) {
      if (row.journal_id === null)
        throw new Error(`ledger: the payout of member ${row.member_id} was not written (key used?)`);
      journals.set(BigInt(row.member_id), BigInt(row.journal_id));
    }
  }
  return moves.map((move) => ({
    memberId: move.memberId,
    moved: move.moved,
    journalId: journals.get(move.memberId) ?? null,
  }));
}
