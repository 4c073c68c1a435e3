import type { BackendModule } from 'i18next';
import { loadDictionary } from './dictionaries/load.ts';
import { isLanguageCode } from './languages.ts';

/**
 * An i18next backend over our dictionary loaders. Going through i18next's own loading means every
 * language change — from `useT().changeLanguage` or straight on the instance — loads the
 * dictionary before switching, so the page never shows half-switched text.
 */
export const dictionaryBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // Stateless: the loaders need no options.
  },
  read(language, _namespace, callback) {
    // Unknown codes and languages without a dictionary resolve empty: i18next then shows English.
    if (!isLanguageCode(language)) {
      callback(null, {});
      return;
    }
    loadDictionary(language).then(
      (dictionary) => callback(null, dictionary ?? {}),
      // A failed chunk stays failed in the module cache, so retrying is pointless (`false` = no retry):
      // the page keeps working in English.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
