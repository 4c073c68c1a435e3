import { houseGames } from '@lotus/app-shell';
import type { HouseGame } from '@lotus/contract/house-games';

export { houseGames };

/** Query keys of the house games: a bet invalidates the seeds (nonce) and the rounds. */
export const originalsQueryKeys = {
  limits: ['originals', 'limits'] as const,
  seeds: ['originals', 'seeds'] as const,
  openRound: (game: 'mines-gold' | 'tower') => ['originals', 'open-round', game] as const,
  rounds: (filter: { game?: HouseGame; page: number }) => ['originals', 'rounds', filter] as const,
  allRounds: ['originals', 'rounds'] as const,
  allOpenRounds: ['originals', 'open-round'] as const,
};

export const historyPageSize = 20;
