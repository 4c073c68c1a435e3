import { bannersQuerySchema, bannersSchema } from '@lotus/contract/content/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { ContentService } from './service.ts';

/** Public content calls (the spec's relay calls). */
export function contentRoutes(deps: { content: ContentService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/relay/banners',
      {
        schema: {
          tags: ['content'],
          summary: 'The enabled banners and promotions of a group (w_speed: the line-detection page)',
          querystring: bannersQuerySchema,
          response: responses(bannersSchema),
        },
      },
      async (request) => ok(await deps.content.banners(request.query.group)),
    );
  };
}
