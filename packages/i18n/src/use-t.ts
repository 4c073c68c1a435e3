import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Namespace } from './dictionaries/loaders.ts';
import { useI18nInstance } from './i18n-context.ts';
import type { LanguageCode } from './languages.ts';
import type { TFunction } from './translation-key.ts';

export interface UseT {
  /** The text of a key in the reader's language; suspends the component while its namespace loads. */
  t: TFunction;
  language: LanguageCode;
  /** Loads the namespaces in use, switches, stores the choice and updates <html lang dir>. */
  changeLanguage: (code: LanguageCode) => Promise<void>;
}

/**
 * Translation in components: re-renders when the language changes. A component may name the
 * namespaces it can show: they load together when it mounts (it suspends until they are in), so
 * words it shows later — a refusal, a toast from a handler, a panel that opens — are ready then.
 * Without names, each namespace loads on the first `t` that needs it during a render.
 */
export function useT(...namespaces: Namespace[]): UseT {
  const i18n = useI18nInstance();
  const subscribe = useCallback((notify: () => void) => i18n.on('languageChanged', notify), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  i18n.suspendUntilLoaded(language, namespaces);
  const t = i18n.translator(language);
  return useMemo(
    () => ({ t, language, changeLanguage: (code: LanguageCode) => i18n.changeLanguage(code) }),
    [i18n, t, language],
  );
}
