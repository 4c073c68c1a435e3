import { approveApproval, listApprovals, rejectApproval } from '@lotus/contract/approvals';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { Approvals } from './service.ts';

/** The approvals' operator calls (permission `wallet.approve`). */
export function approvalsAdminRoutes(deps: { approvals: Approvals }) {
  return async (app: FastifyInstance) => {
    const { approvals } = deps;
    await registerCall(app, listApprovals, async ({ query }) => approvals.list(query));
    await registerCall(app, approveApproval, async ({ params, caller }) =>
      approvals.approve(BigInt(params.id), caller),
    );
    await registerCall(app, rejectApproval, async ({ params, body, caller }) =>
      approvals.reject(BigInt(params.id), body.reason, caller),
    );
  };
}
