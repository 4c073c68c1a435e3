import { getSiteFooter, getSitePage } from '@lotus/contract/site-pages';
import type { SitePageSlug } from '@lotus/contract/site-pages';
import type { ApiClient } from './client.ts';

/** The site's pages (terms, privacy, responsible gaming) and the footer, in the reader's language. */
export function sitePagesApi(client: ApiClient) {
  return {
    page: (slug: SitePageSlug, language?: string) =>
      client.call(getSitePage, { params: { slug }, query: language === undefined ? {} : { language } }),
    footer: (language?: string) =>
      client.call(getSiteFooter, { query: language === undefined ? {} : { language } }),
  };
}

export type SitePagesApi = ReturnType<typeof sitePagesApi>;
