import { SiteProviders, SystemStatusGate } from '@lotus/app-shell';
import { LinesPage } from './features/lines/index.ts';
import { SpeedFrame } from './SpeedFrame.tsx';

/**
 * The line-detection landing page is one page, so it needs no router, and its body ships in the
 * first load: a lazily loaded body would add a round trip before the list. Nobody signs in here,
 * so it takes the providers and the status gate without SiteRoot's care for signed-in members
 * (the forced password change), which would bring the sign-in calls into its first load. Its few
 * reads go through `useServerRead`, so it has no query client either (TanStack Query is 10 KB).
 */
export function App() {
  return (
    <SiteProviders>
      <SystemStatusGate>
        <SpeedFrame>
          <LinesPage />
        </SpeedFrame>
      </SystemStatusGate>
    </SiteProviders>
  );
}
