import {
  deleteChatMessage,
  listChatMessagesForOperator,
  listChatMutes,
  muteChatMember,
  unmuteChatMember,
} from '@lotus/contract/chat';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { ChatModeration } from './moderation.ts';

/** The operator's chat calls (on the operator listener, with the permission each declares): read, delete, mute, unmute. */
export function adminChatRoutes(deps: { chatModeration: ChatModeration }) {
  const moderation = deps.chatModeration;
  return async (app: FastifyInstance) => {
    await registerCall(app, listChatMessagesForOperator, async ({ query }) => moderation.messages(query));
    await registerCall(app, deleteChatMessage, async ({ params, caller }) =>
      moderation.remove(BigInt(params.id), caller),
    );
    await registerCall(app, listChatMutes, async () => moderation.mutes());
    await registerCall(app, muteChatMember, async ({ params, body, caller }) =>
      moderation.mute(params.username, body, caller),
    );
    await registerCall(app, unmuteChatMember, async ({ params, caller }) =>
      moderation.unmute(params.username, caller),
    );
  };
}
