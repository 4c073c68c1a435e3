import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from './languages.ts';
import { defaultLanguage, isLanguageCode } from './languages.ts';

export interface UseT {
  t: TFunction;
  language: LanguageCode;
  /** Loads the dictionary, switches, stores the choice and updates <html lang dir>. */
  changeLanguage: (code: LanguageCode) => Promise<void>;
}

/** Translation in components: re-renders when the language changes. */
export function useT(): UseT {
  const { t, i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
  const changeLanguage = useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code);
    },
    [i18n],
  );
  return { t, language, changeLanguage };
}
