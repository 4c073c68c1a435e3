import type { Namespace } from './dictionaries/loaders.ts';
import { appI18n } from './i18n.ts';
import type { LanguageCode } from './languages.ts';
import { defaultLanguage } from './languages.ts';
import { sharedNamespaceStore } from './namespace-store.ts';

/**
 * Loads namespaces of `language` before any component asks for them, all at once: a page that
 * declares what it shows gets its words in parallel with its code, instead of one namespace after
 * another as its components suspend. A language without a dictionary loads the English files.
 */
export async function preloadNamespaces(
  language: LanguageCode,
  namespaces: readonly Namespace[],
): Promise<void> {
  const app = appI18n();
  if (app?.language === language) {
    // Through the app's instance, so a later language change loads these too.
    await app.loadNamespaces(namespaces);
    return;
  }
  const store = sharedNamespaceStore;
  await Promise.all(
    namespaces.map((namespace) =>
      store.load(store.sourceOf(language, namespace), namespace, { retryFailed: true }),
    ),
  );
}

/**
 * A route's loader that also loads the namespaces its page shows, in the app's current language,
 * in parallel with the page's chunk:
 * `lazyPage(withNamespaces(['lobby', 'winners'], () => import('./HomePage.tsx').then((m) => m.HomePage)))`.
 * Before the app has created its i18n instance the default language is assumed; an entry that
 * preloads its first page should create the instance first.
 */
export function withNamespaces<Loaded>(
  namespaces: readonly Namespace[],
  load: () => Promise<Loaded>,
): () => Promise<Loaded> {
  return async () => {
    const [loaded] = await Promise.all([
      load(),
      preloadNamespaces(appI18n()?.language ?? defaultLanguage, namespaces),
    ]);
    return loaded;
  };
}
