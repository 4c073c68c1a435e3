import type { Plugin } from 'vite';

/** The shim's entry as libraries import it (wouter: `use-sync-external-store/shim/index.js`). */
const shimImport = /^use-sync-external-store\/shim(?:\/index(?:\.js)?)?$/;
const reactsOwn = '\0react-use-sync-external-store';

/**
 * wouter reads the address through `use-sync-external-store/shim`, the hook's polyfill for React
 * before 18 (0.45 KB gzipped on every page, in vendor-router). React 19 has the hook: the web builds
 * hand the shim's importers React's own instead.
 */
export function reactSyncExternalStore(): Plugin {
  return {
    name: 'lotus:react-sync-external-store',
    enforce: 'pre',
    resolveId: (id) => (shimImport.test(id) ? reactsOwn : null),
    load: (id) => (id === reactsOwn ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
