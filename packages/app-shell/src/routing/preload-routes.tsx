import type { RouteObject } from 'react-router';
import type { LazyComponent } from './lazy-component.tsx';
import { matchRoutes } from 'react-router';

/** What a route may carry in its `handle`: the lazy page it shows, to load before the first render. */
export interface PreloadHandle {
  preload?: () => Promise<unknown>;
}

/** A route's element and handle for a lazy page: `{ path: 'wallet', ...pageRoute(WalletPage) }`. */
export function pageRoute(Page: LazyComponent<object>): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Page />, handle: { preload: Page.preload } satisfies PreloadHandle };
}

/**
 * Loads the chunks of every route that matches `pathname`, so the site's first render shows the
 * page itself: mounting waits for this instead of flashing a fallback over the pre-rendered frame.
 * A failed load is left to the page's error boundary, which will meet it again on render.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(
    matches.map((match) => (match.route.handle as PreloadHandle | undefined)?.preload?.()),
  );
}
