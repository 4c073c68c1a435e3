import type { OperatorRole } from '@lotus/contract/operator-permissions';
import type { Pool, PoolClient, Queryable } from './pool.ts';
import { inTransaction } from './transaction.ts';

/**
 * Who made an operator change, and from where: the operator listener's guard answers it for every
 * operator call. `operatorId` is null only for the platform acting on its own (the vendor
 * simulator rotating its secret at start-up).
 */
export interface OperatorContext {
  /** Joins an audit row to its log lines. */
  requestId: string | null;
  operatorId: bigint | null;
  username: string | null;
  role: OperatorRole | null;
  /** The console session behind the call (null for an API token or the platform). */
  sessionId: bigint | null;
  ip: string | null;
}

/** The platform's own changes: no person behind them. */
export function platformContext(requestId: string): OperatorContext {
  return { requestId, operatorId: null, username: null, role: null, sessionId: null, ip: null };
}

/** An audited change: what was done, to what, and what it was before and after. */
export interface AuditEntry {
  brandId: number;
  action: string;
  context: OperatorContext;
  /** What was changed, as the operator names it (`withdrawal 42`, `member alice`). */
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (the reason given, the amount asked). */
  detail?: unknown;
}

/**
 * Records an operator change in `operator_audit`. Every domain calls it inside the transaction of
 * the change itself, so a change and its audit row are committed (or lost) together.
 */
export async function insertAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value, bigintAsString));
  await db.query(
    `insert into operator_audit
       (brand_id, action, detail, request_id, operator_id, operator_username, ip, target, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.brandId,
      entry.action,
      json(entry.detail ?? {}),
      entry.context.requestId,
      entry.context.operatorId,
      entry.context.username,
      entry.context.ip,
      entry.target ?? null,
      json(entry.before),
      json(entry.after),
    ],
  );
}

function bigintAsString(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Runs an operator change and writes its audit row in the same transaction. */
export function inAuditedTransaction<T>(
  pool: Pool,
  audit: Omit<AuditEntry, 'after'> & { after?: (result: T) => unknown },
  change: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    const result = await change(client);
    const { after, ...entry } = audit;
    await insertAudit(client, { ...entry, ...(after ? { after: after(result) } : {}) });
    return result;
  });
}
