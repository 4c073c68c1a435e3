import { z } from 'zod';
import { sessionEndReasons } from './session-end-reasons.ts';

/**
 * Live events pushed to open pages over Server-Sent Events (`GET /wps/relay/events`). Each SSE message
 * is `event: <topic>` with `data: <JSON>`. `balance` goes only to the member it belongs to (the stream
 * must carry a ticket); the public topics go to every page of the brand, visitors included.
 * docs/live-events.md explains the stream.
 */
const publicLiveTopics = ['winner', 'jackpot', 'crash'] as const;
/**
 * A member's own topics: `balance`, `session` (some of the member's sessions were ended: a page
 * checks whether its own was one of them, and if so says it was signed out and why), and `cashier`
 * (one of the member's deposits or withdrawals changed state: `{ kind, id, status }`).
 */
const memberLiveTopics = ['balance', 'session', 'cashier'] as const;
/**
 * Topics for logged-in pages (a stream opened with a ticket), never a visitor's: the chat room, and
 * `inbox` (new messages: refetch the unread count), sent to one member or, for a mailing, to all.
 */
const signedInLiveTopics = ['chat', 'inbox'] as const;
export const liveTopics = [...publicLiveTopics, ...memberLiveTopics, ...signedInLiveTopics] as const;
type PublicLiveTopic = (typeof publicLiveTopics)[number];
type SignedInLiveTopic = (typeof signedInLiveTopics)[number];
export type LiveTopic = (typeof liveTopics)[number];

export function isPublicLiveTopic(topic: string): topic is PublicLiveTopic {
  return (publicLiveTopics as readonly string[]).includes(topic);
}

export function isSignedInLiveTopic(topic: string): topic is SignedInLiveTopic {
  return (signedInLiveTopics as readonly string[]).includes(topic);
}

/** `POST /wps/relay/events/ticket` (token required): used once, within `expiresAt`, as `?ticket=`. */
export const liveTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});

/** `GET /wps/relay/events?ticket=`: without a ticket, public topics only. */
export const liveStreamQuerySchema = z.object({
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a ticket from POST /wps/relay/events/ticket')
    .optional(),
});

/** What the stream sends: `text/event-stream` messages (`event: <topic>`, `data: <JSON>`), not the envelope. */
export const liveStreamSchema = z.string();

/** `event: balance`: the member's main wallet balance after a change, minor units as a decimal string. */
export const balanceLiveEventSchema = z.object({ balance: z.string().regex(/^\d{1,19}$/) });

/** `event: session`: some of the member's sessions were ended, and why. */
export const sessionEndedLiveEventSchema = z.object({ reason: z.enum(sessionEndReasons) });

/** `event: ready`, first on every stream: whether it carries the member's own topics. */
export const liveReadySchema = z.object({ member: z.boolean() });
