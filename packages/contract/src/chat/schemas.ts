import { z } from 'zod';
import { memberParamsSchema } from '../auth/schemas.ts';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { singleLineText } from '../free-text-schemas.ts';
import { chatRules, chatTextIsVisible, chatTextLength } from '../values.ts';

/**
 * The public chat room of the member site (docs/chat.md): logged-in members read and write, the
 * operator deletes messages and mutes members. Messages are plain text: nothing in them is ever
 * read as HTML or markup. Authors show as their masked account name ("ng***n", as on the winners
 * board), never the name in full nor the nickname (a nickname is free text a member could dress up
 * as someone else).
 */

/** A chat message id: a positive whole number as a decimal string (bigserial). */
const chatMessageIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'a message id');

/**
 * The text of a message: one line under the free-text rule, trimmed, then 1 to 200 characters (code
 * points), and something visible.
 */
const chatTextSchema = singleLineText({
  min: chatRules.minLength,
  max: chatRules.maxLength,
  count: chatTextLength,
}).refine(
  (text) => chatTextIsVisible(text),
  `write ${chatRules.minLength} to ${chatRules.maxLength} characters`,
);

/** `POST /wps/relay/chat/messages`. A repeat with the same key answers the first message and sends nothing. */
export const chatPostRequestSchema = z.object({
  text: chatTextSchema,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, '8 to 64 letters, digits, _ . : -'),
});
export type ChatPostRequest = z.infer<typeof chatPostRequestSchema>;

/** A message as everyone in the room sees it (and as the live `chat` event carries it). */
const chatMessageSchema = z.object({
  id: chatMessageIdSchema,
  /** The author's masked account name. */
  author: z.string(),
  text: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message as the reader's list shows it: `mine` marks the reader's own. */
export const chatRoomMessageSchema = chatMessageSchema.extend({ mine: z.boolean() });
export type ChatRoomMessage = z.infer<typeof chatRoomMessageSchema>;

/**
 * `GET /wps/relay/chat/messages?before=&size=`: the latest `size` messages older than `before` (all
 * when it is absent). Paged by the id of the oldest message shown rather than by page number: new
 * messages arrive all the time and would shift numbered pages under the reader.
 */
export const chatListQuerySchema = z.object({
  before: chatMessageIdSchema.optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/** The messages oldest first (the newest at the bottom), and whether older ones remain. */
export const chatListSchema = z.object({
  content: z.array(chatRoomMessageSchema),
  size: z.number().int(),
  hasMore: z.boolean(),
});
export type ChatList = z.infer<typeof chatListSchema>;

/** `GET /wps/relay/chat/me`: whether the reader may write, and if not why. */
export const chatMemberStateSchema = z.object({
  /** A free-play guest account reads the room but does not write in it. */
  guest: z.boolean(),
  /** ISO 8601, UTC, while the operator's mute is in force; else null. */
  mutedUntil: z.string().nullable(),
  /** The operator's reason for the mute, when given. */
  muteReason: z.string().nullable(),
});
export type ChatMemberState = z.infer<typeof chatMemberStateSchema>;

/**
 * `event: chat` on the live stream, to logged-in pages only. `message` and `deleted` go to every
 * member's page; `muted` goes only to the pages of the member it concerns (an unmute carries nulls).
 */
export const chatLiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: chatMessageSchema }),
  z.object({ kind: z.literal('deleted'), id: chatMessageIdSchema }),
  z.object({
    kind: z.literal('muted'),
    mutedUntil: z.string().nullable(),
    muteReason: z.string().nullable(),
  }),
]);
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;

// ---- Operator calls (/admin/chat/...) ----

export const chatMessagePathSchema = z.object({ id: chatMessageIdSchema });

/** The path of a member's mute: their account name, as the operator's member calls take it. */
export { memberParamsSchema };

/** `GET /admin/chat/messages`: newest first, optionally one member's, deleted ones included or not. */
export const operatorChatQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    username: z.string().min(1).max(64).optional(),
    status: z.enum(['all', 'visible', 'deleted']).default('all'),
  }),
);
export type OperatorChatQuery = z.infer<typeof operatorChatQuerySchema>;

const operatorChatMessageSchema = chatMessageSchema.extend({
  /** The author's account name in full. */
  username: z.string(),
  /** ISO 8601, UTC, once the operator deleted it; else null. */
  deletedAt: z.string().nullable(),
});
export const operatorChatPageSchema = pageOf(operatorChatMessageSchema);
export type OperatorChatPage = z.infer<typeof operatorChatPageSchema>;

/** `DELETE /admin/chat/messages/{id}`: `deleted` is false when it was deleted already. */
export const chatMessageDeletedSchema = z.object({ id: chatMessageIdSchema, deleted: z.boolean() });
export type ChatMessageDeleted = z.infer<typeof chatMessageDeletedSchema>;

/** At most a year: a longer silence is a matter for the account itself. */
const chatMuteMaxMinutes = 366 * 24 * 60;

/** `PUT /admin/chat/mutes/{username}`: mute for `minutes` from now (a new mute replaces the one in force). */
export const chatMuteRequestSchema = z.object({
  minutes: z.number().int().min(1).max(chatMuteMaxMinutes),
  /** Shown to the member with the mute. */
  reason: singleLineText({ max: 200 }).optional(),
});
export type ChatMuteRequest = z.infer<typeof chatMuteRequestSchema>;

/** A member's mute: `mutedUntil` null once lifted (`DELETE /admin/chat/mutes/{username}`). */
export const chatMuteSchema = z.object({
  username: z.string(),
  mutedUntil: z.string().nullable(),
  muteReason: z.string().nullable(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

/** `GET /admin/chat/mutes`: the mutes in force, the one ending last first. */
export const chatMutesSchema = z.object({ content: z.array(chatMuteSchema) });
export type ChatMutes = z.infer<typeof chatMutesSchema>;
