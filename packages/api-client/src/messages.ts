import {
  countUnreadMessages,
  deleteMessage,
  listInbox,
  markAllMessagesRead,
  markMessageRead,
} from '@lotus/contract/messages';
import type { MemberMessagePage } from '@lotus/contract/messages';
import type { ApiClient } from './client.ts';

export type MessagePage = MemberMessagePage;

/** The member's inbox: messages newest first, the unread count of the header badge, read and delete. */
export function messagesApi(client: ApiClient) {
  return {
    list: (page: { page: number; size: number }) => client.call(listInbox, { query: page }),
    unreadCount: () => client.call(countUnreadMessages),
    markRead: (id: string) => client.call(markMessageRead, { params: { id } }),
    markAllRead: () => client.call(markAllMessagesRead),
    remove: (id: string) => client.call(deleteMessage, { params: { id } }),
  };
}

export type MessagesApi = ReturnType<typeof messagesApi>;
