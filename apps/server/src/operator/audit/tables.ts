import type { Queryable } from '../../platform/database/pool.ts';

// The audit's reading. `operator_audit` is the platform's table (every domain writes its rows through
// platform/database/audit.ts, in the transaction of its change); the operator domain only reads it.

export interface AuditRow {
  id: bigint;
  created_at: Date;
  operator_id: bigint | null;
  operator_username: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  detail: unknown;
  ip: string | null;
  request_id: string | null;
}

export interface AuditFilter {
  brandId: number;
  /** The operator's username, any case. */
  operator: string | null;
  /** The action itself or the start of it up to a dot (`cashier.withdrawal` is `cashier.withdrawal.*`). */
  action: string | null;
  target: string | null;
  from: Date | null;
  to: Date | null;
}

/** A page of the brand's audit, newest first, and how many rows the filter matches. */
export async function selectAuditPage(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `brand_id = $1
    and ($2::text is null or lower(operator_username) = lower($2))
    and ($3::text is null or action = $3 or left(action, char_length($3) + 1) = $3 || '.')
    and ($4::text is null or target = $4)
    and ($5::timestamptz is null or created_at >= $5)
    and ($6::timestamptz is null or created_at < $6)`;
  const params = [filter.brandId, filter.operator, filter.action, filter.target, filter.from, filter.to];
  const list = await db.query<AuditRow>(
    `select id, created_at, operator_id, operator_username, action, target, before, after, detail, ip, request_id
       from operator_audit
      where ${where}
      order by created_at desc, id desc
      limit $7 offset $8`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from operator_audit where ${where}`,
    params,
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}
