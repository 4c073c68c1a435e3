import { describe, expect, it } from 'vitest';
import { reactSyncExternalStore } from './react-sync-external-store.ts';

type Hook = (id: string) => string | null;

describe('the store shim in the web builds', () => {
  const plugin = reactSyncExternalStore();
  const resolve = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;

  it('resolves the shim, as wouter and others import it, to React’s own hook', () => {
    for (const id of ['use-sync-external-store/shim/index.js', 'use-sync-external-store/shim']) {
      const resolved = resolve(id);
      expect(resolved).not.toBeNull();
      expect(load(resolved!)).toBe("export { useSyncExternalStore } from 'react';");
    }
  });

  it('leaves the selector variant and every other import alone', () => {
    expect(resolve('use-sync-external-store/shim/with-selector.js')).toBeNull();
    expect(resolve('react')).toBeNull();
    expect(load('/work/x.ts')).toBeNull();
  });
});
