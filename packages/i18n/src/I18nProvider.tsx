import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { I18nInstance } from './i18n.ts';
import { I18nContext } from './i18n-context.ts';

/**
 * Gives the app its i18n instance. A component whose words are still loading suspends; with no
 * nearer Suspense boundary, `fallback` shows meanwhile instead of a key or an empty text. A page
 * whose namespaces are loaded before it mounts (`withNamespaces`, `preloadNamespaces`) never shows it.
 */
export function I18nProvider(props: { i18n: I18nInstance; children: ReactNode; fallback?: ReactNode }) {
  return (
    <I18nContext value={props.i18n}>
      <Suspense fallback={props.fallback ?? null}>{props.children}</Suspense>
    </I18nContext>
  );
}
