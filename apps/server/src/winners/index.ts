import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { winnersRoutes } from './routes.ts';
import { createWinnersService } from './service.ts';

/**
 * What the winners board needs: the database and the brand. The winners threshold and the house
 * vendor's code come from the house domain's entry (winners imports house; house asks winners for
 * its notices through the interface it is handed, HouseWinnerNotices).
 */
export interface WinnersNeeds {
  pool: Pool;
  brand: { id: number };
}

/**
 * The winners board, the winners list and the leaderboard (public, players masked). The live
 * `winner` notices are functions that run in the paying transaction of the house (notifyWinner) and
 * of the vendor wallet (announceVendorWin): they need no service built.
 */
export function createWinnersDomain(needs: WinnersNeeds) {
  const service = createWinnersService({ pool: needs.pool, brand: needs.brand });
  return {
    service,
    /** The visitors' calls: board, list, leaderboard. */
    routes: winnersRoutes({ winners: service }),
    /** Winners has no operator calls (the threshold is a house setting): nothing to register. */
    adminRoutes: async (_app: FastifyInstance) => undefined,
  };
}

export type WinnersDomain = ReturnType<typeof createWinnersDomain>;
export type { WinnersService } from './service.ts';
export { winnersBoardSize } from './service.ts';
export { announceVendorWin, notifyWinner } from './winner-notice.ts';
export { gameNameOf, maskPlayer, winnerEntry } from './winner-entry.ts';
