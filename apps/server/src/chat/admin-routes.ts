import { memberParamsSchema } from '@lotus/contract/auth/schemas';
import {
  chatMessageDeletedSchema,
  chatMessagePathSchema,
  chatMuteRequestSchema,
  chatMuteSchema,
  chatMutesSchema,
  operatorChatPageSchema,
  operatorChatQuerySchema,
} from '@lotus/contract/chat/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { ChatModeration } from './moderation.ts';

/** The operator's chat calls (behind the operator key of /admin): read, delete, mute, unmute. */
export function adminChatRoutes(deps: { chatModeration: ChatModeration }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['operator: chat'];
    const security = [{ operatorKey: [] }];

    app.get(
      '/admin/chat/messages',
      {
        schema: {
          tags,
          security,
          summary: 'The room’s messages newest first with their authors’ account names, deleted ones too',
          querystring: operatorChatQuerySchema,
          response: responses(operatorChatPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.chatModeration.messages(request.query));
      },
    );

    app.delete(
      '/admin/chat/messages/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a message: it disappears from every open page at once (audited)',
          params: chatMessagePathSchema,
          response: responses(chatMessageDeletedSchema),
        },
      },
      async (request) =>
        ok(await deps.chatModeration.remove(BigInt(request.params.id), { requestId: request.id })),
    );

    app.get(
      '/admin/chat/mutes',
      {
        schema: {
          tags,
          security,
          summary: 'The mutes in force, the one ending last first',
          response: responses(chatMutesSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.chatModeration.mutes());
      },
    );

    app.put(
      '/admin/chat/mutes/:username',
      {
        schema: {
          tags,
          security,
          summary:
            'Mute a member in the chat for `minutes` from now (replaces a mute in force), with an optional reason shown to them (audited)',
          params: memberParamsSchema,
          body: chatMuteRequestSchema,
          response: responses(chatMuteSchema),
        },
      },
      async (request) =>
        ok(await deps.chatModeration.mute(request.params.username, request.body, { requestId: request.id })),
    );

    app.delete(
      '/admin/chat/mutes/:username',
      {
        schema: {
          tags,
          security,
          summary: 'Lift a member’s chat mute (audited)',
          params: memberParamsSchema,
          response: responses(chatMuteSchema),
        },
      },
      async (request) =>
        ok(await deps.chatModeration.unmute(request.params.username, { requestId: request.id })),
    );
  };
}
