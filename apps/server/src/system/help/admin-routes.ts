import { pageOf } from '@lotus/contract/envelope';
import {
  helpArticleInputSchema,
  helpCategoryInputSchema,
  helpIdParamsSchema,
  operatorHelpArticleSchema,
  operatorHelpArticlesQuerySchema,
  operatorHelpCategorySchema,
} from '@lotus/contract/help/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { HelpCentre } from './service.ts';

const deletedSchema = z.object({ deleted: z.literal(true) });

/** Operator calls of the help centre: categories and articles with their texts per language. */
export function adminHelpRoutes(deps: { help: HelpCentre }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: help centre'], security: [{ operatorKey: [] }] };
    const { help } = deps;

    app.get(
      '/admin/help/categories',
      {
        schema: {
          ...schemaBase,
          summary: 'Every category in reading order, unpublished ones included, with all its texts',
          response: responses(z.array(operatorHelpCategorySchema)),
        },
      },
      async () => ok(await help.operatorCategories()),
    );

    app.get(
      '/admin/help/categories/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'One category',
          params: helpIdParamsSchema,
          response: responses(operatorHelpCategorySchema),
        },
      },
      async (request) => ok(await help.operatorCategory(request.params.id)),
    );

    app.post(
      '/admin/help/categories',
      {
        schema: {
          ...schemaBase,
          summary: 'Add a category (texts per language; the brand’s default language is required)',
          body: helpCategoryInputSchema,
          response: responses(operatorHelpCategorySchema),
        },
      },
      async (request) => ok(await help.createCategory(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/help/categories/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Overwrite a category, its texts included',
          params: helpIdParamsSchema,
          body: helpCategoryInputSchema,
          response: responses(operatorHelpCategorySchema),
        },
      },
      async (request) =>
        ok(await help.changeCategory(request.params.id, request.body, { requestId: request.id })),
    );

    app.delete(
      '/admin/help/categories/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Delete an empty category (error_conflict while it has articles)',
          params: helpIdParamsSchema,
          response: responses(deletedSchema),
        },
      },
      async (request) => {
        await help.removeCategory(request.params.id, { requestId: request.id });
        return ok({ deleted: true as const });
      },
    );

    app.get(
      '/admin/help/articles',
      {
        schema: {
          ...schemaBase,
          summary: 'The articles of a category (or of all), in reading order, unpublished ones included',
          querystring: operatorHelpArticlesQuerySchema,
          response: responses(pageOf(operatorHelpArticleSchema)),
        },
      },
      async (request) => ok(await help.operatorArticles(request.query)),
    );

    app.get(
      '/admin/help/articles/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'One article with all its texts',
          params: helpIdParamsSchema,
          response: responses(operatorHelpArticleSchema),
        },
      },
      async (request) => ok(await help.operatorArticle(request.params.id)),
    );

    app.post(
      '/admin/help/articles',
      {
        schema: {
          ...schemaBase,
          summary: 'Add an article to a category (texts per language; the default language is required)',
          body: helpArticleInputSchema,
          response: responses(operatorHelpArticleSchema),
        },
      },
      async (request) => ok(await help.createArticle(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/help/articles/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Overwrite an article (texts included); a new categoryId moves it',
          params: helpIdParamsSchema,
          body: helpArticleInputSchema,
          response: responses(operatorHelpArticleSchema),
        },
      },
      async (request) =>
        ok(await help.changeArticle(request.params.id, request.body, { requestId: request.id })),
    );

    app.delete(
      '/admin/help/articles/:id',
      {
        schema: {
          ...schemaBase,
          summary: 'Delete an article',
          params: helpIdParamsSchema,
          response: responses(deletedSchema),
        },
      },
      async (request) => {
        await help.removeArticle(request.params.id, { requestId: request.id });
        return ok({ deleted: true as const });
      },
    );
  };
}
