import type { Queryable } from '../platform/database/pool.ts';

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
