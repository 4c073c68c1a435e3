import type { BundledLanguage, LanguageCode } from '../languages.ts';
import { isBundledLanguage } from '../languages.ts';
import type { Dictionary } from './dictionary.ts';
import { en } from './en/index.ts';

/**
 * How the web apps reach each translation: a dynamic import per language, so Vite puts every
 * dictionary in its own chunk and a visitor downloads only the language they read. A plain map
 * (rather than `import.meta.glob`) works the same under Vite, vitest and Node. Typed so that a
 * language added to `bundledLanguages` without a loader here fails typecheck.
 */
export const dictionaryLoaders = {
  vi: () => import('./vi/index.ts').then((module) => module.vi),
} satisfies Record<Exclude<BundledLanguage, 'en'>, () => Promise<Dictionary>>;

/** The dictionary for a language, or undefined when it has none yet (its text falls back to English). */
export function loadDictionary(language: LanguageCode): Promise<Dictionary | undefined> {
  // English is the fallback and already in the bundle: no request for it.
  if (language === 'en') return Promise.resolve(en);
  if (isBundledLanguage(language)) return dictionaryLoaders[language]();
  return Promise.resolve(undefined);
}
