import type { Namespace } from './dictionaries/loaders.ts';
import type { InterpolationValue } from './interpolate.ts';
import { interpolate } from './interpolate.ts';
import type { LanguageCode } from './languages.ts';
import { fallbackLanguage } from './languages.ts';
import { lookupText } from './lookup-text.ts';
import type { NamespaceStore } from './namespace-store.ts';
import { isNamespace } from './namespace-store.ts';
import type { TFunction } from './translation-key.ts';

/**
 * The `t` of one language. A key's first segment is its namespace ('lobby' of 'lobby.search'):
 * when that namespace is not loaded yet, `t` throws its pending load, so the calling component
 * suspends instead of showing a key or an empty text. A key the reader's file lacks is looked up
 * in English (loading the English namespace only then); a key missing everywhere gives
 * `defaultValue`, else the key itself. `onNamespace` hears every namespace used (what a language
 * change must load before it switches).
 */
export function createTranslator(
  language: LanguageCode,
  store: NamespaceStore,
  onNamespace: (namespace: Namespace) => void,
): TFunction {
  return (key, options) => {
    const values = options as Readonly<Record<string, InterpolationValue>> | undefined;
    const dot = key.indexOf('.');
    const namespace = key.slice(0, dot);
    let text: string | undefined;
    if (dot > 0 && isNamespace(namespace)) {
      onNamespace(namespace);
      const path = key.slice(dot + 1);
      const source = store.sourceOf(language, namespace);
      text = lookupText(store.wordsOrSuspend(source, namespace), path);
      if (text === undefined && source !== fallbackLanguage) {
        text = lookupText(store.wordsOrSuspend(fallbackLanguage, namespace), path);
      }
    }
    return interpolate(text ?? options?.defaultValue ?? key, values);
  };
}
