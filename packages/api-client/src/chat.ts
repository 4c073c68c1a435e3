import { getChatStanding, listChatMessages, sendChatMessage } from '@lotus/contract/chat';
import type { ChatPostRequest } from '@lotus/contract/chat';
import type { ApiClient } from './client.ts';

/** The member site's chat room: the latest messages (older ones by `before`), a send, the reader's standing. */
export function chatApi(client: ApiClient) {
  return {
    messages: (query: { before?: string; size: number }) => client.call(listChatMessages, { query }),
    send: (request: ChatPostRequest) => client.call(sendChatMessage, { body: request }),
    me: () => client.call(getChatStanding),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;
