import type { MemberMessage, MessagesChanged, UnreadCount } from '@lotus/contract/messages';
import type { ApiClient } from './client.ts';

export interface MessagePage {
  content: MemberMessage[];
  page: number;
  size: number;
  total: number;
}

/** The member's inbox: messages newest first, the unread count of the header badge, read and delete. */
export function messagesApi(client: ApiClient) {
  return {
    list: (page: { page: number; size: number }) =>
      client.get<MessagePage>('/wps/relay/inbox', { searchParams: page }),
    unreadCount: () => client.get<UnreadCount>('/wps/relay/inbox/unread-count'),
    markRead: (id: string) => client.put<MessagesChanged>(`/wps/relay/inbox/${encodeURIComponent(id)}/read`),
    markAllRead: () => client.put<MessagesChanged>('/wps/relay/inbox/read-all'),
    remove: (id: string) => client.delete<MessagesChanged>(`/wps/relay/inbox/${encodeURIComponent(id)}`),
  };
}

export type MessagesApi = ReturnType<typeof messagesApi>;
