import type { FastifyInstance } from 'fastify';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createOperatorAccess } from './access/service.ts';
import { accountRoutes } from './accounts/admin-routes.ts';
import { approvalsAdminRoutes } from './approvals/admin-routes.ts';
import { createApprovals } from './approvals/service.ts';
import type { ApprovalKind, ApprovedChange } from './approvals/service.ts';
import { createOperatorAccounts } from './accounts/service.ts';
import { auditAdminRoutes } from './audit/admin-routes.ts';
import { createAuditReader } from './audit/service.ts';
import { signInRoutes } from './sign-in/admin-routes.ts';
import { createOperatorSignIn } from './sign-in/service.ts';
import { tokenRoutes } from './tokens/admin-routes.ts';
import { createOperatorTokens } from './tokens/service.ts';

export interface OperatorNeeds {
  pool: Pool;
  brandId: number;
  /** The brand's name: the issuer an authenticator app shows beside the code. */
  brandName: string;
  /** SECRET_KEY: seals the operators' TOTP secrets in the database. */
  secretKey: string;
  /** The changes that wait for a second operator, made by the domains that own them (the wallet's adjustment). */
  approvedChanges: Record<ApprovalKind, ApprovedChange>;
}

/**
 * Operators as people: accounts with a role, TOTP sign-in, sessions, API tokens, the permission
 * check every operator call passes, the audit's reading and the second operator's approvals.
 */
export function createOperatorDomain(deps: OperatorNeeds) {
  const { pool, brandId } = deps;
  const access = createOperatorAccess({ db: pool, brandId });
  const audit = createAuditReader({ db: pool, brandId });
  const signIn = createOperatorSignIn({
    pool,
    brandId,
    box: createSecretBox(deps.secretKey),
    issuer: `${deps.brandName} console`,
  });
  const accounts = createOperatorAccounts({ pool, brandId });
  const tokens = createOperatorTokens({ pool, brandId });
  const approvals = createApprovals({ pool, brandId, changes: deps.approvedChanges });
  const adminRoutes = async (app: FastifyInstance) => {
    await app.register(signInRoutes({ signIn }));
    await app.register(tokenRoutes({ tokens }));
    await app.register(accountRoutes({ accounts }));
    await app.register(auditAdminRoutes({ audit }));
    await app.register(approvalsAdminRoutes({ approvals }));
  };
  return { access, audit, signIn, accounts, tokens, approvals, adminRoutes };
}

export type OperatorDomain = ReturnType<typeof createOperatorDomain>;
export { insertApiToken, insertOperatorAccount, newInitialPassword } from './access/bootstrap.ts';
export type { ApprovalKind, ApprovalState, ApprovedChange } from './approvals/service.ts';
