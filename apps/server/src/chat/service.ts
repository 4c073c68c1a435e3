import type {
  ChatList,
  ChatListQuery,
  ChatLiveEvent,
  ChatMemberState,
  ChatMessage,
  ChatPostRequest,
  ChatRoomMessage,
} from '@lotus/contract/chat';
import { chatRules } from '@lotus/contract/values';
import type { Pool, Queryable } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';
import { AppError } from '../platform/http/app-error.ts';
import { instantText } from '../protection/index.ts';
import { maskPlayer } from '../winners/index.ts';
import type { ChatRateRules } from './rate-limit.ts';
import { chatRateWindowSeconds, chatRetryAfterSeconds } from './rate-limit.ts';
import type { ChatMessageRow } from './tables.ts';
import {
  insertChatMessage,
  lockChatSender,
  selectChatStanding,
  selectMessageByKey,
  selectRecentSends,
  selectRoomMessages,
} from './tables.ts';

/** A message as the room shows it: the author masked like the winners board ("ng***n"). */
export function publicChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    author: maskPlayer(row.username),
    text: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

function roomMessage(row: ChatMessageRow, readerId: bigint): ChatRoomMessage {
  return { ...publicChatMessage(row), mine: row.member_id === readerId };
}

/** What the room needs of player protection: a member on a time-out or self-exclusion does not write. */
export interface ChatProtection {
  /** Throws error_timed_out or error_self_excluded, read in the send's own transaction. */
  assertLoginAllowed(memberId: bigint, db?: Queryable): Promise<void>;
}

/**
 * The chat room as members use it: read the latest messages, write one, know whether they may.
 * Every rule of a send (mute, guest, protection break, rate limit) is judged in one transaction under
 * the member's chat row lock, so it holds across any number of server instances; the new message is
 * announced to every logged-in page (live topic `chat`) when that transaction commits.
 */
export function createChatService(deps: {
  pool: Pool;
  brand: { id: number; time_zone: string };
  /** A member on a time-out or self-exclusion does not write either. */
  protection: ChatProtection;
  rules?: ChatRateRules;
}) {
  const { pool, brand, protection } = deps;
  const rules = deps.rules ?? chatRules;

  async function post(memberId: bigint, request: ChatPostRequest): Promise<ChatRoomMessage> {
    return inTransaction(pool, async (client) => {
      const sender = await lockChatSender(client, brand.id, memberId);
      if (!sender) throw new AppError('error_not_logged_in');
      // A repeat of a send that went through answers it again, whatever happened since.
      const repeat = await selectMessageByKey(client, memberId, request.idempotencyKey);
      if (repeat) return roomMessage(repeat, memberId);
      if (sender.is_demo) throw new AppError('error_chat_guest');
      if (sender.muted_until !== null && sender.muted_until > sender.now) {
        throw new AppError('error_chat_muted', {
          params: {
            until: sender.muted_until.toISOString(),
            untilText: instantText(sender.muted_until, brand.time_zone),
          },
        });
      }
      await protection.assertLoginAllowed(memberId, client);
      const recent = await selectRecentSends(
        client,
        memberId,
        sender.now,
        chatRateWindowSeconds,
        rules.perMinute,
      );
      const retryAfterSeconds = chatRetryAfterSeconds(sender.now, recent, rules);
      if (retryAfterSeconds !== undefined) {
        throw new AppError('error_chat_too_fast', { params: { retryAfterSeconds } });
      }
      const row = await insertChatMessage(client, {
        brandId: brand.id,
        memberId,
        idempotencyKey: request.idempotencyKey,
        body: request.text,
        now: sender.now,
      });
      const event: ChatLiveEvent = { kind: 'message', message: publicChatMessage(row) };
      await notifyLiveEvent(client, { topic: 'chat', brandId: brand.id, data: event });
      return roomMessage(row, memberId);
    });
  }

  async function list(readerId: bigint, query: ChatListQuery): Promise<ChatList> {
    const rows = await selectRoomMessages(pool, brand.id, {
      before: query.before === undefined ? undefined : BigInt(query.before),
      limit: query.size + 1,
    });
    const shown = rows.slice(0, query.size).reverse();
    return {
      content: shown.map((row) => roomMessage(row, readerId)),
      size: query.size,
      hasMore: rows.length > query.size,
    };
  }

  async function standing(memberId: bigint): Promise<ChatMemberState> {
    const row = await selectChatStanding(pool, brand.id, memberId);
    if (!row) throw new AppError('error_not_logged_in');
    return {
      guest: row.is_demo,
      mutedUntil: row.muted_until?.toISOString() ?? null,
      muteReason: row.mute_reason,
    };
  }

  return { post, list, standing };
}

export type ChatService = ReturnType<typeof createChatService>;
