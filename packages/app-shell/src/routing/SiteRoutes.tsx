import type { RouteObject } from 'react-router';
import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** A site's route table, with an error boundary around the layouts too (a page has its own). */
export function SiteRoutes(props: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(props.routes);
  return <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>;
}
