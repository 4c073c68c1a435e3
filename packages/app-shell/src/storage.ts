/**
 * The one way the apps touch localStorage and sessionStorage. Storage can be missing or throw
 * (private mode, quota, disabled cookies); the site must keep working without it.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage | undefined): KeyValueStorage {
  return {
    get(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick()?.setItem(key, value);
      } catch {
        // Storage is full or disabled: the choice lasts for this page only.
      }
    },
    remove(key) {
      try {
        pick()?.removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

export const localStore = wrap(() => (typeof window === 'undefined' ? undefined : window.localStorage));
export const sessionStore = wrap(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
