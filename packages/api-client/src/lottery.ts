import {
  getLotteryGameMenu,
  getLotteryOdds,
  listLotteryResults,
  listMyLotteryBets,
  listOpenLotteryDraws,
  listRecentLotteryGames,
  placeLotterySlip,
} from '@lotus/contract/lottery';
import type {
  LotteryMyBetsQuery,
  LotteryOddsQuery,
  LotteryResultsQuery,
  OpenLotteryDrawsQuery,
  PlaceLotterySlip,
} from '@lotus/contract/lottery';
import type { ApiClient } from './client.ts';

/** The house's lottery: its games and stations, open draws, odds, results, the slip and my bets. */
export function lotteryApi(client: ApiClient) {
  return {
    menu: () => client.call(getLotteryGameMenu),
    /** The member's lottery games, the one last bet on first. */
    recent: () => client.call(listRecentLotteryGames),
    openDraws: (query: Partial<OpenLotteryDrawsQuery> = {}) => client.call(listOpenLotteryDraws, { query }),
    odds: (query: LotteryOddsQuery) => client.call(getLotteryOdds, { query }),
    results: (query: Partial<LotteryResultsQuery> = {}) => client.call(listLotteryResults, { query }),
    placeSlip: (slip: PlaceLotterySlip) => client.call(placeLotterySlip, { body: slip }),
    myBets: (query: Partial<LotteryMyBetsQuery> = {}) => client.call(listMyLotteryBets, { query }),
  };
}

export type LotteryApi = ReturnType<typeof lotteryApi>;
