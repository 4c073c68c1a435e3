import type { ConfirmationKind, WithdrawalStatus } from '@lotus/contract/withdrawals';
import type { Queryable } from '../../platform/database/pool.ts';

export interface WithdrawalRow {
  id: bigint;
  member_id: bigint;
  username: string;
  bank_account_id: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  amount: bigint;
  currency: string;
  status: WithdrawalStatus;
  idempotency_key: string;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
  confirmation: ConfirmationKind | null;
  confirmed_at: Date | null;
  amount_received: bigint | null;
  has_proof: boolean;
  /** The fingerprint of the member's request (platform/idempotency); null before migration 0034. */
  request_hash: Buffer | null;
}

const withdrawalSelect = `
  select w.id, w.member_id, m.username, w.bank_account_id, w.bank_code, w.account_number, w.payee_name,
         w.amount, w.currency, w.status, w.idempotency_key, w.reject_reason, w.created_at, w.decided_at,
         w.paid_at, w.confirmation, w.confirmed_at, w.amount_received, w.request_hash,
         exists (select 1 from withdrawal_proofs p where p.withdrawal_id = w.id) as has_proof
    from withdrawals w join members m on m.id = w.member_id`;

/** One withdrawal of the brand (of one member when `memberId` is given). */
export async function selectWithdrawal(
  db: Queryable,
  brandId: number,
  id: bigint,
  memberId: bigint | null = null,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `${withdrawalSelect} where w.brand_id = $1 and w.id = $2 and ($3::bigint is null or w.member_id = $3)`,
    [brandId, id, memberId],
  );
  return rows[0];
}

/** Locks the withdrawal's row until the transaction ends: the operator's decisions take turns on it. */
export async function lockWithdrawal(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<{ status: WithdrawalStatus } | undefined> {
  const { rows } = await db.query<{ status: WithdrawalStatus }>(
    'select status from withdrawals where brand_id = $1 and id = $2 for update',
    [brandId, id],
  );
  return rows[0];
}

export async function selectWithdrawalByKey(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  idempotencyKey: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `${withdrawalSelect} where w.brand_id = $1 and w.member_id = $2 and w.idempotency_key = $3`,
    [brandId, memberId, idempotencyKey],
  );
  return rows[0];
}

export interface WithdrawalFilter {
  brandId: number;
  memberId: bigint | null;
  status: WithdrawalStatus | null;
  username: string | null;
}

