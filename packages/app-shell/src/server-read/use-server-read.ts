import { useCallback, useEffect, useRef, useState } from 'react';

type ServerReadState<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null };

/**
 * What a component shows of one server read, shaped like TanStack Query's result so a screen reads
 * the same either way: pending until the first answer, an error once the last try failed (keeping
 * the last answer in `data`, as TanStack Query does), else the answer.
 */
export type ServerRead<T> = ServerReadState<T> & {
  /** Reads again now (a Retry button); resolves once that read settled, whatever its outcome. */
  refetch: () => Promise<void>;
};

export interface ServerReadOptions<T> {
  /** An answer already in (an entry's early request): shown at once, read again once it is stale. */
  initial?: () => { value: T; at: number } | undefined;
  /** An answer younger than this is not read again on mount or focus. Default 30 s. */
  staleMs?: number;
  /** Read again this often while the tab is visible. */
  refetchEveryMs?: number;
  /** Read again when the tab becomes visible and the answer is stale. */
  refetchOnFocus?: boolean;
  /** Tries after a failure, one second apart, before the read is an error. Default 1. */
  retries?: number;
}

const pending = { isPending: true, isError: false, data: undefined, error: null } as const;

function answered<T>(data: T): ServerReadState<T> {
  return { isPending: false, isError: false, data, error: null };
}

const retryDelayMs = 1000;

/**
 * One server read for one component, without a data cache: for a page that makes a few reads of
 * its own (the line-detection page), where TanStack Query's 10 KB would be most of what its code
 * weighs. The same defaults as the sites' query client (stale after 30 s, one retry, no read on
 * focus unless asked). The read starts on mount, in an effect, so it renders in Node as pending;
 * an answer that comes after unmounting, or after a newer read started, is dropped.
 */
export function useServerRead<T>(read: () => Promise<T>, options: ServerReadOptions<T> = {}): ServerRead<T> {
  const { staleMs = 30_000, refetchEveryMs, refetchOnFocus = false, retries = 1 } = options;
  const [initial] = useState(() => options.initial?.());
  const [state, setState] = useState<ServerReadState<T>>(() => (initial ? answered(initial.value) : pending));
  const answeredAt = useRef(initial?.at);
  const latestRead = useRef(read);
  latestRead.current = read;
  // Each read's number: only the newest may write its outcome; unmounting moves it on, so none may.
  const generation = useRef(0);

  const readNow = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    // A read with nothing shown yet shows the pending state again (Retry after a failure).
    setState((current) => (current.data === undefined ? pending : current));
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await latestRead.current();
        if (generation.current !== mine) return;
        answeredAt.current = Date.now();
        setState(answered(data));
        return;
      } catch (error) {
        if (generation.current !== mine) return;
        if (attempt >= retries) {
          setState((current) => ({ isPending: false, isError: true, data: current.data, error }));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        if (generation.current !== mine) return;
      }
    }
  }, [retries]);

  useEffect(() => {
    const isStale = () => answeredAt.current === undefined || Date.now() - answeredAt.current >= staleMs;
    if (isStale()) void readNow();
    const interval =
      refetchEveryMs === undefined
        ? undefined
        : window.setInterval(() => {
            if (document.visibilityState !== 'hidden') void readNow();
          }, refetchEveryMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isStale()) void readNow();
    };
    if (refetchOnFocus) document.addEventListener('visibilitychange', onVisible);
    return () => {
      // Unmounted (or StrictMode's trial unmount): no read in flight may write; a remount reads again.
      generation.current += 1;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [readNow, staleMs, refetchEveryMs, refetchOnFocus]);

  // Object.assign keeps the state's union (a spread of a generic union would widen it).
  return Object.assign({ refetch: readNow }, state);
}
