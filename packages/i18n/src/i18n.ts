import type { i18n as I18nInstance } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './dictionaries/en/index.ts';
import { dictionaryBackend } from './dictionary-backend.ts';
import type { LanguageCode } from './languages.ts';
import { defaultLanguage, directionOf, fallbackLanguage, isLanguageCode, languages } from './languages.ts';

// Type-checks `t('errors.error_not_agent')` against the English source in every app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    // Off: with it, a key picked at run time (`t(`errors.${code}`)` over every ErrorCode) would
    // have to pass the placeholders of every key it might be ({{minutes}} of error_account_locked).
    // Keys stay checked; the dictionary tests check placeholders.
    strictInterpolationChecks: false;
  }
}

export type { I18nInstance };

/** Where the visitor's choice is kept; app-shell's `localStore` fits (it never throws). */
export interface LanguageStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface CreateI18nOptions {
  storage?: LanguageStorage;
  /** The language when the visitor has made no valid choice yet (a brand's default); Vietnamese if left out. */
  language?: LanguageCode;
}

export const languageStorageKey = 'lotus.language';

/** <html lang> for screen readers and fonts, <html dir> for Arabic, Urdu and Persian. */
function applyToDocument(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * An initialised i18next instance for one app. English is in the bundle as the fallback; the
 * starting language (stored choice, else `options.language`, else Vietnamese) loads in the
 * background — render through `I18nProvider`, which waits for it. Every later language change
 * loads its dictionary first, then switches, then is stored.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const stored = options.storage?.get(languageStorageKey);
  const starting = isLanguageCode(stored) ? stored : (options.language ?? defaultLanguage);
  const instance = createInstance();
  let initialised = false;
  instance.on('languageChanged', (language: string) => {
    if (!isLanguageCode(language)) return;
    applyToDocument(language);
    // The starting language is not a choice: storing it would pin today's default for good.
    if (initialised) options.storage?.set(languageStorageKey, language);
  });
  void instance
    .use(dictionaryBackend)
    .use(initReactI18next)
    .init(
      {
        lng: starting,
        fallbackLng: fallbackLanguage,
        supportedLngs: languages.map((entry) => entry.code),
        resources: { [fallbackLanguage]: { translation: en } },
        // English comes with the bundle, every other language through the backend.
        partialBundledLanguages: true,
        // Start at once (not on the next tick) so `instance.language` is right as soon as this returns.
        initAsync: false,
        interpolation: { escapeValue: false }, // React escapes.
        // I18nProvider holds the page until the first language is in; no Suspense boundary needed.
        react: { useSuspense: false },
      },
      () => {
        initialised = true;
      },
    );
  return instance;
}
