import { getSiteFooter, getSitePage } from '@lotus/contract/site-pages';
import { isLanguageCode, pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { SitePages } from './service.ts';

/** The language asked (`?language=`), else the one the Accept-Language header prefers. */
function languageOf(asked: string | undefined, request: FastifyRequest): string {
  return asked && isLanguageCode(asked) ? asked : pickLanguage(request.headers['accept-language']);
}

/** The readers' calls: a site page and the footer, in the reader's language (else the brand's default). */
export function sitePageRoutes(deps: { pages: SitePages }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getSitePage, async ({ params, query }, request) =>
      deps.pages.page(params.slug, languageOf(query.language, request)),
    );
    await registerCall(app, getSiteFooter, async ({ query }, request) =>
      deps.pages.footer(languageOf(query.language, request)),
    );
  };
}
