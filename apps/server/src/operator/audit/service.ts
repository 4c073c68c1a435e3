import type { AuditPage, AuditQuery } from '@lotus/contract/operator-audit';
import type { Queryable } from '../../platform/database/pool.ts';
import { selectAuditPage } from './tables.ts';

/** The owner's reading of the audit: every operator change of the brand, filtered and paged. */
export function createAuditReader(deps: { db: Queryable; brandId: number }) {
  const { db, brandId } = deps;

  async function list(query: AuditQuery): Promise<AuditPage> {
    const { rows, total } = await selectAuditPage(
      db,
      {
        brandId,
        operator: query.operator ?? null,
        action: query.action ?? null,
        target: query.target ?? null,
        from: query.from === undefined ? null : new Date(query.from),
        to: query.to === undefined ? null : new Date(query.to),
      },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => ({
        id: String(row.id),
        at: row.created_at.toISOString(),
        operatorId: row.operator_id === null ? null : String(row.operator_id),
        operatorUsername: row.operator_username,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        detail: row.detail,
        ip: row.ip,
        requestId: row.request_id,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  return { list };
}

export type AuditReader = ReturnType<typeof createAuditReader>;
