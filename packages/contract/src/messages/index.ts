// The messages calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/messages/schemas).
export type { MemberMessage, MessageKind, MessageParams, MessagesChanged, UnreadCount } from './schemas.ts';
