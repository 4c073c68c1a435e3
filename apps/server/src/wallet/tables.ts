import type { Queryable } from '../platform/database/pool.ts';

export interface LedgerAccountRow {
  balance: bigint;
  currency: string;
  updated_at: Date;
}

/** A house account (one that belongs to no member) of the brand, by its code. */
export async function selectHouseAccount(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<LedgerAccountRow | undefined> {
  const { rows } = await db.query<LedgerAccountRow>(
    'select balance, currency, updated_at from ledger_accounts where brand_id = $1 and code = $2',
    [brandId, code],
  );
  return rows[0];
}

/** Whether a journal holds this idempotency key already (an adjustment made at once, or approved). */
export async function journalKeyUsed(
  db: Queryable,
  brandId: number,
  idempotencyKey: string,
): Promise<boolean> {
  const { rows } = await db.query('select 1 from journals where brand_id = $1 and idempotency_key = $2', [
    brandId,
    idempotencyKey,
  ]);
  return rows.length > 0;
}
