import { createContext } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * What the router's location (wouter's) does not carry: the state a navigation left on its history
 * entry, and going back. The browser's history by default; a router for tests brings its own.
 */
export interface HistoryExtras {
  /** The state of the current entry (`navigate(to, { state })`), null when there is none. */
  useEntryState: () => unknown;
  /** Moves through the history: `go(-1)` is the Back button. */
  go: (delta: number) => void;
}

export const browserHistory: HistoryExtras = {
  useEntryState: useHistoryState,
  go: (delta) => window.history.go(delta),
};

/** Rendering at a given address in Node (the build's pre-render): no history to read or move. */
export const staticHistory: HistoryExtras = {
  useEntryState: () => null,
  go: () => undefined,
};

export const HistoryContext = createContext<HistoryExtras>(browserHistory);
