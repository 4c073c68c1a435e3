import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import type { FastifyRequest } from 'fastify';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { selectCredentialHolder, touchCredential } from './tables.ts';
import { bearerOperatorToken, operatorTokenHash } from './tokens.ts';

/**
 * The operator listener's guard: the caller's session or API token names a person, and that
 * person's role must hold the call's permission. No token, an unknown, revoked or expired one, or
 * a disabled operator: 401 error_operator_unauthorized. A role without the permission: 403
 * error_operator_forbidden, before the body is even read.
 */
export function createOperatorAccess(deps: { db: Queryable; brandId: number }) {
  const { db, brandId } = deps;

  async function authorize(
    request: FastifyRequest,
    permission: OperatorPermission,
  ): Promise<OperatorContext> {
    const token = bearerOperatorToken(request.headers.authorization);
    if (token === undefined) throw new AppError('error_operator_unauthorized');
    const hash = operatorTokenHash(token);
    const holder = await selectCredentialHolder(db, brandId, hash, permission);
    if (!holder) throw new AppError('error_operator_unauthorized');
    if (!holder.permitted) throw new AppError('error_operator_forbidden');
    await touchCredential(db, hash);
    return {
      requestId: request.id,
      operatorId: BigInt(holder.operator_id),
      username: holder.username,
      role: holder.role,
      sessionId: holder.session_id === null ? null : BigInt(holder.session_id),
      ip: request.ip,
    };
  }

  return { authorize };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
