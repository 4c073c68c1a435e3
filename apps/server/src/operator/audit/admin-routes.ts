import { listAudit } from '@lotus/contract/operator-audit';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { AuditReader } from './service.ts';

/** The audit's operator call (permission `audit.read`: the owner's). */
export function auditAdminRoutes(deps: { audit: AuditReader }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listAudit, async ({ query }) => deps.audit.list(query));
  };
}
