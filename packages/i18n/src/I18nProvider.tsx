import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { useCallback, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * Gives the app its i18next instance and shows the children only once the starting language is
 * loaded, so a Vietnamese visitor never sees a flash of English. `fallback` shows meanwhile.
 */
export function I18nProvider(props: { i18n: I18nInstance; children: ReactNode; fallback?: ReactNode }) {
  const { i18n } = props;
  const subscribe = useCallback(
    (notify: () => void) => {
      i18n.on('initialized', notify);
      return () => i18n.off('initialized', notify);
    },
    [i18n],
  );
  const isReady = useCallback(() => i18n.isInitialized, [i18n]);
  const ready = useSyncExternalStore(subscribe, isReady, isReady);
  return <I18nextProvider i18n={i18n}>{ready ? props.children : (props.fallback ?? null)}</I18nextProvider>;
}
