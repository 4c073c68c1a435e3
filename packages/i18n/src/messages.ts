/**
 * Translation without i18next or React, for the server (error envelopes, Accept-Language).
 * Imports every bundled dictionary statically: the server has no bundle size to protect.
 */
import type { Dictionary } from './dictionaries/dictionary.ts';
import { en } from './dictionaries/en/index.ts';
import { vi } from './dictionaries/vi/index.ts';
import type { BundledLanguage } from './languages.ts';
import { isBundledLanguage } from './languages.ts';
import { matchLanguageTag } from './match-language.ts';

export { pickLanguage } from './accept-language.ts';
export { defaultLanguage, isLanguageCode } from './languages.ts';
export type { LanguageCode } from './languages.ts';

// Typed against `bundledLanguages`: a new bundled language fails typecheck until it is added here.
const dictionaries = { en, vi } satisfies Record<BundledLanguage, Dictionary>;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; one without a value stays as written, so the gap is visible in tests. */
function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

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
  const text = lookup(dictionary, key) ?? lookup(en, key) ?? key;
  return params ? interpolate(text, params) : text;
}
