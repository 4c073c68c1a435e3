import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// matchMedia is missing in some embedded browsers (and in jsdom): no answer means motion is fine.
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the user asked the OS for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    // On the server, assume motion is fine; the client corrects it on hydration.
    () => false,
  );
}
