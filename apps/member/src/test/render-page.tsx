import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@lotus/app-shell/routing';
import type { NavigationRecord } from '@lotus/app-shell/routing';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A page as the site shows it: the providers, the status gate, and a router at `path`
 * (`onNavigate` hears each navigation). A failed read is retried once, as on the site, but at once.
 */
export function renderPage(
  page: ReactNode,
  path = '/',
  options: { onNavigate?: (navigation: NavigationRecord) => void } = {},
) {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]} onNavigate={options.onNavigate}>
          {page}
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

/** Each test of the file starts signed in, and leaves no fake server, session or stored data behind. */
export function signInForEachTest() {
  beforeEach(() => useSessionStore.getState().signIn('test-token', '0'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
    // The site's code reaches storage through localStore; a test wipes it whole.
    // eslint-disable-next-line no-restricted-properties
    window.localStorage.clear();
  });
}
