import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { lazyComponent } from './routing/lazy-component.tsx';
import { LoadWhen } from './routing/LoadWhen.tsx';
import { useSessionStore } from './session-store.ts';
import { SystemStatusGate } from './SystemStatusGate.tsx';

// Its password form loads only for the member who must change their password.
const ForcedPasswordChange = lazyComponent(() =>
  import('./ForcedPasswordChange.tsx').then((module) => module.ForcedPasswordChange),
);

function ForcedPasswordChangeWhenDue() {
  const mustChange = useSessionStore((state) => state.mustChangePassword && state.token !== null);
  return (
    <LoadWhen when={mustChange}>
      <ForcedPasswordChange />
    </LoadWhen>
  );
}

/** Everything around a site's pages: providers, then the system-status gate. */
export function SiteRoot(props: { children: ReactNode }) {
  return (
    <AppProviders>
      <SystemStatusGate>
        {props.children}
        <ForcedPasswordChangeWhenDue />
      </SystemStatusGate>
    </AppProviders>
  );
}

export interface MountOptions {
  /** Work to finish before the first render (the first page's chunk): what is on screen stays meanwhile. */
  waitFor?: readonly Promise<unknown>[];
}

/** Renders a site into index.html's #root, once `waitFor` has settled (a failure is the page's to show). */
export function mountSite(site: ReactNode, options: MountOptions = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  void Promise.allSettled(options.waitFor ?? []).then(() => {
    createRoot(root).render(<StrictMode>{site}</StrictMode>);
  });
}
