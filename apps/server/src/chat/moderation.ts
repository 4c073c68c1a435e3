import type {
  ChatLiveEvent,
  ChatMessageDeleted,
  ChatMute,
  ChatMuteRequest,
  ChatMutes,
  OperatorChatPage,
  OperatorChatQuery,
} from '@lotus/contract/chat';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';
import { AppError } from '../platform/http/app-error.ts';
import { publicChatMessage } from './service.ts';
import {
  lockMute,
  markMessageDeleted,
  selectMutesInForce,
  selectOperatorMessages,
  upsertMute,
} from './tables.ts';

/** What moderation needs of the member domain: an account by its name (the operator mutes by username). */
export interface ChatMembers {
  findForLogin(username: string): Promise<{ id: bigint; username: string } | null | undefined>;
}

/**
 * The operator's side of the chat room: every message with its author's real account name, deleting
 * one (gone from every open page at once), muting a member for a while and lifting it. Each change
 * is written to `operator_audit` in its own transaction, with the live event it sends.
 */
export function createChatModeration(deps: { pool: Pool; brand: { id: number }; members: ChatMembers }) {
  const { pool, brand, members } = deps;

  async function messages(query: OperatorChatQuery): Promise<OperatorChatPage> {
    const { rows, total } = await selectOperatorMessages(
      pool,
      brand.id,
      { username: query.username, status: query.status },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => ({
        ...publicChatMessage(row),
        username: row.username,
        deletedAt: row.deleted_at?.toISOString() ?? null,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** Deletes a message for everyone; a second delete changes nothing and sends nothing. */
  async function remove(id: bigint, context: OperatorContext): Promise<ChatMessageDeleted> {
    return inTransaction(pool, async (client) => {
      const result = await markMessageDeleted(client, brand.id, id);
      if (!result) throw new AppError('error_not_found');
      if (result.changed) {
        const event: ChatLiveEvent = { kind: 'deleted', id: id.toString() };
        await notifyLiveEvent(client, { topic: 'chat', brandId: brand.id, data: event });
      }
      // The delete only ever sets deleted_at, from null: the message before it is the row with none.
      const after = { author: result.row.username, body: result.row.body, deletedAt: result.row.deleted_at };
      await insertAudit(client, {
        brandId: brand.id,
        action: 'chat.delete',
        context,
        target: `chat message ${id}`,
        before: result.changed ? { ...after, deletedAt: null } : after,
        after,
      });
      return { id: id.toString(), deleted: result.changed };
    });
  }

  async function setMute(
    username: string,
    mute: { minutes: number; reason: string | null } | null,
    context: OperatorContext,
  ): Promise<ChatMute> {
    const member = await members.findForLogin(username);
    if (!member) throw new AppError('error_account_not_found');
    return inTransaction(pool, async (client: PoolClient) => {
      const before = await lockMute(client, member.id);
      const stored = await upsertMute(client, brand.id, member.id, mute);
      const answer: ChatMute = {
        username: member.username,
        mutedUntil: stored.muted_until?.toISOString() ?? null,
        muteReason: stored.mute_reason,
      };
      // The member's own pages learn it at once: the composer says why it is closed, or opens again.
      const event: ChatLiveEvent = {
        kind: 'muted',
        mutedUntil: answer.mutedUntil,
        muteReason: answer.muteReason,
      };
      await notifyLiveEvent(client, {
        topic: 'chat',
        brandId: brand.id,
        memberId: member.id.toString(),
        data: event,
      });
      await insertAudit(client, {
        brandId: brand.id,
        action: mute ? 'chat.mute' : 'chat.unmute',
        context,
        target: `member ${member.username}`,
        before: { mutedUntil: before.muted_until?.toISOString() ?? null, muteReason: before.mute_reason },
        after: { mutedUntil: answer.mutedUntil, muteReason: answer.muteReason },
        ...(mute ? { detail: { minutes: mute.minutes } } : {}),
      });
      return answer;
    });
  }

  function mute(username: string, request: ChatMuteRequest, context: OperatorContext): Promise<ChatMute> {
    const reason = request.reason === undefined || request.reason === '' ? null : request.reason;
    return setMute(username, { minutes: request.minutes, reason }, context);
  }

  function unmute(username: string, context: OperatorContext): Promise<ChatMute> {
    return setMute(username, null, context);
  }

  async function mutes(): Promise<ChatMutes> {
    const rows = await selectMutesInForce(pool, brand.id);
    return {
      content: rows.map((row) => ({
        username: row.username,
        mutedUntil: row.muted_until.toISOString(),
        muteReason: row.mute_reason,
      })),
    };
  }

  return { messages, remove, mute, unmute, mutes };
}

export type ChatModeration = ReturnType<typeof createChatModeration>;
