import { listBanners } from '@lotus/contract/content';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { ContentService } from './service.ts';

/** Public content calls (the spec's relay calls). */
export function contentRoutes(deps: { content: ContentService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listBanners, async ({ query }, request) =>
      deps.content.banners(query.group, query.lang ?? pickLanguage(request.headers['accept-language'])),
    );
  };
}
