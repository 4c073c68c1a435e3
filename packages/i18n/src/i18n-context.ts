import { createContext, useContext } from 'react';
import type { I18nInstance } from './i18n.ts';

export const I18nContext = createContext<I18nInstance | null>(null);

/** The instance `I18nProvider` gives; a component translating outside it is a wiring mistake. */
export function useI18nInstance(): I18nInstance {
  const instance = useContext(I18nContext);
  if (instance === null)
    throw new Error('useT() needs an I18nProvider above it (app-shell’s AppProviders sets one)');
  return instance;
}
