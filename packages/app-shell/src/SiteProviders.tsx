import { createI18n, I18nProvider, useT } from '@lotus/i18n';
import type { I18nInstance } from '@lotus/i18n';
import { themeClassName, themeNames, ToastProvider } from '@lotus/ui';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { setApiLanguage } from './api.ts';
import { FrameFallback } from './frame/frame-fallback.tsx';
import { usePreferences } from './preferences-store.ts';
import { localStore } from './storage.ts';

/** Applies the chosen theme to <html>, so the page background follows it too. */
function ThemeRoot(props: { children: ReactNode }) {
  const theme = usePreferences((state) => state.theme);
  useEffect(() => {
    const root = document.documentElement;
    for (const name of themeNames) root.classList.remove(themeClassName(name));
    root.classList.add(themeClassName(theme));
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);
  return props.children;
}

/** Toasts, with their dismiss button named in the interface language. */
function Toasts(props: { children: ReactNode }) {
  const { t } = useT('common');
  return <ToastProvider dismissLabel={t('common.close')}>{props.children}</ToastProvider>;
}

/**
 * The site's i18n instance: the reader's stored language (else the default), with the API's
 * Accept-Language kept in step. An entry that loads words before the first render (the first
 * page's namespaces) creates it first, so those loads use the reader's language, and hands it to
 * the providers.
 */
export function createSiteI18n(): I18nInstance {
  const instance = createI18n({ storage: localStore });
  setApiLanguage(instance.language);
  instance.on('languageChanged', setApiLanguage);
  return instance;
}

/**
 * Language, theme and toasts, without a data cache: what a page that reads the server through
 * `useServerRead` alone needs (the line-detection page). `AppProviders` adds TanStack Query's.
 */
export function SiteProviders(props: { children: ReactNode; i18n?: I18nInstance }) {
  const [i18n] = useState(() => props.i18n ?? createSiteI18n());
  return (
    <I18nProvider i18n={i18n} fallback={<FrameFallback />}>
      <ThemeRoot>
        <Toasts>{props.children}</Toasts>
      </ThemeRoot>
    </I18nProvider>
  );
}
