import { defineCall } from '../call.ts';

// The chat calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/chat/schemas).
export type {
  ChatList,
  ChatListQuery,
  ChatLiveEvent,
  ChatMemberState,
  ChatMessage,
  ChatMessageDeleted,
  ChatMute,
  ChatMuteRequest,
  ChatMutes,
  ChatPostRequest,
  ChatRoomMessage,
  OperatorChatPage,
  OperatorChatQuery,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'chat';
const operatorTag = 'operator: chat';

// The room belongs to the member site: its member calls answer error_not_found on the other sites.

export const listChatMessages = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/chat/messages',
  scope: 'member',
  tag,
  summary:
    'The room’s latest messages older than `before` (all when absent), oldest first, authors masked; `hasMore` when older ones remain',
  errors: ['error_not_found'],
  schemas: (s) => ({ query: s.chatListQuerySchema, value: s.chatListSchema }),
});

export const sendChatMessage = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/chat/messages',
  scope: 'member',
  tag,
  summary:
    'Send a message: plain text, 1 to 200 characters once trimmed, one line; at most one every 2 s and 10 a minute; a repeat of the key answers the first',
  errors: [
    'error_not_found',
    'error_chat_guest',
    'error_chat_muted',
    'error_chat_too_fast',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.chatPostRequestSchema, value: s.chatRoomMessageSchema }),
});

export const getChatStanding = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/chat/me',
  scope: 'member',
  tag,
  summary: 'Whether the logged-in member may write: a guest account reads only; a muted member until when',
  errors: ['error_not_found'],
  schemas: (s) => ({ value: s.chatMemberStateSchema }),
});

export const listChatMessagesForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/chat/messages',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'The room’s messages newest first with their authors’ account names, deleted ones too',
  errors: [],
  schemas: (s) => ({ query: s.operatorChatQuerySchema, value: s.operatorChatPageSchema }),
});

export const deleteChatMessage = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/chat/messages/:id',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'Delete a message: it disappears from every open page at once (audited)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.chatMessagePathSchema, value: s.chatMessageDeletedSchema }),
});

export const listChatMutes = defineCall(schemas, {
  method: 'GET',
  path: '/admin/chat/mutes',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'The mutes in force, the one ending last first',
  errors: [],
  schemas: (s) => ({ value: s.chatMutesSchema }),
});

export const muteChatMember = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/chat/mutes/:username',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary:
    'Mute a member in the chat for `minutes` from now (replaces a mute in force), with an optional reason shown to them (audited)',
  errors: ['error_account_not_found'],
  schemas: (s) => ({ params: s.memberParamsSchema, body: s.chatMuteRequestSchema, value: s.chatMuteSchema }),
});

export const unmuteChatMember = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/chat/mutes/:username',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'Lift a member’s chat mute (audited)',
  errors: ['error_account_not_found'],
  schemas: (s) => ({ params: s.memberParamsSchema, value: s.chatMuteSchema }),
});
