import type { CreatedOperatorApiToken, OperatorApiToken } from '@lotus/contract/operators';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { inAuditedTransaction, insertAudit } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newOperatorToken, operatorTokenHash } from '../access/tokens.ts';
import { roleHolds } from '../accounts/tables.ts';
import { operatorIdOf } from '../sign-in/service.ts';
import { insertApiTokenRow, lockApiToken, revokeApiToken, selectApiTokens } from './tables.ts';
import type { ApiTokenRow } from './tables.ts';

function viewOf(row: ApiTokenRow): OperatorApiToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * An operator's API tokens, for scripts: each acts as its operator, with their role, until revoked
 * (or the operator is disabled). The token is answered once; only its SHA-256 is kept.
 */
export function createOperatorTokens(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function list(caller: OperatorContext): Promise<OperatorApiToken[]> {
    return (await selectApiTokens(pool, operatorIdOf(caller))).map(viewOf);
  }

  async function create(caller: OperatorContext, name: string): Promise<CreatedOperatorApiToken> {
    const operatorId = operatorIdOf(caller);
    const token = newOperatorToken('api');
    const row = await inAuditedTransaction(
      pool,
      {
        brandId,
        action: 'operator.apiToken.create',
        context: caller,
        target: `operator ${caller.username ?? ''}`,
        before: null,
        // The token's name and id, never the token.
        after: (created: ApiTokenRow) => ({ id: created.id, name: created.name }),
      },
      (client) => insertApiTokenRow(client, { operatorId, name, tokenHash: operatorTokenHash(token) }),
    );
    return { id: row.id, name: row.name, token, createdAt: row.created_at.toISOString() };
  }

  /**
   * Revokes a token: one's own, or anyone's for a role that manages operators. Someone else's
   * token is not found for anyone else (its id tells nothing). Revoking a revoked one is a no-op.
   */
  async function revoke(caller: OperatorContext, id: bigint): Promise<null> {
    const operatorId = operatorIdOf(caller);
    const mayRevokeAny = caller.role !== null && (await roleHolds(pool, caller.role, 'operators.manage'));
    await inTransaction(pool, async (client) => {
      const token = await lockApiToken(client, brandId, id);
      if (!token || (token.operator_id !== operatorId.toString() && !mayRevokeAny)) {
        throw new AppError('error_not_found');
      }
      if (token.revoked_at !== null) return;
      await revokeApiToken(client, id);
      await insertAudit(client, {
        brandId,
        action: 'operator.apiToken.revoke',
        context: caller,
        target: `operator ${token.username}`,
        before: { id: token.id, name: token.name, revoked: false },
        after: { id: token.id, name: token.name, revoked: true },
      });
    });
    return null;
  }

  return { list, create, revoke };
}

export type OperatorTokens = ReturnType<typeof createOperatorTokens>;
