import { apiClient } from '@lotus/app-shell';
import { sitePagesApi } from '@lotus/api-client';
import type { SitePageSlug } from '@lotus/contract/site-pages';
import { useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';

/** The site pages' calls, over the site's one API client. */
export const sitePages = sitePagesApi(apiClient);

export const sitePageQueryKey = (slug: SitePageSlug, language: string) =>
  ['site-pages', slug, language] as const;
export const siteFooterQueryKey = (language: string) => ['site-pages', 'footer', language] as const;

/** A site page in the interface language (the server falls back to the brand's default). Rarely changes. */
export function useSitePage(slug: SitePageSlug) {
  const { language } = useT();
  return useQuery({
    queryKey: sitePageQueryKey(slug, language),
    queryFn: () => sitePages.page(slug, language),
    staleTime: 300_000,
  });
}

/** The footer's licence text (in the interface language) and payment badges. */
export function useSiteFooter() {
  const { language } = useT();
  return useQuery({
    queryKey: siteFooterQueryKey(language),
    queryFn: () => sitePages.footer(language),
    staleTime: 300_000,
  });
}
