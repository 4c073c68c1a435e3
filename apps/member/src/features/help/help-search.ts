import type { HelpCenter } from '@lotus/contract/system';
import type { HelpArticle, HelpCategory } from './help-queries.ts';

/**
 * Folds a text for matching: no case, no accents, đ as d. A Vietnamese reader typing "nap tien"
 * without diacritics still finds "Nạp tiền".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The articles whose title holds every word of the query, in the help centre's order. */
export function searchArticles(
  help: HelpCenter,
  query: string,
): Array<{ article: HelpArticle; category: HelpCategory }> {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return help.categories.flatMap((category) =>
    category.articles
      .filter((article) => {
        const title = foldForSearch(article.title);
        return words.every((word) => title.includes(word));
      })
      .map((article) => ({ article, category })),
  );
}
