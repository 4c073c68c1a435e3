import type { ReactNode } from 'react';
import { use, useMemo } from 'react';
import { useLocation } from './hooks.ts';
import { OutletContext, ParamsContext, RoutesContext } from './route-context.ts';
import type { RouteObject } from './route-table.ts';
import { matchRoutes } from './route-table.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** Where a layout shows the child route that matches the address. */
export function Outlet() {
  return use(OutletContext);
}

/**
 * A site's route table rendered at the current address: the matching branch's layouts, each
 * around the next through `<Outlet />`, down to the page; nothing when no route matches. An error
 * boundary stands around the layouts too (a page has its own, PageBoundary).
 */
export function SiteRoutes(props: { routes: readonly RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(props.routes, pathname), [props.routes, pathname]);
  let shown: ReactNode = null;
  for (const match of [...(matches ?? [])].reverse()) {
    shown = <OutletContext value={shown}>{match.route.element ?? <Outlet />}</OutletContext>;
  }
  const params = matches?.at(-1)?.params ?? {};
  return (
    <RoutesContext value={props.routes}>
      <ParamsContext value={params}>
        <RouteErrorBoundary resetKey={pathname}>{shown}</RouteErrorBoundary>
      </ParamsContext>
    </RoutesContext>
  );
}
