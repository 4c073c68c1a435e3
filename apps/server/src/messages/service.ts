import type { MemberMessage, MessageKind } from '@lotus/contract/messages';
import { messageKinds } from '@lotus/contract/messages/schemas';
import type { Pool, Queryable } from '../platform/database/pool.ts';
import { AppError } from '../platform/http/app-error.ts';
import { announceNewMail } from './new-mail-notice.ts';
import {
  countUnread,
  insertMessage,
  insertMessages,
  markDeleted,
  markRead,
  messageExists,
  selectInbox,
} from './tables.ts';

export type { MessageKind } from '@lotus/contract/messages';

export interface OutgoingMessage {
  memberId: bigint;
  kind: MessageKind;
  /** Template values, all strings: amount in minor units, currency, date ISO 8601, reason; new_mail: title, body. */
  params: Record<string, string>;
}

/** Past these a message is a programming error, not a member's: the inbox shows short notes. */
const maxParams = 20;
const maxParamLength = 4000;

/** A bad message is the caller's bug (the cashier, the operator API validates its own input first). */
export function checkMessage(kind: string, params: Record<string, string>): void {
  if (!(messageKinds as readonly string[]).includes(kind)) throw new Error(`messages: unknown kind ${kind}`);
  const entries = Object.entries(params);
  if (entries.length > maxParams) throw new Error('messages: too many params');
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || value.length > maxParamLength) {
      throw new Error(`messages: param ${key} must be a string of at most ${maxParamLength} characters`);
    }
  }
  if (kind === 'new_mail' && (!params['title'] || !params['body'])) {
    throw new Error('messages: new_mail needs a title and a body');
  }
}

function toMessage(row: {
  id: bigint;
  kind: string;
  params: Record<string, string>;
  created_at: Date;
  read_at: Date | null;
}): MemberMessage {
  return {
    id: row.id.toString(),
    kind: row.kind as MessageKind,
    params: row.params,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The member's inbox: other domains send into it, the member reads, marks and deletes. */
export function createMessageService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  /** Sends inside the caller's transaction: the message exists exactly when the money move does. */
  async function sendWithin(db: Queryable, message: OutgoingMessage): Promise<void> {
    checkMessage(message.kind, message.params);
    await insertMessage(db, brandId, message);
    await announceNewMail(db, { brandId, memberId: message.memberId });
  }

  /**
   * The same message to many of the brand's members (an operator's mail to a group or to all);
   * ids of other brands are skipped. Answers how many were sent.
   */
  async function sendToManyWithin(
    db: Queryable,
    memberIds: bigint[],
    message: { kind: MessageKind; params: Record<string, string> },
  ): Promise<number> {
    checkMessage(message.kind, message.params);
    if (memberIds.length === 0) return 0;
    const sent = await insertMessages(db, brandId, memberIds, message);
    await announceNewMail(db, { brandId, memberId: memberIds.length === 1 ? memberIds[0] : undefined });
    return sent;
  }

  async function inbox(memberId: bigint, page: { page: number; size: number }) {
    const { rows, total } = await selectInbox(pool, brandId, memberId, {
      limit: page.size,
      offset: (page.page - 1) * page.size,
    });
    return { content: rows.map(toMessage), page: page.page, size: page.size, total };
  }

  function unreadCount(memberId: bigint): Promise<number> {
    return countUnread(pool, brandId, memberId);
  }

  /** Marks one of the member's messages read; a repeat changes nothing. Another's message is not found. */
  async function markOneRead(memberId: bigint, id: bigint): Promise<number> {
    const changed = await markRead(pool, brandId, memberId, id);
    if (changed === 0 && !(await messageExists(pool, brandId, memberId, id))) {
      throw new AppError('error_not_found');
    }
    return changed;
  }

  function markAllRead(memberId: bigint): Promise<number> {
    return markRead(pool, brandId, memberId, null);
  }

  /** Deletes (hides) one of the member's messages. Another's, or one already deleted, is not found. */
  async function remove(memberId: bigint, id: bigint): Promise<number> {
    const changed = await markDeleted(pool, brandId, memberId, id);
    if (changed === 0) throw new AppError('error_not_found');
    return changed;
  }

  return { sendWithin, sendToManyWithin, inbox, unreadCount, markOneRead, markAllRead, remove };
}

export type MessageService = ReturnType<typeof createMessageService>;
