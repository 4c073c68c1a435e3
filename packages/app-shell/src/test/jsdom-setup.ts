import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { usePreferences } from '../preferences-store.ts';
import { useSessionStore } from '../session-store.ts';

/**
 * The test setup of every site and of app-shell (`@lotus/app-shell/test-setup`). The jsdom tests
 * run without per-file isolation (tooling/vite/app-config.ts): a worker builds one jsdom and loads
 * each module once for all its files, so whatever a file leaves behind, the next file meets. Here
 * is everything a file may leave, put back after it.
 */

// Lazily loaded pages are transformed on first import; on a busy 2-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

/** What this setup needs of a zustand store (which only the `*-store.ts` modules import). */
interface ResettableStore<State> {
  getInitialState(): State;
  setState(state: State, replace: true): void;
}

/** Each store's way back to the state it was created with, by store. */
const storeResets = new Map<object, () => void>();

/**
 * Puts a zustand store back to the state it was created with after each file. (A store is created
 * when a worker first imports it, before any test has stored anything.) A site's setup file names
 * its own stores; app-shell's are named here.
 */
export function resetStoreAfterEachFile<State>(store: ResettableStore<State>): void {
  storeResets.set(store, () => store.setState(store.getInitialState(), true));
}

resetStoreAfterEachFile(usePreferences);
resetStoreAfterEachFile(useSessionStore);

/** What a file may leave behind in the worker it shares with the next files. */
function resetAfterFile(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A file in Node's environment (`@vitest-environment node`, a build step's test) has no window.
  if (typeof window === 'undefined') return;
  // The sites reach storage through localStore; between files it is wiped whole.
  /* eslint-disable no-restricted-properties */
  window.localStorage.clear();
  window.sessionStorage.clear();
  /* eslint-enable no-restricted-properties */
  for (const reset of storeResets.values()) reset();
  // What the pages and the i18n runtime write on the document: <html lang dir class>, the title.
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
}

/**
 * The hooks of one test file; every `vitest.setup.ts` calls it. (A setup file runs again for each
 * file, but this module is loaded once per worker: hooks registered at its top level would belong
 * to the first file alone.)
 */
export function setUpTestFile(): void {
  // Without vitest globals, testing-library cannot unmount by itself between tests.
  afterEach(cleanup);
  afterAll(resetAfterFile);
}
