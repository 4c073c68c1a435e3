import { SiteRoot } from '@lotus/app-shell';
import { lazy, Suspense } from 'react';
import { SpeedFrame } from './SpeedFrame.tsx';

// The page body loads as its own chunk, so the frame paints first.
const LinesPage = lazy(async () => ({ default: (await import('./features/lines/LinesPage.tsx')).LinesPage }));

/** The line-detection landing page is one page, so it needs no router. */
export function App() {
  return (
    <SiteRoot>
      <SpeedFrame>
        <Suspense fallback={null}>
          <LinesPage />
        </Suspense>
      </SpeedFrame>
    </SiteRoot>
  );
}
