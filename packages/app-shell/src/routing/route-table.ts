import type { ReactNode } from 'react';
import { parse } from 'regexparam';

/** What a route may carry in its `handle`: the lazy page it shows, to load ahead of its render. */
export interface PreloadHandle {
  preload?: () => Promise<unknown>;
}

/**
 * A route of a site's table, in the shape react-router gave it: a layout (an `element` with
 * `children`, shown around the child that matches through `<Outlet />`), an index route (the
 * parent's own address), or a page. `path` is relative to the parent's unless it starts with `/`;
 * `:name` is a parameter, `:name?` an optional one, `*` the rest of the address.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  /** What the route shows; a route without one shows its matching child (`<Outlet />`). */
  element?: ReactNode;
  children?: RouteObject[];
  handle?: PreloadHandle;
}

/** The parameters of the address, by name (`:code` → `code`, `*` → `*`), decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the matching branch, from the outermost layout to the page. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

const join = (parent: string, path: string | undefined): string => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

const compiledPatterns = new Map<string, { keys: string[]; pattern: RegExp }>();

/** The parameters when `pattern` matches the whole of `pathname` (a trailing slash allowed, any case). */
function matchPattern(pattern: string, pathname: string): Params | null {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    compiled = parse(pattern);
    compiledPatterns.set(pattern, compiled);
  }
  const found = compiled.pattern.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  compiled.keys.forEach((key, index) => (params[key] = decodeParam(found[index + 1])));
  return params;
}

// The location hands the path over decoded except for the characters that would change its
// meaning (`/`, `?`, `#`…), which a parameter may hold: decode those too.
function decodeParam(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The branch of `routes` that shows `pathname`, outermost first, or null. The first route that
 * matches in the table's order wins (unlike react-router, which ranked them): `*` goes last. A
 * layout matches when one of its children does, or, with a path, when the address is its own.
 */
export function matchRoutes(
  routes: readonly RouteObject[],
  pathname: string,
  parent = '/',
): RouteMatch[] | null {
  for (const route of routes) {
    const path = join(parent, route.path);
    if (route.children?.length) {
      const inner = matchRoutes(route.children, pathname, path);
      if (inner) return [{ route, params: inner[inner.length - 1]!.params }, ...inner];
    }
    if (route.index || route.path !== undefined) {
      const params = matchPattern(path, pathname);
      if (params) return [{ route, params }];
    }
  }
  return null;
}
