import { system } from '@lotus/app-shell';
import type { helpGuideSlug } from '@lotus/contract/help/schemas';
import type { HelpCenter } from '@lotus/contract/system';
import { useT } from '@lotus/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type HelpCategory = HelpCenter['categories'][number];
export type HelpArticle = HelpCategory['articles'][number];

/** The slug of the beginner guide's category; typed by the contract's constant, which the bundle leaves out. */
const guideSlug: typeof helpGuideSlug = 'guide';

export const helpQueryKey = (language: string) => ['help', 'centre', language] as const;

/**
 * The published help centre in the interface language (the server falls back to the brand's default
 * language per text). Help changes rarely: five minutes fresh, and the previous language's tree stays
 * on screen while a new language loads.
 */
export function useHelpCentre() {
  const { language } = useT();
  return useQuery({
    queryKey: helpQueryKey(language),
    queryFn: () => system.helpCenter(language),
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}

/** The category holding the beginner guide, when the operator has one. */
export function guideCategory(help: HelpCenter): HelpCategory | undefined {
  return help.categories.find((category) => category.slug === guideSlug);
}

/** An article and the category it is in, by the id in the address. */
export function findArticle(
  help: HelpCenter,
  articleId: number,
): { article: HelpArticle; category: HelpCategory } | undefined {
  for (const category of help.categories) {
    const article = category.articles.find((entry) => entry.id === articleId);
    if (article) return { article, category };
  }
  return undefined;
}
