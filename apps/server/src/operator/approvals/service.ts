import type { Approval, ApprovalListQuery, ApprovalPage } from '@lotus/contract/approvals';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ApprovalRow } from './tables.ts';
import {
  decideApproval,
  insertApproval,
  lockApproval,
  selectApproval,
  selectApprovalByKey,
  selectApprovalPage,
} from './tables.ts';

export type ApprovalKind = Approval['kind'];

/** What the approver reads of a request: whose money, how much, why. */
export type ApprovalSummary = Approval['summary'];

/**
 * A kind of change that waits for a second operator, as the domain that owns the change states it
 * (the wallet's manual adjustment): the operator domain keeps the approvals, never the change.
 */
export interface ApprovedChange {
  summary(request: unknown): ApprovalSummary;
  /**
   * Outside any transaction: readies the request (finds what it names) and answers the step that
   * makes the change inside the approval's transaction, as the approver, answering what to keep.
   */
  prepare(
    request: unknown,
    approvalId: bigint,
  ): Promise<(client: PoolClient, context: OperatorContext) => Promise<unknown>>;
}

/** Where an approval stands, as the change's own call answers a repeat of its key. */
export interface ApprovalState {
  id: bigint;
  status: Approval['status'];
  /** The change's answer once approved. */
  result: unknown;
}

/** The same request, whatever the order of its keys (jsonb keeps its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function stateOf(row: ApprovalRow): ApprovalState {
  return { id: row.id, status: row.status, result: row.result };
}

/**
 * The second operator's approvals: a change above its threshold is kept as a pending request; another
 * operator approves it (it runs exactly once, in the transaction that marks it approved, the row
 * locked) or rejects it (nothing runs). Every step is audited with the approval before and after.
 */
export function createApprovals(deps: {
  pool: Pool;
  brandId: number;
  changes: Record<ApprovalKind, ApprovedChange>;
}) {
  const { pool, brandId } = deps;

  function changeOf(kind: string): ApprovedChange {
    const change = deps.changes[kind as ApprovalKind] as ApprovedChange | undefined;
    if (change === undefined) throw new Error(`approvals: no change of kind ${kind}`);
    return change;
  }

  function approvalOf(row: ApprovalRow): Approval {
    return {
      id: String(row.id),
      kind: row.kind as ApprovalKind,
      summary: changeOf(row.kind).summary(row.request),
      requestedBy: { id: String(row.requested_by), username: row.requested_by_username },
      requestedAt: row.requested_at.toISOString(),
      status: row.status,
      decidedBy:
        row.decided_by === null
          ? null
          : { id: String(row.decided_by), username: row.decided_by_username ?? '' },
      decidedAt: row.decided_at?.toISOString() ?? null,
      reason: row.reason,
    };
  }

  /** An approval of the key, its request compared: the same key with another request is error_conflict. */
  function checkedRepeat(row: ApprovalRow, request: unknown): ApprovalState {
    if (canonical(row.request) !== canonical(request)) throw new AppError('error_conflict');
    return stateOf(row);
  }

  /** The approval asked with this key, if any (a repeat of the change's call). */
  async function find(kind: ApprovalKind, idempotencyKey: string, request: unknown) {
    const row = await selectApprovalByKey(pool, brandId, kind, idempotencyKey);
    return row === undefined ? undefined : checkedRepeat(row, request);
  }

  /**
   * Keeps the change as a pending approval, audited (`approval.requested`); the same key again
   * answers the same approval, whatever became of it.
   */
  async function ask(
    kind: ApprovalKind,
    change: { idempotencyKey: string; request: unknown },
    context: OperatorContext,
  ): Promise<ApprovalState> {
    if (context.operatorId === null) throw new Error('approvals: only an operator asks for one');
    const requestedBy = context.operatorId;
    return inTransaction(pool, async (client) => {
      const id = await insertApproval(client, {
        brandId,
        kind,
        request: change.request,
        idempotencyKey: change.idempotencyKey,
        requestedBy,
      });
      // The key was used: the first request's approval answers (its insert had committed first).
      if (id === undefined) {
        const first = await selectApprovalByKey(client, brandId, kind, change.idempotencyKey);
        if (!first) throw new Error('approvals: a used key has no approval');
        return checkedRepeat(first, change.request);
      }
      const row = await selectApproval(client, brandId, id);
      if (!row) throw new Error('approvals: the approval just kept is gone');
      await insertAudit(client, {
        brandId,
        action: 'approval.requested',
        context,
        target: `approval ${id}`,
        after: approvalOf(row),
        detail: { kind, idempotencyKey: change.idempotencyKey },
      });
      return stateOf(row);
    });
  }

  async function list(query: ApprovalListQuery): Promise<ApprovalPage> {
    const { rows, total } = await selectApprovalPage(
      pool,
      { brandId, status: query.status ?? null },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { content: rows.map(approvalOf), page: query.page, size: query.size, total };
  }

  /** The pending approval another operator than its requester may decide (the row locked). */
  function decidable(row: ApprovalRow | undefined, context: OperatorContext): ApprovalRow {
    if (!row) throw new AppError('error_not_found');
    if (row.requested_by === context.operatorId) throw new AppError('error_approval_same_operator');
    if (row.status !== 'pending') throw new AppError('error_approval_decided');
    return row;
  }

  function decider(context: OperatorContext): bigint {
    if (context.operatorId === null) throw new Error('approvals: only an operator decides');
    return context.operatorId;
  }

  /**
   * Runs the change once: the approval locked, still pending and asked by someone else, the change
   * made and the approval marked approved in one transaction (a second approval waits for the lock,
   * then finds it decided). A change that fails (the member's balance no longer covers a debit)
   * leaves the approval pending.
   */
  async function approve(id: bigint, context: OperatorContext): Promise<Approval> {
    const decidedBy = decider(context);
    const first = decidable(await selectApproval(pool, brandId, id), context);
    const makeChange = await changeOf(first.kind).prepare(first.request, first.id);
    return inTransaction(
      pool,
      async (client) => {
        const before = decidable(await lockApproval(client, brandId, id), context);
        const result = await makeChange(client, context);
        await decideApproval(client, id, { status: 'approved', decidedBy, reason: null, result });
        return audited(client, 'approval.approved', before, context);
      },
      { retries: 5 },
    );
  }

  /** Rejects the change: nothing runs, the reason is kept. */
  async function reject(id: bigint, reason: string, context: OperatorContext): Promise<Approval> {
    const decidedBy = decider(context);
    return inTransaction(pool, async (client) => {
      const before = decidable(await lockApproval(client, brandId, id), context);
      await decideApproval(client, id, { status: 'rejected', decidedBy, reason, result: undefined });
      return audited(client, 'approval.rejected', before, context, { reason });
    });
  }

  async function audited(
    client: PoolClient,
    action: string,
    before: ApprovalRow,
    context: OperatorContext,
    detail?: unknown,
  ): Promise<Approval> {
    const after = await selectApproval(client, brandId, before.id);
    if (!after) throw new Error('approvals: the approval decided is gone');
    await insertAudit(client, {
      brandId,
      action,
      context,
      target: `approval ${before.id}`,
      before: approvalOf(before),
      after: approvalOf(after),
      ...(detail === undefined ? {} : { detail }),
    });
    return approvalOf(after);
  }

  return { find, ask, list, approve, reject };
}

export type Approvals = ReturnType<typeof createApprovals>;
