import { useSessionStore } from '@lotus/app-shell';
import type { LaunchGame } from '@lotus/contract/games-catalog';
import { useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { catalog, catalogLanguage } from '../../lib/catalog-queries.ts';

/** Lottery games are a handful: one page of the catalog's largest size holds every one of them. */
const lotteryListSize = 200;

export const lotteryQueryKeys = {
  // Under 'catalog', so whatever refreshes the catalog (a favourite change) refreshes this list too.
  games: (lang: string, signedIn: boolean) => ['catalog', 'lottery', lang, signedIn] as const,
  launch: (code: string, lang: string) => ['lottery', 'launch', code, lang] as const,
};

/** The catalog's lottery games (both pages pick theirs from the one list). */
export function useLotteryGames() {
  const { language } = useT();
  const lang = catalogLanguage(language);
  // Signed in, each game says whether it is a favourite: a login asks again.
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({
    queryKey: lotteryQueryKeys.games(lang, signedIn),
    queryFn: () => catalog.list({ category: 'lottery', lang, page: 1, size: lotteryListSize }),
    staleTime: 60_000,
  });
}

/**
 * The vendor address a launch answer opens on a lottery page: the lottery's `gameUrl`, or for a
 * GPI game (`frame`) its address; null when the vendor has none.
 */
export function lotteryUrlOf(answer: LaunchGame): string | null {
  if (answer.mode === 'frame') return answer.url;
  if (answer.mode === 'popup') return null;
  return answer.gameUrl;
}
