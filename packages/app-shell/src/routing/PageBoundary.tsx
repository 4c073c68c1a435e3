import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useLocation } from './hooks.ts';
import { PageSkeleton } from './PageSkeleton.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * Around a layout's outlet: a page that throws shows RouteError (cleared by the next navigation),
 * and a page still loading shows `fallback` (the page's skeleton by default). The location changes
 * at once when a link is followed, so the fallback shows whenever the next page's code is not in
 * yet; links load it when pointed at or focused, and the entry before the first render.
 */
export function PageBoundary(props: { children: ReactNode; fallback?: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={props.fallback ?? <PageSkeleton />}>{props.children}</Suspense>
    </RouteErrorBoundary>
  );
}
