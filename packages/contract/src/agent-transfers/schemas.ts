import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';

/**
 * Transfers between an agent and its direct upline or any member of its team (issue 19): from the
 * main wallet, with the payment password, within limits, applied once per idempotency key. Money
 * is minor units as a decimal string.
 */

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');

/** POST /wps/agent/transfers, encrypted (`{ data }`), decrypted. */
export const agentTransferSchema = z.object({
  toId: idSchema,
  amount: minorUnits,
  paymentPassword: z.string().max(64),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type AgentTransferRequest = z.infer<typeof agentTransferSchema>;

const transferSchema = z.object({
  id: idSchema,
  /** Seen from the caller. */
  flow: z.enum(['sent', 'received']),
  counterparty: z.object({ id: idSchema, account: z.string() }),
  /** The counterparty's place: the caller's upline, or a member of its team (or, received, its team's upline... the sender's view flipped). */
  relation: z.enum(['upline', 'downline']),
  amount: minorUnits,
  currency: z.string(),
  createdAt: z.string(),
});
export type AgentTransfer = z.infer<typeof transferSchema>;
export { transferSchema };

export const transfersQuerySchema = pageQuerySchema;

export const transferLimitsSchema = z.object({
  min: minorUnits,
  max: minorUnits,
  dailyMax: minorUnits,
  /** What the caller sent today (the brand's day). */
  sentToday: minorUnits,
  /** The caller's upline, when it has one: the one member above it it may send to. */
  upline: z.object({ id: idSchema, account: z.string() }).nullable(),
});
export type TransferLimits = z.infer<typeof transferLimitsSchema>;

export const transferPageSchema = pageOf(transferSchema).extend({ limits: transferLimitsSchema });
export type AgentTransferPage = z.infer<typeof transferPageSchema>;
