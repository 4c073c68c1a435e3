import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredNamespaces, keepLoaders, namespacesInSources } from './site-namespaces.ts';

const loaders = readFileSync(
  path.resolve(import.meta.dirname, '../../packages/i18n/src/dictionaries/loaders.ts'),
  'utf8',
);

describe('each site’s dictionary loaders', () => {
  it('reads every namespace of the real loaders file', () => {
    const namespaces = declaredNamespaces(loaders);
    expect(namespaces).toContain('lobby');
    expect(namespaces).toContain('securityCentre');
    // Each namespace has a loader per language: nothing in the file escapes the reading.
    expect(loaders.match(/=> import\(/g)?.length).toBe(namespaces.length * 2);
  });

  it('keeps the loaders of the namespaces shown and makes the others refuse, naming them', () => {
    const kept = keepLoaders(loaders, new Set(['common', 'speed']));
    expect(kept).toContain("speed: () => import('./vi/speed.ts')");
    expect(kept).toContain("common: () => import('./en/common.ts')");
    expect(kept).not.toContain("import('./vi/lobby.ts')");
    expect(kept).toContain('lobby: () => notShippedWith("lobby"),');
  });

  it('finds the namespaces a site’s sources name, in keys, useT and template keys', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-namespaces-'));
    const file = path.join(folder, 'Page.tsx');
    writeFileSync(
      file,
      "const { t } = useT('speed');\nt('common.retry');\nt(`errors.${code}`);\nconst label = 'lobbying';\n",
    );
    const found = namespacesInSources([file], ['speed', 'common', 'errors', 'lobby', 'wallet']);
    expect([...found].sort()).toEqual(['common', 'errors', 'speed']);
  });
});
