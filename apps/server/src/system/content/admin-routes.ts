import {
  bannerInputSchema,
  bannerOrderSchema,
  bannerParamsSchema,
  operatorBannerSchema,
  operatorBannersQuerySchema,
} from '@lotus/contract/content/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from './service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';

const deletedSchema = z.object({ deleted: z.literal(true) });

/** Operator calls of the content domain: banners and promotions. */
export function adminContentRoutes(deps: { content: ContentService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: content'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/banners',
      {
        schema: {
          ...schemaBase,
          summary: 'Every banner of a group (or of all groups), disabled ones included',
          querystring: operatorBannersQuerySchema,
          response: responses(z.array(operatorBannerSchema)),
        },
      },
      async (request) => ok(await deps.content.operatorBanners(request.query.group)),
    );

    app.post(
      '/admin/banners',
      {
        schema: {
          ...schemaBase,
          summary: 'Add a banner or promotion',
          body: bannerInputSchema,
          response: responses(operatorBannerSchema),
        },
      },
      async (request) => ok(await deps.content.createBanner(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/banners/order',
      {
        schema: {
          ...schemaBase,
          summary: 'Order a group’s banners: every banner id of the group, first shown first',
          body: bannerOrderSchema,
          response: responses(z.array(operatorBannerSchema)),
        },
      },
      async (request) => ok(await deps.content.orderBanners(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/banners/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Overwrite a banner',
          params: bannerParamsSchema,
          body: bannerInputSchema,
          response: responses(operatorBannerSchema),
        },
      },
      async (request) =>
        ok(await deps.content.changeBanner(request.params.id, request.body, { requestId: request.id })),
    );

    app.delete(
      '/admin/banners/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Delete a banner',
          params: bannerParamsSchema,
          response: responses(deletedSchema),
        },
      },
      async (request) => {
        await deps.content.removeBanner(request.params.id, { requestId: request.id });
        return ok({ deleted: true as const });
      },
    );
  };
}
