import type { GameType } from '@lotus/contract/values';

/**
 * Where a home row's "see all" leads: the lobby of the category most of its games are in (the
 * first of them on a tie), the slots lobby when no game of the row names one.
 */
export function seeAllPath(games: ReadonlyArray<{ category?: GameType | null }>): string {
  // A Map keeps the order in which categories first appear, which breaks a tie.
  const counts = new Map<GameType, number>();
  for (const { category } of games) {
    if (category !== undefined && category !== null) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  let best: GameType | undefined;
  for (const [category, count] of counts) {
    if (best === undefined || count > (counts.get(best) ?? 0)) best = category;
  }
  return best === undefined ? '/rng' : `/games/${best}`;
}
