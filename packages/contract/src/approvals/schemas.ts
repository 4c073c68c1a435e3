import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { singleLineText } from '../free-text-schemas.ts';

/** A change waiting for a second operator: asked, then approved (it ran) or rejected (nothing moved). */
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** What needs a second operator's approval (manual adjustments above ADJUSTMENT_APPROVAL_ABOVE). */
export const approvalKinds = ['wallet.adjustment'] as const;

/** GET /admin/approvals: newest first; an unknown filter is refused. */
export const approvalListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  status: z.enum(approvalStatuses).optional(),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const approvalParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'an id') });

/** POST /admin/approvals/:id/reject: why, for the requester and the audit. */
export const rejectApprovalRequestSchema = z.strictObject({
  reason: singleLineText({ min: 3, max: 200 }),
});
export type RejectApprovalRequest = z.infer<typeof rejectApprovalRequestSchema>;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(approvalKinds),
  /** What the change does, as the approver reads it: whose money, how much (signed minor units), why. */
  summary: z.object({
    username: z.string(),
    amount: z.string().regex(/^-?\d+$/),
    currency: z.string(),
    reason: z.string(),
  }),
  requestedBy: operatorRefSchema,
  requestedAt: z.iso.datetime(),
  status: z.enum(approvalStatuses),
  decidedBy: operatorRefSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** The rejection's reason (null while pending and once approved). */
  reason: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalPageSchema = pageOf(approvalSchema);
export type ApprovalPage = z.infer<typeof approvalPageSchema>;
