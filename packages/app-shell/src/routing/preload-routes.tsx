import type { LazyComponent } from './lazy-component.tsx';
import type { PreloadHandle, RouteObject } from './route-table.ts';
import { matchRoutes } from './route-table.ts';

/** A route's element and handle for a lazy page: `{ path: 'wallet', ...pageRoute(WalletPage) }`. */
export function pageRoute(Page: LazyComponent<object>): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Page />, handle: { preload: Page.preload } satisfies PreloadHandle };
}

/**
 * Loads the chunks of every route that matches `pathname`: the entry awaits it so the site's first
 * render shows the page itself (not a fallback over the pre-rendered frame), and a link calls it
 * when pointed at. A failed load is left to the page's error boundary, which will meet it again on
 * render.
 */
export async function preloadRoutes(routes: readonly RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matches.map((match) => match.route.handle?.preload?.()));
}
