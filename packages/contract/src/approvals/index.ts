import { defineCall } from '../call.ts';

// The second operator's approvals. Its zod schemas are in ./schemas.ts (@lotus/contract/approvals/schemas).
export type {
  Approval,
  ApprovalListQuery,
  ApprovalPage,
  ApprovalStatus,
  RejectApprovalRequest,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'operator: approvals';

export const listApprovals = defineCall(schemas, {
  method: 'GET',
  path: '/admin/approvals',
  scope: 'operator',
  permission: 'wallet.approve',
  tag,
  summary:
    'Changes waiting for (or decided by) a second operator, newest first: manual adjustments above the brand’s threshold',
  errors: [],
  schemas: (s) => ({ query: s.approvalListQuerySchema, value: s.approvalPageSchema }),
});

export const approveApproval = defineCall(schemas, {
  method: 'POST',
  path: '/admin/approvals/:id/approve',
  scope: 'operator',
  permission: 'wallet.approve',
  tag,
  summary:
    'Approve a pending change: it runs once, in the transaction that marks it approved; never by the operator who asked for it',
  errors: [
    'error_not_found',
    'error_approval_same_operator',
    'error_approval_decided',
    'error_account_not_found',
    'error_insufficient_funds',
    'error_operation_not_allowed',
    'error_conflict',
  ],
  schemas: (s) => ({ params: s.approvalParamsSchema, value: s.approvalSchema }),
});

export const rejectApproval = defineCall(schemas, {
  method: 'POST',
  path: '/admin/approvals/:id/reject',
  scope: 'operator',
  permission: 'wallet.approve',
  tag,
  summary: 'Reject a pending change with a reason: nothing runs; never by the operator who asked for it',
  errors: ['error_not_found', 'error_approval_same_operator', 'error_approval_decided'],
  schemas: (s) => ({
    params: s.approvalParamsSchema,
    body: s.rejectApprovalRequestSchema,
    value: s.approvalSchema,
  }),
});
