import { pageOf, pageQuerySchema } from '@lotus/contract/envelope';
import {
  memberMessageSchema,
  messageParamsPathSchema,
  messagesChangedSchema,
  unreadCountSchema,
} from '@lotus/contract/messages/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { MessageService } from './service.ts';

/**
 * The member's inbox (the spec's relay calls). No member id travels in these paths: every call
 * reads or changes only the session's own messages.
 */
export function messageRoutes(deps: { messages: MessageService; auth: Pick<AuthService, 'authenticate'> }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['inbox'];

    app.get(
      '/wps/relay/inbox',
      {
        schema: {
          tags,
          summary: 'The logged-in member’s messages, newest first, paged',
          querystring: pageQuerySchema,
          response: responses(pageOf(memberMessageSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.messages.inbox(member.id, request.query));
      },
    );

    app.get(
      '/wps/relay/inbox/unread-count',
      {
        schema: {
          tags,
          summary: 'How many of the logged-in member’s messages are unread (the header badge)',
          response: responses(unreadCountSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok({ count: await deps.messages.unreadCount(member.id) });
      },
    );

    app.put(
      '/wps/relay/inbox/read-all',
      {
        schema: {
          tags,
          summary: 'Mark every message of the logged-in member read; answers how many changed',
          response: responses(messagesChangedSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok({ changed: await deps.messages.markAllRead(member.id) });
      },
    );

    app.put(
      '/wps/relay/inbox/:id/read',
      {
        schema: {
          tags,
          summary: 'Mark one of the member’s messages read (0 changed when it was read already)',
          params: messageParamsPathSchema,
          response: responses(messagesChangedSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok({ changed: await deps.messages.markOneRead(member.id, BigInt(request.params.id)) });
      },
    );

    app.delete(
      '/wps/relay/inbox/:id',
      {
        schema: {
          tags,
          summary: 'Delete one of the member’s messages',
          params: messageParamsPathSchema,
          response: responses(messagesChangedSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok({ changed: await deps.messages.remove(member.id, BigInt(request.params.id)) });
      },
    );
  };
}
