import type { ReactNode } from 'react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { FrameShown, keepFrame } from './frame/frame-fallback.tsx';
import { preloadFrameNamespaces } from './frame/frame-on-page.ts';
import { lazyComponent } from './routing/lazy-component.tsx';
import { LoadWhen } from './routing/LoadWhen.tsx';
import { useSessionStore } from './session-store.ts';
import { requestSystemStatusEarly } from './status-query.ts';
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
      <FrameShown />
    </AppProviders>
  );
}

export interface MountOptions {
  /** Work to finish before the first render (the first page's chunk): what is on screen stays meanwhile. */
  waitFor?: readonly Promise<unknown>[];
}

/**
 * Renders a site into index.html's #root, which holds the build's frame of the page (or, in
 * development, the brand's name). The first render waits for `waitFor`, the system status and the
 * words the frame shows, so it is the page itself and replaces the frame in one commit, nothing
 * blank or shifted between (a failure is the page's to show); should it still wait for something
 * (a signed-in member's header words), the frame stays meanwhile (`FrameFallback`). It renders in
 * a transition: React yields to the browser between slices of work, so the frame stays responsive
 * to scrolling and no task blocks the main thread for long.
 */
export function mountSite(site: ReactNode, options: MountOptions = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const ready = [...(options.waitFor ?? []), requestSystemStatusEarly(), preloadFrameNamespaces(container)];
  void Promise.allSettled(ready).then(() => {
    keepFrame(container);
    const root = createRoot(container);
    startTransition(() => root.render(<StrictMode>{site}</StrictMode>));
  });
}
