import {
  getOperatorSiteFooter,
  getOperatorSitePage,
  listSitePages,
  replaceSiteFooter,
  replaceSitePage,
} from '@lotus/contract/site-pages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { SitePages } from './service.ts';

/** The operator's calls: read and replace the site's pages and the footer's settings (audited). */
export function adminSitePageRoutes(deps: { pages: SitePages }) {
  const { pages } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listSitePages, async () => pages.operatorPages());
    await registerCall(app, getOperatorSitePage, async ({ params }) => pages.operatorPage(params.slug));
    await registerCall(app, replaceSitePage, async ({ params, body, caller }) =>
      pages.replacePage(params.slug, body, caller),
    );
    await registerCall(app, getOperatorSiteFooter, async () => pages.operatorFooter());
    await registerCall(app, replaceSiteFooter, async ({ body, caller }) => pages.replaceFooter(body, caller));
  };
}
