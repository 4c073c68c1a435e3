import { lotteryApi } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import { useQuery } from '@tanstack/react-query';
import type { HouseLotteryCode } from './house-codes.ts';
import { clockOffsetOf } from './server-clock.ts';

/** The house lottery's calls over the site's one API client. */
export const houseLottery = lotteryApi(apiClient);

export const houseLotteryQueryKeys = {
  all: ['house-lottery'] as const,
  menu: ['house-lottery', 'menu'] as const,
  openDraws: (game: HouseLotteryCode) => ['house-lottery', 'open-draws', game] as const,
  odds: (game: HouseLotteryCode) => ['house-lottery', 'odds', game] as const,
};

/** The games and today's stations (the day turns at midnight Vietnam time: asked again hourly). */
export function useLotteryMenu() {
  return useQuery({ queryKey: houseLotteryQueryKeys.menu, queryFn: houseLottery.menu, staleTime: 3_600_000 });
}

/**
 * The game's draws taking bets, with how far the server's clock is from this one's when the answer
 * came (the countdowns run on it). Asked again each minute, and by the countdown when a draw closes.
 */
export function useOpenDraws(game: HouseLotteryCode) {
  return useQuery({
    queryKey: houseLotteryQueryKeys.openDraws(game),
    queryFn: async () => {
      const answer = await houseLottery.openDraws({ game });
      return { ...answer, clockOffsetMs: clockOffsetOf(answer.serverTime, Date.now()) };
    },
    refetchInterval: 60_000,
  });
}

/** What each bet type costs and pays on the game (the brand's prize mode). */
export function useLotteryOdds(game: HouseLotteryCode) {
  return useQuery({
    queryKey: houseLotteryQueryKeys.odds(game),
    queryFn: () => houseLottery.odds({ game }),
    staleTime: 300_000,
  });
}
