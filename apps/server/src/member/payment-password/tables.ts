import type { Queryable } from '../../platform/database/pool.ts';

export interface PaymentPasswordRow {
  payment_password_hash: string | null;
  payment_password_failures: number;
  payment_password_locked_until: Date | null;
}

export async function selectPaymentPassword(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<PaymentPasswordRow | undefined> {
  const { rows } = await db.query<PaymentPasswordRow>(
    `select payment_password_hash, payment_password_failures, payment_password_locked_until
       from members where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** The first payment password; false when the account already has one. */
export async function insertPaymentPassword(db: Queryable, id: bigint, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update members set payment_password_hash = $2, payment_password_failures = 0,
            payment_password_locked_until = null
      where id = $1 and payment_password_hash is null`,
    [id, hash],
  );
  return (rowCount ?? 0) > 0;
}

/** A new payment password (change or reset): the count of wrong tries and any lock are cleared. */
export async function updatePaymentPassword(db: Queryable, id: bigint, hash: string): Promise<void> {
  await db.query(
    `update members set payment_password_hash = $2, payment_password_failures = 0,
            payment_password_locked_until = null
      where id = $1`,
    [id, hash],
  );
}

// The count after this try, from the row as the UPDATE finds it (after any update it waited for).
const counted = `(case when payment_password_locked_until <= now() then 0 else payment_password_failures end) + 1`;

/**
 * Counts one wrong try, unless the password is locked: one UPDATE, so tries at the same time queue
 * on the row and each sees the count (and the lock) the previous one left. A lock that has run out
 * starts a new count. Answers the new count and lock, or undefined when it was locked already.
 */
export async function addPaymentPasswordFailure(
  db: Queryable,
  id: bigint,
  rules: { maxFailures: number; lockMinutes: number },
): Promise<{ failures: number; locked_until: Date | null } | undefined> {
  const { rows } = await db.query<{ failures: number; locked_until: Date | null }>(
    `update members
        set payment_password_failures = ${counted},
            payment_password_locked_until = case when ${counted} >= $2 then now() + make_interval(mins => $3) end
      where id = $1 and (payment_password_locked_until is null or payment_password_locked_until <= now())
     returning payment_password_failures as failures, payment_password_locked_until as locked_until`,
    [id, rules.maxFailures, rules.lockMinutes],
  );
  return rows[0];
}

/** A right try clears the count, unless a lock was set meanwhile; false when it is locked. */
export async function clearPaymentPasswordFailures(db: Queryable, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    `update members set payment_password_failures = 0, payment_password_locked_until = null
      where id = $1 and (payment_password_locked_until is null or payment_password_locked_until <= now())`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}
