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
  OperatorChatMessage,
  OperatorChatPage,
  OperatorChatQuery,
} from './schemas.ts';
