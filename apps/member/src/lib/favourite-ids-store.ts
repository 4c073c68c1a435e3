import { sessionStore, useSessionStore } from '@lotus/app-shell';
import { create } from 'zustand';

/** Where the favourites id list is kept: the browser session, as the spec says. */
const storageKey = 'lotus.favouriteIds';

function readStored(): number[] | null {
  const raw = sessionStore.get(storageKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'number') ? parsed : null;
  } catch {
    return null;
  }
}

interface FavouritesState {
  /** The favourite games' nodeIds; null until the server or the session has told us. */
  ids: readonly number[] | null;
  /** The list the server answered (after a list, an add or a remove), kept for the session. */
  replace(ids: readonly number[]): void;
  clear(): void;
}

/** The favourites id list, shared by every card so a star changes everywhere at once. */
export const useFavouriteIds = create<FavouritesState>((set) => ({
  ids: readStored(),
  replace: (ids) => {
    sessionStore.set(storageKey, JSON.stringify(ids));
    set({ ids: [...ids] });
  },
  clear: () => {
    sessionStore.remove(storageKey);
    set({ ids: null });
  },
}));

/** Whether a game is a favourite: by the id list when known, else by what the catalog said of it. */
export function isFavourite(
  ids: readonly number[] | null,
  game: { nodeId: number; isFav: boolean },
): boolean {
  return ids === null ? game.isFav : ids.includes(game.nodeId);
}

// Another member may sign in next in this tab: their stars must not start from the last one's list.
useSessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token !== previous.token) useFavouriteIds.getState().clear();
});
