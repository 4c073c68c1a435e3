import type { Namespace } from '../dictionaries/loaders.ts';
import { namespaceLoaders } from '../dictionaries/loaders.ts';
import type { BundledLanguage } from '../languages.ts';

/**
 * A whole dictionary, loaded namespace by namespace through the loaders the apps use, so the
 * dictionary tests see exactly what a reader gets.
 */
export async function loadWholeDictionary(language: BundledLanguage): Promise<Record<Namespace, unknown>> {
  const loaders = namespaceLoaders[language];
  const namespaces = Object.keys(loaders) as Namespace[];
  const words = await Promise.all(namespaces.map((namespace) => loaders[namespace]()));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, words[index]])) as Record<
    Namespace,
    unknown
  >;
}
