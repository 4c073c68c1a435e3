import {
  countUnreadMessages,
  deleteMessage,
  listInbox,
  markAllMessagesRead,
  markMessageRead,
} from '@lotus/contract/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { MessageService } from './service.ts';

/**
 * The member's inbox (the spec's relay calls). No member id travels in these paths: every call
 * reads or changes only the session's own messages.
 */
export function messageRoutes(deps: { messages: MessageService }) {
  const { messages } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listInbox, async ({ caller, query }) => messages.inbox(caller.member.id, query));
    await registerCall(app, countUnreadMessages, async ({ caller }) => ({
      count: await messages.unreadCount(caller.member.id),
    }));
    await registerCall(app, markAllMessagesRead, async ({ caller }) => ({
      changed: await messages.markAllRead(caller.member.id),
    }));
    await registerCall(app, markMessageRead, async ({ caller, params }) => ({
      changed: await messages.markOneRead(caller.member.id, BigInt(params.id)),
    }));
    await registerCall(app, deleteMessage, async ({ caller, params }) => ({
      changed: await messages.remove(caller.member.id, BigInt(params.id)),
    }));
  };
}
