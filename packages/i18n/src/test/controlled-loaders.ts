import type { Dictionary } from '../dictionaries/dictionary.ts';
import { en } from '../dictionaries/en/index.ts';
import type { Namespace, NamespaceLoaders } from '../dictionaries/loaders.ts';
import { vi } from '../dictionaries/vi/index.ts';
import type { BundledLanguage } from '../languages.ts';
import type { LanguageLoaders } from '../namespace-store.ts';

interface Held {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Loaders over the real dictionaries that record every request ('vi/lobby') and, while `holding`,
 * answer only when the test releases them: what the runtime tests need to see what loads, and in
 * which order things happen while it loads.
 */
export function controlledLoaders(
  options: { holding?: boolean; words?: Partial<Record<BundledLanguage, Dictionary>> } = {},
) {
  const requests: string[] = [];
  const held = new Map<string, Held>();
  const state = { holding: options.holding ?? false };
  const dictionaries: Record<BundledLanguage, Dictionary> = { en, vi, ...options.words };

  const loadersOf = (language: BundledLanguage): NamespaceLoaders => {
    const dictionary = dictionaries[language];
    const entries = (Object.keys(en) as Namespace[]).map((namespace) => {
      const load = () => {
        const key = `${language}/${namespace}`;
        requests.push(key);
        if (!state.holding) return Promise.resolve(dictionary[namespace]);
        return new Promise((resolve, reject) => {
          held.set(key, { resolve: () => resolve(dictionary[namespace]), reject });
        });
      };
      return [namespace, load] as const;
    });
    return Object.fromEntries(entries) as unknown as NamespaceLoaders;
  };

  const settle = (key: string, how: (entry: Held) => void) => {
    const entry = held.get(key);
    if (!entry) throw new Error(`nothing is waiting for ${key} (asked: ${requests.join(', ')})`);
    held.delete(key);
    how(entry);
  };

  return {
    loaders: { en: loadersOf('en'), vi: loadersOf('vi') } satisfies LanguageLoaders,
    requests,
    /** The requests still waiting. */
    waiting: () => [...held.keys()].sort(),
    release: (key: string) => settle(key, (entry) => entry.resolve()),
    fail: (key: string, error: Error) => settle(key, (entry) => entry.reject(error)),
    releaseAll: () => {
      for (const key of [...held.keys()]) settle(key, (entry) => entry.resolve());
    },
    stopHolding: () => {
      state.holding = false;
    },
  };
}
