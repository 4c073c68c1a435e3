import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { adminGamesRoutes } from './admin-routes.ts';
import { gameArtRoutes } from './art/routes.ts';
import { createCatalogAdmin } from './catalog/admin-service.ts';
import type { VendorCatalogFields } from './catalog/admin-service.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { createCatalogService } from './catalog/service.ts';
import { createGameLauncher } from './launch/service.ts';
import type { LaunchTokens } from './launch/service.ts';
import { createMemberGames } from './member-games/service.ts';
import { gamesRoutes } from './routes.ts';
import { createGamesService } from './service.ts';

export type { LaunchTokens };
export { gameArtPath } from './art/game-art.ts';

/** What the games domain needs: its database and brand, the member site's address, and launch tokens. */
export interface GamesNeeds {
  pool: Pool;
  /** `lottery_type` is the brand's lottery prize mode, sent in a lottery launch's payload. */
  brand: { id: number; lottery_type: string };
  /** Where a game opens: the HOT GAMES links and the lottery's way back name the member site. */
  memberSiteUrl: string;
  /** The vendor wallet's launch tokens (handed in by the composition root: games never imports it). */
  tokens: LaunchTokens;
  /** The vendors' directory keeps the catalog's fields of each vendor (the operator edits them here). */
  vendors: VendorCatalogFields;
}

/**
 * The games domain: the HOT GAMES list, the catalog (lobby reads), the member's favourites and
 * recent games, the launch call, and the operator's catalog. Each service is built once here.
 */
export function createGamesDomain(needs: GamesNeeds) {
  const { pool, brand, memberSiteUrl } = needs;
  const hotGames = createGamesService({ pool, brandId: brand.id, memberSiteUrl });
  const catalog = createCatalogService({ pool, brandId: brand.id });
  const memberGames = createMemberGames({ pool, brandId: brand.id, catalog });
  const launcher = createGameLauncher({
    pool,
    brandId: brand.id,
    memberSiteUrl,
    lotteryPrizeMode: brand.lottery_type,
    tokens: needs.tokens,
    catalog,
    memberGames,
  });
  const catalogAdmin = createCatalogAdmin({ pool, brandId: brand.id, vendors: needs.vendors });
  return {
    hotGames,
    catalog,
    memberGames,
    launcher,
    catalogAdmin,
    /** The lobbies and the games' generated art (visitor), the member's lists and the launch call (member). */
    routes: async (app: FastifyInstance) => {
      await app.register(gamesRoutes({ games: hotGames }));
      await app.register(catalogRoutes({ catalog, memberGames, launcher }));
      await app.register(gameArtRoutes());
    },
    /** The operator's HOT GAMES list and catalog. */
    adminRoutes: adminGamesRoutes({ games: hotGames, gameCatalog: catalogAdmin }),
  };
}

export type GamesDomain = ReturnType<typeof createGamesDomain>;
export type { GamesService } from './service.ts';
export type { CatalogAdmin } from './catalog/admin-service.ts';
