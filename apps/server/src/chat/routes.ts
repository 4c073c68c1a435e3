import { getChatStanding, listChatMessages, sendChatMessage } from '@lotus/contract/chat';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import type { ChatService } from './service.ts';

/**
 * The chat room's member calls. The room belongs to the member site: every call needs a session of
 * that site (visitors are refused with error_not_logged_in, the agent and line-detection sites answer
 * error_not_found).
 */
export function chatRoutes(deps: { chat: ChatService }) {
  const { chat } = deps;
  return async (app: FastifyInstance) => {
    // Before the member scope looks at the token: another site's session would otherwise be refused
    // as not logged in, telling that site the room exists.
    app.addHook('onRequest', async (request) => {
      if (request.site !== 'member') throw new AppError('error_not_found');
    });
    await registerCall(app, listChatMessages, async ({ caller, query }) =>
      chat.list(caller.member.id, query),
    );
    await registerCall(app, sendChatMessage, async ({ caller, body }) => chat.post(caller.member.id, body));
    await registerCall(app, getChatStanding, async ({ caller }) => chat.standing(caller.member.id));
  };
}
