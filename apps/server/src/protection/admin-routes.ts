import { getMemberProtectionForOperator } from '@lotus/contract/protection';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { ProtectionService } from './service.ts';

/** The operator's read-only view of a member's protection (limits, breaks, flags). */
export function adminProtectionRoutes(deps: { protection: Pick<ProtectionService, 'operatorView'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getMemberProtectionForOperator, async ({ params, caller }) =>
      deps.protection.operatorView(params.username, caller),
    );
  };
}
