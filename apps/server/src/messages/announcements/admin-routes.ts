import {
  announcementInputSchema,
  announcementParamsSchema,
  operatorAnnouncementSchema,
  operatorAnnouncementsQuerySchema,
} from '@lotus/contract/announcements/schemas';
import { pageOf } from '@lotus/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { AnnouncementService } from './service.ts';

const deletedSchema = z.object({ deleted: z.literal(true) });

/** Operator calls of the announcements (under /admin, behind the operator key; every change audited). */
export function adminAnnouncementRoutes(deps: { announcements: AnnouncementService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: announcements'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/announcements',
      {
        schema: {
          ...schemaBase,
          summary: 'Every announcement (disabled and past ones too), newest first, paged',
          querystring: operatorAnnouncementsQuerySchema,
          response: responses(pageOf(operatorAnnouncementSchema)),
        },
      },
      async (request) => ok(await deps.announcements.page(request.query)),
    );

    app.get(
      '/admin/announcements/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'One announcement, with its texts in every language',
          params: announcementParamsSchema,
          response: responses(operatorAnnouncementSchema),
        },
      },
      async (request) => ok(await deps.announcements.one(request.params.id)),
    );

    app.post(
      '/admin/announcements',
      {
        schema: {
          ...schemaBase,
          summary: 'Publish an announcement (B notice, H listed notice, PU/PL/PR popup)',
          body: announcementInputSchema,
          response: responses(operatorAnnouncementSchema),
        },
      },
      async (request) => ok(await deps.announcements.create(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/announcements/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Overwrite an announcement',
          params: announcementParamsSchema,
          body: announcementInputSchema,
          response: responses(operatorAnnouncementSchema),
        },
      },
      async (request) =>
        ok(await deps.announcements.change(request.params.id, request.body, { requestId: request.id })),
    );

    app.delete(
      '/admin/announcements/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Delete an announcement',
          params: announcementParamsSchema,
          response: responses(deletedSchema),
        },
      },
      async (request) => {
        await deps.announcements.remove(request.params.id, { requestId: request.id });
        return ok({ deleted: true as const });
      },
    );
  };
}
