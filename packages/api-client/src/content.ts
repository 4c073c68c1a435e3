import { listBanners } from '@lotus/contract/content';
import { listHotGames } from '@lotus/contract/games-catalog';
import { getJackpot } from '@lotus/contract/wallet';
import type { ApiClient } from './client.ts';

/** Banners and promotions of a banner group (w_speed on the line-detection page). */
export function contentApi(client: ApiClient) {
  return {
    /** `lang`: the words' language (default: the client's Accept-Language). */
    banners: (group: string, lang?: string) =>
      client.call(listBanners, { query: lang ? { group, lang } : { group } }),
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
