import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';

/**
 * GET /admin/audit: the brand's audit, newest first. Every filter is optional; an unknown query
 * parameter is refused (a mistyped filter must not answer the whole log).
 */
export const auditQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  /** The operator's username (case-insensitive). */
  operator: z.string().trim().min(1).max(64).optional(),
  /** The action or a prefix of it: `cashier.withdrawal` finds `cashier.withdrawal.approved`. */
  action: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, dots, dashes and underscores')
    .optional(),
  /** What was changed, exactly as the audit names it (`withdrawal 42`, `member alice`). */
  target: z.string().trim().min(1).max(200).optional(),
  /** From this instant (inclusive) to this one (exclusive), ISO 8601 with an offset. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One operator change: who, what, when, from where, and the before and after of what changed. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Null for the platform acting on its own (no person behind it) and for rows older than issue 15. */
  operatorId: z.string().nullable(),
  operatorUsername: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The changed thing as it was and as it became (null for a view, a creation's before, a deletion's after). */
  before: z.unknown(),
  after: z.unknown(),
  /** What is not a before or after: the reason given, the amount asked. */
  detail: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
