import type { Namespace } from '@lotus/i18n';
import { defaultLanguage, isLanguageCode, languageStorageKey, preloadNamespaces } from '@lotus/i18n';
import { localStore } from '../storage.ts';

/**
 * The frame the build wrote into #root (`tooling/vite/frame`): an inert copy of the entry page that
 * is on screen until the site's first render replaces it. These attributes are its contract.
 */
export const frameAttributes = {
  /** The address the frame shows. */
  path: 'data-frame-path',
  /** The dictionary namespaces it shows, separated by spaces. */
  namespaces: 'data-frame-namespaces',
} as const;

/** The reader's language as the site will start in it (`createI18n`): the stored choice, else the default. */
function startingLanguage() {
  const stored = localStore.get(languageStorageKey);
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

/**
 * Loads, in the reader's language, the namespaces the frame shows (the layout's and the entry
 * page's), so the first render does not suspend on its words and blank the frame meanwhile. A page
 * without a frame has nothing to load ahead.
 */
export function preloadFrameNamespaces(container: HTMLElement): Promise<void> {
  const listed = container
    .querySelector(`[${frameAttributes.namespaces}]`)
    ?.getAttribute(frameAttributes.namespaces);
  if (!listed) return Promise.resolve();
  const namespaces = listed.split(' ').filter(Boolean) as Namespace[];
  return preloadNamespaces(startingLanguage(), namespaces);
}
