import type { Pool, PoolClient, Queryable } from './pool.ts';
import { inTransaction } from './transaction.ts';

/** Which request made an operator change, so an audit row can be joined to its log lines. */
export interface OperatorContext {
  requestId: string | null;
}

/**
 * Records an operator change in `operator_audit`. Every domain calls it inside the transaction of
 * the change itself, so a change and its audit row are committed (or lost) together.
 */
export async function insertAudit(
  db: Queryable,
  entry: { brandId: number; action: string; detail: unknown; requestId: string | null },
): Promise<void> {
  await db.query(
    'insert into operator_audit (brand_id, action, detail, request_id) values ($1, $2, $3, $4)',
    [entry.brandId, entry.action, JSON.stringify(entry.detail), entry.requestId],
  );
}

/** Runs an operator change and writes its audit row in the same transaction. */
export function inAuditedTransaction<T>(
  pool: Pool,
  audit: { brandId: number; action: string; detail: unknown; context: OperatorContext },
  change: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    const result = await change(client);
    await insertAudit(client, {
      brandId: audit.brandId,
      action: audit.action,
      detail: audit.detail,
      requestId: audit.context.requestId,
    });
    return result;
  });
}
