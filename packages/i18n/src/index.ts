// The web API. Server code imports `@lotus/i18n/messages` instead: no React, and
// `translateMessage` is left out here because it bundles every dictionary eagerly.
export type { Dictionary } from './dictionaries/dictionary.ts';
export type { Namespace } from './dictionaries/loaders.ts';
export { createI18n, languageStorageKey } from './i18n.ts';
export type { CreateI18nOptions, I18nInstance, LanguageStorage } from './i18n.ts';
export { I18nProvider } from './I18nProvider.tsx';
export type { InterpolationValue } from './interpolate.ts';
export {
  bundledLanguages,
  defaultLanguage,
  directionOf,
  fallbackLanguage,
  isBundledLanguage,
  isLanguageCode,
  languages,
} from './languages.ts';
export type { BundledLanguage, LanguageCode, LanguageInfo } from './languages.ts';
export { pickLanguage } from './accept-language.ts';
export { formatDate, formatDateTime, formatTime } from './date-time.ts';
export type { ClockContext } from './date-time.ts';
export { formatMoney, minorDigits, playMoneyCurrency } from './money.ts';
export { fixedPointDecimal, formatMultiplier, formatNumber, formatPercent } from './numbers.ts';
export type { FigureOptions } from './numbers.ts';
export { preloadNamespaces, withNamespaces } from './page-namespaces.ts';
export type { PlainTranslationKey, TFunction, TranslateOptions, TranslationKey } from './translation-key.ts';
export { useT } from './use-t.ts';
export type { UseT } from './use-t.ts';
