import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { adminHouseRoutes } from './admin-routes.ts';
import { createCrashDomain } from './crash/domain.ts';
import type { CrashSettings } from './crash/domain.ts';
import { crashRoutes } from './crash/routes.ts';
import { createHouseMoney } from './money/service.ts';
import type { HouseBetBook, HouseBetGuard, HouseLedger, HouseWinnerNotices } from './needs.ts';
import { createHouseHistory } from './rounds/history.ts';
import { houseRoutes } from './routes.ts';
import { createHouseSeeds } from './seeds/service.ts';
import { createHousePlay } from './service.ts';
import { createHouseSettings } from './settings/service.ts';

/** What the house games need of the process and of other domains (see needs.ts for each interface). */
export interface HouseNeeds {
  pool: Pool;
  /** `code` names the PAPPU room's public client seed. */
  brand: { id: number; code: string; currency: string };
  /** The wallet's ledger: every stake, payout and jackpot is one of its journals. */
  ledger: HouseLedger;
  /** The wallet's rows of `bets`: each house round and PAPPU bet is one, for the betting record. */
  bets: HouseBetBook;
  /** Player protection: asked before every stake is taken. */
  protection: HouseBetGuard;
  /** The winners board: the live `winner` notice of a big win, and the masked player names. */
  winners: HouseWinnerNotices;
  /** The PAPPU room's timings and limits (tests shorten them). */
  crash?: CrashSettings;
}

/**
 * The house games (Lotus Originals and the PAPPU room), each service built once: the money (one
 * instance, shared by the originals and the room, so its jackpot-notice throttle is the process's
 * one), plays, seeds, the game recall, the operator's settings and the PAPPU room with its leader.
 */
export function createHouseDomain(needs: HouseNeeds) {
  const { pool, brand } = needs;
  const money = createHouseMoney({
    pool,
    brand,
    ledger: needs.ledger,
    bets: needs.bets,
    protection: needs.protection,
    winners: needs.winners,
  });
  const play = createHousePlay({ pool, brand, money });
  const seeds = createHouseSeeds({ pool, brand });
  const history = createHouseHistory({ pool, brand });
  const settings = createHouseSettings({ pool, brand });
  const crash = createCrashDomain({
    pool,
    brand,
    money,
    maskPlayer: needs.winners.maskPlayer,
    settings: needs.crash,
  });
  return {
    money,
    play,
    seeds,
    /** The game recall; the wallet's betting record shows a house round through it. */
    history,
    settings,
    /** The PAPPU room: its calls' service, its steps, and `leader()` for the process that serves. */
    crash,
    /** The member's and the visitors' calls: the originals, seeds, recall and the PAPPU room. */
    routes: async (app: FastifyInstance) => {
      // The queued instant bets are answered before the instance lets go of its database.
      app.addHook('onClose', async () => play.close());
      await app.register(houseRoutes({ play, seeds, history, settings }));
      await app.register(crashRoutes({ crash: crash.service }));
    },
    /** The operator's calls: every round with its seeds, and the audited settings. */
    adminRoutes: adminHouseRoutes({ history, settings }),
  };
}

export type HouseDomain = ReturnType<typeof createHouseDomain>;

export type { HouseBetBook, HouseBetGuard, HouseLedger, HouseWinnerNotices } from './needs.ts';
export type { CrashDomain, CrashSettings } from './crash/domain.ts';
export type { CrashService } from './crash/service.ts';
export type { HouseGameCode, HouseMoney } from './money/service.ts';
export type { HouseHistoryService } from './rounds/history.ts';
export type { HouseSeedsService } from './seeds/service.ts';
export type { HousePlayService } from './service.ts';
export type { HouseSettingsService } from './settings/service.ts';
export { crashPointOfSeed } from './crash/round-steps.ts';
export { winnersThresholdWithin } from './settings/service.ts';
/** The house games' vendor code: the wallet keeps it with the `bets` rows it links (round-ids.ts). */
export { houseVendorCode } from '../wallet/index.ts';
