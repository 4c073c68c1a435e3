import type { ReactNode } from 'react';
import { useState } from 'react';
import { Router } from 'wouter';
import { HistoryContext, staticHistory } from './history.ts';
import type { InitialEntry, NavigationRecord } from './memory-history.ts';
import { memoryHistory } from './memory-history.ts';

/** The site's router in the browser: the address bar and its history. */
export function BrowserRouter(props: { children: ReactNode }) {
  // wouter's default router is the browser's location: nothing to configure.
  return <Router>{props.children}</Router>;
}

/**
 * A router at a given address in Node (the build's pre-render, a server render): the location is
 * fixed, links render their addresses, and a navigation does nothing.
 */
export function StaticRouter(props: { location: string; children: ReactNode }) {
  return (
    <HistoryContext value={staticHistory}>
      <Router ssrPath={props.location}>{props.children}</Router>
    </HistoryContext>
  );
}

/** A router with its history in memory, for tests: it starts at the last of `initialEntries`. */
export function MemoryRouter(props: {
  initialEntries?: readonly InitialEntry[];
  /** Hears each navigation (a test that shows none happened). */
  onNavigate?: (record: NavigationRecord) => void;
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(props.initialEntries ?? ['/'], props.onNavigate));
  return (
    <HistoryContext value={history.extras}>
      <Router hook={history.hook} searchHook={history.searchHook}>
        {props.children}
      </Router>
    </HistoryContext>
  );
}
