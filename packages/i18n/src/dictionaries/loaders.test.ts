import { describe, expect, it } from 'vitest';
import { bundledLanguages } from '../languages.ts';
import { en } from './en/index.ts';
import type { Namespace } from './loaders.ts';
import { namespaceLoaders } from './loaders.ts';
import { vi } from './vi/index.ts';

// The whole dictionaries as the server imports them: what each loader must give, namespace by namespace.
const wholeDictionaries = { en, vi } as const;
// Every file of each language folder, found on disk rather than through the loaders under test.
const files = {
  en: import.meta.glob(['./en/*.ts', '!./en/index.ts']),
  vi: import.meta.glob(['./vi/*.ts', '!./vi/index.ts']),
};
const namespaces = Object.keys(en).sort() as Namespace[];

describe('namespace loaders', () => {
  it('exist for every bundled language, and only for them', () => {
    expect(Object.keys(namespaceLoaders).sort()).toEqual([...bundledLanguages].sort());
  });

  describe.each(bundledLanguages)('%s', (language) => {
    it('load every namespace of the English source, and nothing else', () => {
      expect(Object.keys(namespaceLoaders[language]).sort()).toEqual(namespaces);
    });

    it.each(namespaces)('load %s from its own file', async (namespace) => {
      const words = await namespaceLoaders[language][namespace]();
      expect(words).toBe(wholeDictionaries[language][namespace]);
    });

    it('reach every namespace file of the folder (a file without a loader would never be shown)', async () => {
      const loaded = new Set(
        await Promise.all(namespaces.map((namespace) => namespaceLoaders[language][namespace]())),
      );
      const unreached: string[] = [];
      for (const [file, load] of Object.entries(files[language])) {
        const module = (await load()) as Record<string, unknown>;
        for (const [name, value] of Object.entries(module)) {
          if (!loaded.has(value as never)) unreached.push(`${file}: ${name}`);
        }
      }
      expect(Object.keys(files[language]).length).toBe(namespaces.length);
      expect(unreached).toEqual([]);
    });
  });
});
