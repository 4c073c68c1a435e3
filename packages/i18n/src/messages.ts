/**
 * Translation without React, for the server (error envelopes, Accept-Language). Imports every
 * bundled dictionary statically: the server has no bundle size to protect. Texts are found and
 * filled exactly as the web apps' `t` does (`lookupText`, `interpolate`).
 */
import type { Dictionary } from './dictionaries/dictionary.ts';
import { en } from './dictionaries/en/index.ts';
import { vi } from './dictionaries/vi/index.ts';
import type { BundledLanguage } from './languages.ts';
import { interpolate } from './interpolate.ts';
import { isBundledLanguage } from './languages.ts';
import { lookupText } from './lookup-text.ts';
import { matchLanguageTag } from './match-language.ts';

export { pickLanguage } from './accept-language.ts';
export { defaultLanguage, isLanguageCode } from './languages.ts';
export type { LanguageCode } from './languages.ts';

// Typed against `bundledLanguages`: a new bundled language fails typecheck until it is added here.
const dictionaries = { en, vi } satisfies Record<BundledLanguage, Dictionary>;

/**
 * The text for `key` ('errors.error_not_agent') in `language` (a code or any BCP 47 tag), falling
 * back to English, then to the key itself, so a message is never empty.
 */
export function translateMessage(
  language: string | undefined,
  key: string,
  params?: Record<string, string | number>,
): string {
  const code = language === undefined ? undefined : matchLanguageTag(language);
  const dictionary = code !== undefined && isBundledLanguage(code) ? dictionaries[code] : undefined;
  return interpolate(lookupText(dictionary, key) ?? lookupText(en, key) ?? key, params);
}
