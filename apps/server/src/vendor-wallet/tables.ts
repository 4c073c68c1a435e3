import type { Queryable } from '../platform/database/pool.ts';

/** What a vendor transaction got: the value of the success envelope, or a catalogue code and its params. */
export type StoredAnswer =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; code: string; params?: Record<string, string | number> };

export type VendorTransactionKind = 'debit' | 'credit' | 'rollback';
export type VendorTransactionStatus = 'pending' | 'applied' | 'refused' | 'tombstone' | 'rolled_back';

export interface VendorTransactionRow {
  id: bigint;
  kind: VendorTransactionKind;
  transaction_id: string;
  request_hash: Buffer | null;
  member_id: bigint | null;
  round_id: string | null;
  bet_id: bigint | null;
  amount: bigint;
  status: VendorTransactionStatus;
  answer: StoredAnswer | null;
}

const transactionColumns =
  'id, kind, transaction_id, request_hash, member_id, round_id, bet_id, amount, status, answer';

interface TransactionKey {
  vendorId: number;
  kind: VendorTransactionKind;
  transactionId: string;
}

/** The transaction as decided so far (committed rows only: a pending one is never committed). */
export async function selectTransaction(
  db: Queryable,
  key: TransactionKey,
  options: { lock?: boolean } = {},
): Promise<VendorTransactionRow | undefined> {
  const { rows } = await db.query<VendorTransactionRow>(
    `select ${transactionColumns} from vendor_transactions
      where vendor_id = $1 and kind = $2 and transaction_id = $3 ${options.lock === true ? 'for update' : ''}`,
    [key.vendorId, key.kind, key.transactionId],
  );
  return rows[0];
}

/**
 * Claims the vendor's transaction id for this transaction: answers the new row's id, or undefined
 * when the id was taken. A concurrent claimer of the same id waits here until the first commits
 * (then it finds the id taken and its answer written) or rolls back (then it claims it).
 */
export async function claimTransaction(
  db: Queryable,
  claim: TransactionKey & {
    requestHash: Buffer | null;
    memberId: bigint;
    roundId: string;
    amount: bigint;
    status: VendorTransactionStatus;
    answer: StoredAnswer | null;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into vendor_transactions (vendor_id, kind, transaction_id, request_hash, member_id, round_id, amount, status, answer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (vendor_id, kind, transaction_id) do nothing
     returning id`,
    [
      claim.vendorId,
      claim.kind,
      claim.transactionId,
      claim.requestHash,
      claim.memberId,
      claim.roundId,
      claim.amount,
      claim.status,
      claim.answer === null ? null : JSON.stringify(claim.answer),
    ],
  );
  return rows[0]?.id;
}

/** Writes the transaction's decision and its answer. */
export async function decideTransaction(
  db: Queryable,
  id: bigint,
  decision: {
    status: VendorTransactionStatus;
    answer: StoredAnswer;
    betId?: bigint | null;
    journalId?: bigint | null;
  },
): Promise<void> {
  await db.query(
    `update vendor_transactions
        set status = $2, answer = $3, bet_id = coalesce($4, bet_id), journal_id = coalesce($5, journal_id),
            updated_at = now()
      where id = $1`,
    [
      id,
      decision.status,
      JSON.stringify(decision.answer),
      decision.betId ?? null,
      decision.journalId ?? null,
    ],
  );
}

/** A bet that was rolled back: its row says so (its first answer stays what the vendor got). */
export async function markBetRolledBack(db: Queryable, id: bigint): Promise<void> {
  await db.query(`update vendor_transactions set status = 'rolled_back', updated_at = now() where id = $1`, [
    id,
  ]);
}

/** Keeps only the SHA-256 of a launch token. */
export async function insertPlayerToken(
  db: Queryable,
  token: { vendorId: number; memberId: bigint; tokenHash: Buffer; ttlSeconds: number },
): Promise<Date> {
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into vendor_player_tokens (vendor_id, member_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     returning expires_at`,
    [token.vendorId, token.memberId, token.tokenHash, token.ttlSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('vendor_player_tokens: insert returned nothing');
  return row.expires_at;
}

/** The member a live token of this vendor was issued to, or undefined (unknown, expired, other vendor). */
export async function selectLiveTokenMember(
  db: Queryable,
  vendorId: number,
  tokenHash: Buffer,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ member_id: bigint }>(
    `select member_id from vendor_player_tokens
      where token_hash = $1 and vendor_id = $2 and expires_at > now()`,
    [tokenHash, vendorId],
  );
  return rows[0]?.member_id;
}
