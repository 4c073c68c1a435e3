import {
  chatListQuerySchema,
  chatListSchema,
  chatMemberStateSchema,
  chatPostRequestSchema,
  chatRoomMessageSchema,
} from '@lotus/contract/chat/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/service.ts';
import { AppError } from '../platform/http/app-error.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { ChatService } from './service.ts';

const base = '/wps/relay/chat';

/**
 * The chat room's member calls. The room belongs to the member site: every call needs a session of
 * that site (visitors are refused with error_not_logged_in, the agent and line-detection sites answer
 * error_not_found).
 */
export function chatRoutes(deps: { chat: ChatService; auth: Pick<AuthService, 'authenticate'> }) {
  async function roomMember(request: FastifyRequest) {
    if (request.site !== 'member') throw new AppError('error_not_found');
    const { member } = await deps.auth.authenticate(request);
    return member;
  }

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['chat'];
    const security = [{ bearer: [] }];

    app.get(
      `${base}/messages`,
      {
        schema: {
          tags,
          security,
          summary:
            'The room’s latest messages older than `before` (all when absent), oldest first, authors masked; `hasMore` when older ones remain',
          querystring: chatListQuerySchema,
          response: responses(chatListSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await roomMember(request);
        return ok(await deps.chat.list(member.id, request.query));
      },
    );

    app.post(
      `${base}/messages`,
      {
        schema: {
          tags,
          security,
          summary:
            'Send a message: plain text, 1 to 200 characters once trimmed, one line; at most one every 2 s and 10 a minute; a repeat of the key answers the first',
          body: chatPostRequestSchema,
          response: responses(chatRoomMessageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await roomMember(request);
        return ok(await deps.chat.post(member.id, request.body));
      },
    );

    app.get(
      `${base}/me`,
      {
        schema: {
          tags,
          security,
          summary:
            'Whether the logged-in member may write: a guest account reads only; a muted member until when',
          response: responses(chatMemberStateSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await roomMember(request);
        return ok(await deps.chat.standing(member.id));
      },
    );
  };
}
