import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * Around a layout's outlet: a page that throws shows RouteError (cleared by the next navigation),
 * and a page still loading shows `fallback`. Navigations run in a transition (react-router), so
 * the page on screen stays until the next one is ready; the fallback shows only on a first visit.
 */
export function PageBoundary(props: { children: ReactNode; fallback?: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={props.fallback ?? null}>{props.children}</Suspense>
    </RouteErrorBoundary>
  );
}
