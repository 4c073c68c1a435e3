import { sessionStore } from '@lotus/app-shell';

const seenKey = 'lotus.announcements.seenPopups';
/** Enough for any real session; the oldest ids go first if an operator publishes far more. */
const keptIds = 200;

/**
 * Which popup announcements this browser session has shown already: kept in session storage, so
 * a reload or a return to the home page does not show them again, and a new session does.
 */
export const seenPopups = {
  ids(): Set<number> {
    try {
      const stored: unknown = JSON.parse(sessionStore.get(seenKey) ?? '[]');
      return new Set(Array.isArray(stored) ? stored.filter((id) => Number.isInteger(id)) : []);
    } catch {
      // Something else wrote the key: start over rather than fail the page.
      return new Set();
    }
  },
  add(id: number): void {
    const ids = [...seenPopups.ids()].filter((seen) => seen !== id);
    sessionStore.set(seenKey, JSON.stringify([...ids, id].slice(-keptIds)));
  },
};
