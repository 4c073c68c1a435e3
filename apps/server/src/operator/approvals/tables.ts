import type { ApprovalStatus } from '@lotus/contract/approvals';
import type { Queryable } from '../../platform/database/pool.ts';

// operator_approvals: a change above the brand's threshold, kept until a second operator decides.

export interface ApprovalRow {
  id: bigint;
  kind: string;
  /** The change's checked request, as it will run when approved. */
  request: unknown;
  idempotency_key: string;
  requested_by: bigint;
  requested_by_username: string;
  requested_at: Date;
  status: ApprovalStatus;
  decided_by: bigint | null;
  decided_by_username: string | null;
  decided_at: Date | null;
  reason: string | null;
  /** The change's answer once it ran. */
  result: unknown;
}

const approvalSelect = `select a.id, a.kind, a.request, a.idempotency_key, a.requested_by, r.username as requested_by_username,
       a.requested_at, a.status, a.decided_by, d.username as decided_by_username, a.decided_at, a.reason, a.result
  from operator_approvals a
  join operators r on r.id = a.requested_by
  left join operators d on d.id = a.decided_by`;

/** A new pending approval; undefined when the key was used already for this kind (its row stays). */
export async function insertApproval(
  db: Queryable,
  approval: { brandId: number; kind: string; request: unknown; idempotencyKey: string; requestedBy: bigint },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into operator_approvals (brand_id, kind, request, idempotency_key, requested_by)
     values ($1, $2, $3, $4, $5)
     on conflict (brand_id, kind, idempotency_key) do nothing
     returning id`,
    [
      approval.brandId,
      approval.kind,
      JSON.stringify(approval.request),
      approval.idempotencyKey,
      approval.requestedBy,
    ],
  );
  return rows[0]?.id;
}

export async function selectApprovalByKey(
  db: Queryable,
  brandId: number,
  kind: string,
  idempotencyKey: string,
): Promise<ApprovalRow | undefined> {
  const { rows } = await db.query<ApprovalRow>(
    `${approvalSelect} where a.brand_id = $1 and a.kind = $2 and a.idempotency_key = $3`,
    [brandId, kind, idempotencyKey],
  );
  return rows[0];
}

export async function selectApproval(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<ApprovalRow | undefined> {
  const { rows } = await db.query<ApprovalRow>(`${approvalSelect} where a.brand_id = $1 and a.id = $2`, [
    brandId,
    id,
  ]);
  return rows[0];
}

/**
 * The approval, its row locked until the caller's transaction ends: a second decision on it waits
 * here, then reads what the first decided.
 */
export async function lockApproval(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<ApprovalRow | undefined> {
  const { rows } = await db.query<ApprovalRow>(
    `${approvalSelect} where a.brand_id = $1 and a.id = $2 for update of a`,
    [brandId, id],
  );
  return rows[0];
}

/** Marks a pending approval decided (the caller holds its lock). */
export async function decideApproval(
  db: Queryable,
  id: bigint,
  decision: { status: 'approved' | 'rejected'; decidedBy: bigint; reason: string | null; result: unknown },
): Promise<void> {
  await db.query(
    `update operator_approvals
        set status = $2, decided_by = $3, decided_at = now(), reason = $4, result = $5
      where id = $1 and status = 'pending'`,
    [
      id,
      decision.status,
      decision.decidedBy,
      decision.reason,
      decision.result === undefined ? null : JSON.stringify(decision.result, bigintAsString),
    ],
  );
}

function bigintAsString(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** A page of the brand's approvals, newest first. */
export async function selectApprovalPage(
  db: Queryable,
  filter: { brandId: number; status: ApprovalStatus | null },
  page: { limit: number; offset: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where = `a.brand_id = $1 and ($2::text is null or a.status = $2)`;
  const params = [filter.brandId, filter.status];
  const list = await db.query<ApprovalRow>(
    `${approvalSelect} where ${where} order by a.requested_at desc, a.id desc limit $3 offset $4`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from operator_approvals a where ${where}`,
    params,
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}
