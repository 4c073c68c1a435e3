import { localStore } from '@lotus/app-shell';

/** Where the header search keeps the player's last searches: this device only, never the server. */
const storageKey = 'lotus.recentSearches';
/** Searches kept, newest first. */
export const recentSearchLimit = 6;

/** The searches kept on this device, newest first (none when storage is missing or holds junk). */
export function readRecentSearches(): string[] {
  const raw = localStore.get(storageKey);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((term): term is string => typeof term === 'string' && term.trim() !== '')
      .slice(0, recentSearchLimit);
  } catch {
    return [];
  }
}

/**
 * Puts `term` first among the recent searches (once: the same words in another case move up
 * instead of being kept twice) and answers the new list.
 */
export function rememberSearch(term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return readRecentSearches();
  const key = trimmed.toLocaleLowerCase();
  const next = [trimmed, ...readRecentSearches().filter((kept) => kept.toLocaleLowerCase() !== key)].slice(
    0,
    recentSearchLimit,
  );
  localStore.set(storageKey, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  localStore.remove(storageKey);
}
