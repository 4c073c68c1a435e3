import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { createOperatorAccess } from './access/service.ts';
import { auditAdminRoutes } from './audit/admin-routes.ts';
import { createAuditReader } from './audit/service.ts';

/**
 * Operators as people: accounts with a role, TOTP sign-in, sessions, API tokens, the permission
 * check every operator call passes, the audit's reading and the second operator's approvals.
 */
export function createOperatorDomain(deps: { pool: Pool; brandId: number }) {
  const access = createOperatorAccess({ db: deps.pool, brandId: deps.brandId });
  const audit = createAuditReader({ db: deps.pool, brandId: deps.brandId });
  // The sign-in, accounts, tokens and approvals calls register here (issue 15, in progress).
  const adminRoutes = async (app: FastifyInstance) => {
    await app.register(auditAdminRoutes({ audit }));
  };
  return { access, audit, adminRoutes };
}

export type OperatorDomain = ReturnType<typeof createOperatorDomain>;
export { insertApiToken, insertOperatorAccount, newInitialPassword } from './access/bootstrap.ts';
