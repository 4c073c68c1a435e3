import { use, useCallback, useMemo } from 'react';
import { useLocation as useWouterLocation, useSearch } from 'wouter';
import { HistoryContext } from './history.ts';
import { ParamsContext } from './route-context.ts';
import type { Params } from './route-table.ts';

/**
 * Where the reader is. `pathname` and `search` (with its `?`, or empty) come decoded except for the
 * characters that would change their meaning; `state` is what the navigation left on the entry.
 */
export interface Location {
  pathname: string;
  search: string;
  state: unknown;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (Back skips it). */
  replace?: boolean;
  /** Left on the new entry for the page to read (`useLocation().state`); not in the address. */
  state?: unknown;
}

/** Goes to an address (absolute: `/wallet?tab=x`), or moves through the history (`-1` is Back). */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = use(HistoryContext).useEntryState();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', state }), [pathname, search, state]);
}

export function useNavigate(): NavigateFunction {
  // wouter's navigate keeps its identity between renders.
  const [, navigate] = useWouterLocation();
  const history = use(HistoryContext);
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else navigate(to, { replace: options.replace ?? false, state: options.state ?? null });
    },
    [navigate, history],
  );
}

/** The parameters of the route being shown (`:code` in `play/:code`). */
export function useParams(): Params {
  return use(ParamsContext);
}

export type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/**
 * The query string as URLSearchParams, and a setter that navigates to the same path with a new
 * query (a value, or a function of the current one; `{ replace: true }` to leave no history entry).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      const query = value.toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname, params],
  );
  return [params, setParams];
}
