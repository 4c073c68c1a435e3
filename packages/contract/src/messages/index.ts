import { defineCall } from '../call.ts';

// The messages calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/messages/schemas).
export type { MemberMessage, MemberMessagePage, MessageKind } from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'inbox';

// The member's inbox (the spec's relay calls). No member id travels in these paths: every call reads
// or changes only the session's own messages.

export const listInbox = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/inbox',
  scope: 'member',
  tag,
  summary: 'The logged-in member’s messages, newest first, paged',
  errors: [],
  schemas: (s) => ({ query: s.pageQuerySchema, value: s.memberMessagePageSchema }),
});

export const countUnreadMessages = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/inbox/unread-count',
  scope: 'member',
  tag,
  summary: 'How many of the logged-in member’s messages are unread (the header badge)',
  errors: [],
  schemas: (s) => ({ value: s.unreadCountSchema }),
});

export const markAllMessagesRead = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/relay/inbox/read-all',
  scope: 'member',
  tag,
  summary: 'Mark every message of the logged-in member read; answers how many changed',
  errors: [],
  schemas: (s) => ({ value: s.messagesChangedSchema }),
});

export const markMessageRead = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/relay/inbox/:id/read',
  scope: 'member',
  tag,
  summary: 'Mark one of the member’s messages read (0 changed when it was read already)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.messageParamsPathSchema, value: s.messagesChangedSchema }),
});

export const deleteMessage = defineCall(schemas, {
  method: 'DELETE',
  path: '/wps/relay/inbox/:id',
  scope: 'member',
  tag,
  summary: 'Delete one of the member’s messages',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.messageParamsPathSchema, value: s.messagesChangedSchema }),
});
