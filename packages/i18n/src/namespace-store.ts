import type { Namespace, NamespaceLoaders } from './dictionaries/loaders.ts';
import { namespaceLoaders } from './dictionaries/loaders.ts';
import type { BundledLanguage, LanguageCode } from './languages.ts';
import { fallbackLanguage, isBundledLanguage } from './languages.ts';

/**
 * Thrown by a translation whose namespace is still on its way: React treats it as a pending
 * promise (it has `then`), so the component suspends and renders again once the words are in.
 * Outside a render (an event handler, an effect) it surfaces as an Error naming what to declare.
 */
export class NamespaceLoading extends Error implements PromiseLike<void> {
  readonly #loading: Promise<void>;

  constructor(source: BundledLanguage, namespace: Namespace, loading: Promise<void>) {
    super(
      `The "${namespace}" words (${source}) are still loading. Inside a component this suspends it; ` +
        `a translation made outside a render needs its namespace loaded first: useT('${namespace}') in the component, ` +
        `or preloadNamespaces.`,
    );
    this.name = 'NamespaceLoading';
    this.#loading = loading;
  }

  then<Fulfilled = void, Rejected = never>(
    onFulfilled?: ((value: void) => Fulfilled | PromiseLike<Fulfilled>) | null,
    onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Fulfilled | Rejected> {
    return this.#loading.then(onFulfilled, onRejected);
  }
}

type Entry =
  | { readonly status: 'loading'; readonly loading: Promise<void>; readonly suspension: NamespaceLoading }
  | { readonly status: 'loaded'; readonly words: unknown }
  | { readonly status: 'failed'; readonly error: unknown };

/** Where the words of every bundled language come from: `namespaceLoaders`, or a test's own. */
export type LanguageLoaders = Readonly<Record<BundledLanguage, NamespaceLoaders>>;

/** The namespaces loaded so far, per language file, and how to load the others. */
export interface NamespaceStore {
  /**
   * The language whose file holds `namespace` for a reader of `language`: the reader's own when it
   * has a dictionary, else English (29 of the 31 languages offered today).
   */
  sourceOf(language: LanguageCode, namespace: Namespace): BundledLanguage;
  /**
   * Loads one namespace of one language file (once: later calls share the first load). A failed
   * load is tried again only with `retryFailed` (a new navigation or language change asks again); a
   * render meeting it throws its error for the page's error boundary instead of asking in a loop.
   */
  load(source: BundledLanguage, namespace: Namespace, options?: { retryFailed?: boolean }): Promise<void>;
  /**
   * The words of a loaded namespace; while it loads, throws its `NamespaceLoading` (React
   * suspends); when its chunk failed, throws that error.
   */
  wordsOrSuspend(source: BundledLanguage, namespace: Namespace): unknown;
  /** Whether a namespace of a language file is in memory (a render using it will not suspend). */
  isLoaded(source: BundledLanguage, namespace: Namespace): boolean;
}

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(namespaceLoaders[fallbackLanguage], value);
}

export function createNamespaceStore(loaders: LanguageLoaders): NamespaceStore {
  const entries = new Map<string, Entry>();
  const entryKey = (source: BundledLanguage, namespace: Namespace) => `${source}/${namespace}`;

  function startLoading(source: BundledLanguage, namespace: Namespace): Entry {
    const key = entryKey(source, namespace);
    const loading = loaders[source][namespace]().then(
      (words) => void entries.set(key, { status: 'loaded', words }),
      (error: unknown) => {
        entries.set(key, { status: 'failed', error });
        throw error;
      },
    );
    // React waits on the thrown suspension and then renders again, which throws the chunk's error:
    // the rejection itself must not also surface as unhandled.
    loading.catch(() => undefined);
    const suspension = new NamespaceLoading(source, namespace, loading);
    const entry: Entry = { status: 'loading', loading, suspension };
    entries.set(key, entry);
    return entry;
  }

  return {
    sourceOf(language, namespace) {
      return isBundledLanguage(language) && Object.hasOwn(loaders[language], namespace)
        ? language
        : fallbackLanguage;
    },
    load(source, namespace, options = {}) {
      let entry = entries.get(entryKey(source, namespace));
      if (entry === undefined || (entry.status === 'failed' && options.retryFailed === true)) {
        entry = startLoading(source, namespace);
      }
      if (entry.status === 'loaded') return Promise.resolve();
      if (entry.status === 'failed') return Promise.reject(entry.error as Error);
      return entry.loading;
    },
    wordsOrSuspend(source, namespace) {
      const entry = entries.get(entryKey(source, namespace)) ?? startLoading(source, namespace);
      if (entry.status === 'loaded') return entry.words;
      if (entry.status === 'failed') throw entry.error;
      throw entry.suspension;
    },
    isLoaded(source, namespace) {
      return entries.get(entryKey(source, namespace))?.status === 'loaded';
    },
  };
}

/**
 * The page's store over the real loaders. Module-wide on purpose: the words are the same for every
 * i18n instance of the page (and module imports are cached anyway), so a second instance (a test,
 * React's strict mode) never fetches them again.
 */
export const sharedNamespaceStore: NamespaceStore = createNamespaceStore(namespaceLoaders);
