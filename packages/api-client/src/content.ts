import type { Banners, HotGame, Jackpot } from '@lotus/contract/content';
import type { ApiClient } from './client.ts';

/** Banners and promotions of a banner group (w_speed on the line-detection page). */
export function contentApi(client: ApiClient) {
  return {
    banners: (group: string) => client.get<Banners>('/wps/relay/banners', { searchParams: { group } }),
  };
}

/** The game lists the spec's relay calls serve. */
export function gamesApi(client: ApiClient) {
  return {
    hotGames: () => client.get<HotGame[]>('/wps/relay/hotGames'),
  };
}

/** The progressive jackpot pool, as the ledger holds it. */
export function jackpotApi(client: ApiClient) {
  return {
    current: () => client.get<Jackpot>('/wps/relay/jackpot'),
  };
}
