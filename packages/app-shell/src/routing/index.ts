// The one door to routing for the sites: nothing else imports the router library (lint rule).
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers.tsx';
export type { InitialEntry, NavigationRecord } from './memory-history.ts';
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks.ts';
export type { Location, NavigateFunction, NavigateOptions, SearchParamsInit } from './hooks.ts';
export { isCurrentPage, Link, Navigate, NavLink } from './links.tsx';
export type { LinkProps } from './links.tsx';
export { Outlet, SiteRoutes } from './SiteRoutes.tsx';
export { matchRoutes } from './route-table.ts';
export type { Params, PreloadHandle, RouteMatch, RouteObject } from './route-table.ts';
export { lazyComponent } from './lazy-component.tsx';
export type { LazyComponent } from './lazy-component.tsx';
export { PageBoundary } from './PageBoundary.tsx';
export { PageSkeleton } from './PageSkeleton.tsx';
export { pageRoute, preloadRoutes } from './preload-routes.tsx';
export { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
export { LoadWhen } from './LoadWhen.tsx';
export { LoadNearViewport } from './LoadNearViewport.tsx';
