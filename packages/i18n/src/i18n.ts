import type { Namespace } from './dictionaries/loaders.ts';
import type { LanguageCode } from './languages.ts';
import { defaultLanguage, directionOf, isLanguageCode } from './languages.ts';
import type { LanguageLoaders, NamespaceStore } from './namespace-store.ts';
import { createNamespaceStore, sharedNamespaceStore } from './namespace-store.ts';
import type { TFunction } from './translation-key.ts';
import { createTranslator } from './translator.ts';

/** Where the visitor's choice is kept; app-shell's `localStore` fits (it never throws). */
export interface LanguageStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface CreateI18nOptions {
  storage?: LanguageStorage;
  /** The language when the visitor has made no valid choice yet (a brand's default); Vietnamese if left out. */
  language?: LanguageCode;
  /** Where the words come from; the bundled dictionaries if left out (tests pass loaders they control). */
  loaders?: LanguageLoaders;
}

/** One app's translation state: its language, its `t`, and what a language change must load. */
export interface I18nInstance {
  /** The language on screen. */
  readonly language: LanguageCode;
  /** `t` of the current language (suspends a component while a namespace loads; see `createTranslator`). */
  readonly t: TFunction;
  /**
   * Loads, for `code`, every namespace this instance has shown, then switches (so no page is ever
   * half switched), updates <html lang dir>, stores the choice and tells the listeners. When two
   * changes overlap the later one wins; a failed load leaves the language as it was.
   */
  changeLanguage(code: LanguageCode): Promise<void>;
  /** Loads namespaces of the current language ahead of the components that show them. */
  loadNamespaces(namespaces: readonly Namespace[]): Promise<void>;
  /** Whether a component using these namespaces would render now rather than suspend. */
  hasNamespaces(namespaces: readonly Namespace[]): boolean;
  /** Hears every switch of language (after its words are in). Returns the way to stop. */
  on(event: 'languageChanged', listener: (language: LanguageCode) => void): () => void;
  off(event: 'languageChanged', listener: (language: LanguageCode) => void): void;
  /** The translator of a given language, the same function every time (for hooks' dependencies). */
  translator(language: LanguageCode): TFunction;
  /** Starts loading whichever of `namespaces` are missing for `language` and, if any is, throws to suspend. */
  suspendUntilLoaded(language: LanguageCode, namespaces: readonly Namespace[]): void;
}

export const languageStorageKey = 'lotus.language';

/** <html lang> for screen readers and fonts, <html dir> for Arabic, Urdu and Persian. */
function applyToDocument(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

let lastCreated: I18nInstance | undefined;

/**
 * The app's i18n instance (the last one created: an app creates one), for loads started outside
 * React, such as a route's; undefined before the app creates it.
 */
export function appI18n(): I18nInstance | undefined {
  return lastCreated;
}

/**
 * The i18n instance of one app. It starts in the stored choice, else `options.language`, else
 * Vietnamese, and loads nothing up front: each namespace loads when a page declares it or a
 * component first translates from it, in the reader's language only. Render through
 * `I18nProvider`.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const stored = options.storage?.get(languageStorageKey);
  let language: LanguageCode = isLanguageCode(stored) ? stored : (options.language ?? defaultLanguage);
  const store: NamespaceStore = options.loaders
    ? createNamespaceStore(options.loaders)
    : sharedNamespaceStore;
  const shown = new Set<Namespace>();
  const listeners = new Set<(language: LanguageCode) => void>();
  const translators = new Map<LanguageCode, TFunction>();
  let latestChange = 0;

  const loadAll = (code: LanguageCode, namespaces: Iterable<Namespace>, retryFailed: boolean) =>
    Promise.all(
      [...namespaces].map((namespace) =>
        store.load(store.sourceOf(code, namespace), namespace, { retryFailed }),
      ),
    );

  const instance: I18nInstance = {
    get language() {
      return language;
    },
    get t() {
      return instance.translator(language);
    },
    async changeLanguage(code) {
      const change = ++latestChange;
      // Again until nothing is missing: a namespace first shown while the others loaded is needed too.
      for (;;) {
        const missing = [...shown].filter(
          (namespace) => !store.isLoaded(store.sourceOf(code, namespace), namespace),
        );
        if (missing.length === 0 || change !== latestChange) break;
        await loadAll(code, missing, true);
      }
      if (change !== latestChange) return;
      language = code;
      applyToDocument(code);
      options.storage?.set(languageStorageKey, code);
      for (const listener of [...listeners]) listener(code);
    },
    async loadNamespaces(namespaces) {
      for (const namespace of namespaces) shown.add(namespace);
      await loadAll(language, namespaces, true);
    },
    hasNamespaces(namespaces) {
      return namespaces.every((namespace) => store.isLoaded(store.sourceOf(language, namespace), namespace));
    },
    on(_event, listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    off(_event, listener) {
      listeners.delete(listener);
    },
    translator(code) {
      let translator = translators.get(code);
      if (translator === undefined) {
        translator = createTranslator(code, store, (namespace) => shown.add(namespace));
        translators.set(code, translator);
      }
      return translator;
    },
    suspendUntilLoaded(code, namespaces) {
      let pending: unknown;
      for (const namespace of namespaces) {
        shown.add(namespace);
        try {
          store.wordsOrSuspend(store.sourceOf(code, namespace), namespace);
        } catch (thrown) {
          // Keep going, so every missing namespace starts loading at once (no waterfall).
          pending ??= thrown;
        }
      }
      if (pending !== undefined) throw pending;
    },
  };
  // The starting language is not a choice: storing it would pin today's default for good.
  applyToDocument(language);
  lastCreated = instance;
  return instance;
}
