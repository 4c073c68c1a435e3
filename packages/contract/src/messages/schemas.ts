import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';

/** The inbox pages like every list. */
export { pageQuerySchema };

/**
 * The member's inbox. A message carries a kind and its template values, never its words: the
 * member site renders it in the reader's language (i18n `inbox.kinds.<kind>`).
 */
export const messageKinds = [
  'deposit_arrived',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'new_mail',
  // The operator answered the member's feedback: params date (the feedback's time), reply, feedbackId.
  'feedback_replied',
  // A burst of failed logins on the account from addresses its owner never signed in from (told once
  // a day at most): params minutes (the window they fell in) and count (the failures, for the records).
  'login_failures_burst',
  // A lottery draw's result was corrected and the member's winnings with it: params drawId.
  'lottery_result_corrected',
  // The member's application to become an agent was approved (params agentType) or rejected (params reason).
  'agent_application_approved',
  'agent_application_rejected',
  // Money between an agent and its upline or team: params amount, currency, account (the other side).
  'agent_transfer_received',
  'agent_transfer_sent',
  // A contract between an agent and its upline moved: params account (the side that moved it).
  'agent_contract_offered',
  'agent_contract_signed',
  'agent_contract_rejected',
  'agent_contract_termination_requested',
  'agent_contract_termination_rejected',
  'agent_contract_terminated',
  // A points exchange was decided or its goods sent: params number (the exchange's transaction
  // number); a rejection's reason when the operator gave one.
  'points_exchange_approved',
  'points_exchange_rejected',
  'points_exchange_shipped',
  // An application to a promotion was granted (params title, amount, currency) or refused (title, reason).
  'promotion_application_approved',
  'promotion_application_rejected',
  // VIP (docs/vip-and-rebate.md): the member's level moved (params level, the new level's number);
  // a VIP bonus was paid (params amount, currency, level).
  'vip_level_up',
  'vip_level_down',
  'vip_bonus_upgrade',
  'vip_bonus_weekly',
  'vip_bonus_monthly',
  'vip_bonus_birthday',
  // A day's rebate and cashback were paid, or wait to be claimed: params amount, currency, day.
  'rebate_paid',
  'rebate_claimable',
] as const;
const messageKindSchema = z.enum(messageKinds);
export type MessageKind = (typeof messageKinds)[number];

/**
 * The values a template may use, all strings: amount (minor units, decimal string), currency,
 * date (ISO 8601), reason, game, count, minutes; new_mail carries title and body.
 */
const messageParamsSchema = z.record(z.string(), z.string());

const memberMessageSchema = z.object({
  /** A decimal string (bigserial). */
  id: z.string(),
  kind: messageKindSchema,
  params: messageParamsSchema,
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** ISO 8601, UTC; null while unread. */
  readAt: z.string().nullable(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const memberMessagePageSchema = pageOf(memberMessageSchema);
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

/** GET /wps/relay/inbox/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** The path of the calls on one message: its id, a positive whole number. */
export const messageParamsPathSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'a message id'),
});

/** PUT .../read, PUT .../read-all, DELETE ...: how many messages the call changed (0 on a repeat). */
export const messagesChangedSchema = z.object({ changed: z.number().int().min(0) });
