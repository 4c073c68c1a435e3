export { lazyComponent } from './lazy-component.tsx';
export type { LazyComponent } from './lazy-component.tsx';
export { PageBoundary } from './PageBoundary.tsx';
export { pageRoute, preloadRoutes } from './preload-routes.tsx';
export type { PreloadHandle } from './preload-routes.tsx';
export { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
export { SiteRoutes } from './SiteRoutes.tsx';
export { LoadWhen } from './LoadWhen.tsx';
export { LoadNearViewport } from './LoadNearViewport.tsx';
