import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';

/**
 * The development gateways' outboxes: what the SMS and email gateways "sent", codes included, for
 * the operator (and the tests and journeys) to read.
 */

/** GET /admin/sms/outbox: newest first, optionally to one number. */
export const smsOutboxQuerySchema = operatorQuery(
  pageQuerySchema.extend({ to: z.string().max(20).optional() }),
);

const smsOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.iso.datetime(),
});
export const smsOutboxPageSchema = pageOf(smsOutboxMessageSchema);

/** GET /admin/email/outbox: newest first, optionally to one address. */
export const emailOutboxQuerySchema = operatorQuery(
  pageQuerySchema.extend({ to: z.string().max(128).optional() }),
);

const emailOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.iso.datetime(),
});
export const emailOutboxPageSchema = pageOf(emailOutboxMessageSchema);
