import { useSyncExternalStore } from 'react';
import type { HistoryExtras } from './history.ts';

/** An address to start at: a path with its query (`/lobby?q=x`), or its parts with a history state. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

interface Entry {
  pathname: string;
  search: string;
  state: unknown;
}

export interface NavigationRecord {
  to: string;
  replace: boolean;
  state: unknown;
}

const entryOf = (to: string, state: unknown): Entry => {
  const [pathname = '/', search = ''] = to.split('?');
  return { pathname, search, state };
};

/**
 * A history kept in memory, for tests: entries, the current one, navigation and Back, with the
 * hooks wouter's Router reads the location through (`hook`, `searchHook`). `onNavigate` hears
 * every navigation, so a test can tell that none happened.
 */
export function memoryHistory(
  initialEntries: readonly InitialEntry[],
  onNavigate?: (record: NavigationRecord) => void,
) {
  const entries: Entry[] = initialEntries.map((entry) =>
    typeof entry === 'string'
      ? entryOf(entry, null)
      : {
          pathname: entry.pathname,
          search: (entry.search ?? '').replace(/^\?/, ''),
          state: entry.state ?? null,
        },
  );
  if (entries.length === 0) entries.push(entryOf('/', null));
  let index = entries.length - 1;
  let listeners: (() => void)[] = [];
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => {
      listeners = listeners.filter((other) => other !== listener);
    };
  };
  const current = () => entries[index]!;
  const changed = () => listeners.forEach((listener) => listener());

  const navigate = (to: string, options: { replace?: boolean; state?: unknown } = {}) => {
    const replace = options.replace ?? false;
    const state = options.state ?? null;
    onNavigate?.({ to, replace, state });
    if (replace) entries[index] = entryOf(to, state);
    else entries.splice(++index, entries.length, entryOf(to, state));
    changed();
  };
  const extras: HistoryExtras = {
    useEntryState: () => useSyncExternalStore(subscribe, () => current().state),
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed();
    },
  };
  // The hooks wouter's Router calls for the path and the query.
  const useMemoryLocation = (): [string, typeof navigate] => [
    useSyncExternalStore(subscribe, () => current().pathname),
    navigate,
  ];
  const useMemorySearch = () => useSyncExternalStore(subscribe, () => current().search);
  return { hook: useMemoryLocation, searchHook: useMemorySearch, extras };
}
