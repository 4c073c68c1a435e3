import type { ComponentType, ReactNode } from 'react';
import { use } from 'react';

/** A component (a page, a dialog) loaded on first render (it suspends meanwhile), or ahead of it with `preload`. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the page's chunk; resolves once it can render without suspending. */
  preload(): Promise<unknown>;
}

/** A promise that says, once settled, how it settled: what React's `use` reads to answer at once. */
type SettledThenable<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function settledThenable<T>(promise: Promise<T>): SettledThenable<T> {
  const thenable: SettledThenable<T> = promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
      return value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
      throw reason;
    },
  );
  return thenable;
}

/**
 * A lazily loaded component, like `React.lazy`, plus `preload`: the entry awaits the first page's chunk
 * before mounting (`preloadRoutes`), so the first render shows the page instead of a fallback,
 * and once loaded it renders synchronously (React.lazy always suspends once).
 *
 * Marked free of side effects: a module's `const Page = lazyComponent(…)` that nothing renders
 * leaves the build, and its chunk and whatever only that chunk uses with it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyComponent<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: SettledThenable<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    // A failed chunk stays failed (the browser caches the failed module too): the error boundary
    // shows RouteError, whose button reloads the page.
    loading ??= settledThenable(load());
    return loading;
  };
  function Page(props: P) {
    // Always through `use`: once the chunk is in, React reads the settled promise and does not suspend.
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