/** A page of withdrawals, newest first. */
export async function selectWithdrawalPage(
  db: Queryable,
  filter: WithdrawalFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = `w.brand_id = $1 and ($2::bigint is null or w.member_id = $2)
    and ($3::text is null or w.status = $3) and ($4::text is null or lower(m.username) = lower($4))`;
  const params = [filter.brandId, filter.memberId, filter.status, filter.username];
  const list = await db.query<WithdrawalRow>(
    `${withdrawalSelect} where ${where} order by w.created_at desc, w.id desc limit $5 offset $6`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from withdrawals w join members m on m.id = w.member_id where ${where}`,
    params,
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

/** The member's withdrawals asked since the start of today in the brand's time zone, rejected ones aside. */
export async function selectTodayTotals(
  db: Queryable,
  memberId: bigint,
  timeZone: string,
): Promise<{ count: number; amount: bigint }> {
  const { rows } = await db.query<{ count: bigint; amount: bigint }>(
    `select count(*) as count, coalesce(sum(amount), 0)::bigint as amount from withdrawals
      where member_id = $1 and status <> 'rejected'
        and created_at >= (date_trunc('day', now() at time zone $2) at time zone $2)`,
    [memberId, timeZone],
  );
  return { count: Number(rows[0]?.count ?? 0n), amount: rows[0]?.amount ?? 0n };
}

export async function insertWithdrawal(
  db: Queryable,
  brandId: number,
  values: {
    memberId: bigint;
    bankAccountId: bigint;
    bankCode: string;
    accountNumber: string;
    payeeName: string;
    amount: bigint;
    currency: string;
    idempotencyKey: string;
    requestHash: Buffer;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into withdrawals (brand_id, member_id, bank_account_id, bank_code, account_number, payee_name,
                              amount, currency, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      brandId,
      values.memberId,
      values.bankAccountId,
      values.bankCode,
      values.accountNumber,
      values.payeeName,
      values.amount,
      values.currency,
      values.idempotencyKey,
      values.requestHash,
    ],
  );
  return (rows[0] as { id: bigint }).id;
}

/** pending -> paid; false when it was not pending (the caller holds the row's lock). */
export async function markPaid(db: Queryable, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    `update withdrawals set status = 'paid', paid_at = now(), decided_at = now()
      where id = $1 and status = 'pending'`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}

/** pending -> rejected with the reason; false when it was not pending. */
export async function markRejected(db: Queryable, id: bigint, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update withdrawals set status = 'rejected', reject_reason = $2, decided_at = now()
      where id = $1 and status = 'pending'`,
    [id, reason],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The member's answer, as one conditional UPDATE: it applies only from the given states, and from
 * `paid` only before the auto-receipt deadline (the sweep's condition is the exact complement), so
 * an answer and the sweep racing on a row cannot both win. False when it did not apply.
 */
export async function markConfirmed(
  db: Queryable,
  change: {
    id: bigint;
    memberId: bigint;
    from: readonly WithdrawalStatus[];
    status: WithdrawalStatus;
    confirmation: ConfirmationKind;
    amountReceived: bigint | null;
    autoReceiptMinutes: number;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update withdrawals
        set status = $3, confirmation = $4, confirmed_at = now(),
            amount_received = coalesce($5, amount_received)
      where id = $1 and member_id = $2 and status = any($6::text[])
        and (status <> 'paid' or paid_at > now() - make_interval(mins => $7))`,
    [
      change.id,
      change.memberId,
      change.status,
      change.confirmation,
      change.amountReceived,
      [...change.from],
      change.autoReceiptMinutes,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Forced receipt: every paid withdrawal of the brand (of one member, when given) unconfirmed for
 * `minutes` counts as received from the moment its time ran out. Idempotent and safe to run from
 * several instances at once (a row already swept no longer matches). Answers how many it changed.
 */
export async function sweepAutoReceipts(
  db: Queryable,
  brandId: number,
  minutes: number,
  memberId: bigint | null = null,
): Promise<number> {
  const { rowCount } = await db.query(
    `update withdrawals
        set status = 'auto_received', confirmation = 'auto_received',
            confirmed_at = paid_at + make_interval(mins => $2)
      where brand_id = $1 and status = 'paid' and paid_at <= now() - make_interval(mins => $2)
        and ($3::bigint is null or member_id = $3)`,
    [brandId, minutes, memberId],
  );
  return rowCount ?? 0;
}

export async function insertProof(
  db: Queryable,
  withdrawalId: bigint,
  proof: { mediaType: 'image/png' | 'image/jpeg'; image: Buffer },
): Promise<void> {
  await db.query('insert into withdrawal_proofs (withdrawal_id, media_type, image) values ($1, $2, $3)', [
    withdrawalId,
    proof.mediaType,
    proof.image,
  ]);
}

export async function selectProof(
  db: Queryable,
  brandId: number,
  withdrawalId: bigint,
): Promise<{ media_type: 'image/png' | 'image/jpeg'; image: Buffer } | undefined> {
  const { rows } = await db.query<{ media_type: 'image/png' | 'image/jpeg'; image: Buffer }>(
    `select p.media_type, p.image from withdrawal_proofs p join withdrawals w on w.id = p.withdrawal_id
      where w.brand_id = $1 and p.withdrawal_id = $2`,
    [brandId, withdrawalId],
  );
  return rows[0];
}
