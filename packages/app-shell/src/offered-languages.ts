import { isBundledLanguage, languages } from '@lotus/i18n';
import type { LanguageInfo } from '@lotus/i18n';

/**
 * The languages the language menu offers: the brand's own (its `languages` setting, from the system
 * status), in the platform's order, and only those that have a dictionary, so no choice silently
 * shows English. Before the status is in (a status page), every language with a dictionary. The
 * reader's current language stays listed, so the menu never shows a value it does not hold.
 */
export function offeredLanguages(brandLanguages: readonly string[] | null, current: string): LanguageInfo[] {
  const wanted = new Set(brandLanguages ?? languages.map((entry) => entry.code));
  return languages.filter(
    (entry) => entry.code === current || (wanted.has(entry.code) && isBundledLanguage(entry.code)),
  );
}
