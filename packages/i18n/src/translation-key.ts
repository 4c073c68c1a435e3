import type { ParseKeys, ParseKeysWithoutVariables } from 'i18next';

/** Every key of the English source ('common.retry', 'validation.pattern.5'): for props that take a key, not a text. */
export type TranslationKey = ParseKeys;

/**
 * The keys whose text has no `{{placeholder}}`: what `t(key)` accepts without options, since
 * i18next checks that every placeholder gets a value.
 */
export type PlainTranslationKey = ParseKeysWithoutVariables;
