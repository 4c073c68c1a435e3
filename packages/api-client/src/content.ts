import { listBanners } from '@lotus/contract/content';
import { listHotGames } from '@lotus/contract/games-catalog';
import { getJackpot } from '@lotus/contract/wallet';
import type { ApiClient } from './client.ts';

/** Banners and promotions of a banner group (w_speed on the line-detection page). */
export function contentApi(client: ApiClient) {
  return {
    banners: (group: string) => client.call(listBanners, { query: { group } }),
  };
}

/** The game lists the spec's relay calls serve. */
export function gamesApi(client: ApiClient) {
  return {
    hotGames: () => client.call(listHotGames),
  };
}

/** The progressive jackpot pool, as the ledger holds it (a wallet call). */
export function jackpotApi(client: ApiClient) {
  return {
    current: () => client.call(getJackpot),
  };
}
