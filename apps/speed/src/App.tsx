import { SiteRoot } from '@lotus/app-shell';
import { LinesPage } from './features/lines/index.ts';
import { SpeedFrame } from './SpeedFrame.tsx';

/**
 * The line-detection landing page is one page, so it needs no router, and its body ships in the
 * first load: a lazily loaded body would add a round trip before the list.
 */
export function App() {
  return (
    <SiteRoot>
      <SpeedFrame>
        <LinesPage />
      </SpeedFrame>
    </SiteRoot>
  );
}
