import type { ChatList, ChatMemberState, ChatPostRequest, ChatRoomMessage } from '@lotus/contract/chat';
import type { ApiClient } from './client.ts';

/** The member site's chat room: the latest messages (older ones by `before`), a send, the reader's standing. */
export function chatApi(client: ApiClient) {
  return {
    messages: (query: { before?: string; size: number }) =>
      client.get<ChatList>('/wps/relay/chat/messages', { searchParams: { ...query } }),
    send: (request: ChatPostRequest) =>
      client.post<ChatRoomMessage>('/wps/relay/chat/messages', { json: request }),
    me: () => client.get<ChatMemberState>('/wps/relay/chat/me'),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;
