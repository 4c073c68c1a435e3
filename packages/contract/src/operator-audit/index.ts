import { defineCall } from '../call.ts';

// The audit's reading. Its zod schemas are in ./schemas.ts (@lotus/contract/operator-audit/schemas).
export type { AuditEntry, AuditPage, AuditQuery } from './schemas.ts';

const schemas = () => import('./schemas.ts');

export const listAudit = defineCall(schemas, {
  method: 'GET',
  path: '/admin/audit',
  scope: 'operator',
  permission: 'audit.read',
  tag: 'operator: audit',
  summary:
    'The audit of every operator change, newest first: who, what, when, from where, the target and its before and after; by operator, action prefix, target and time',
  errors: [],
  schemas: (s) => ({ query: s.auditQuerySchema, value: s.auditPageSchema }),
});
