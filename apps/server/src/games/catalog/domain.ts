import type { Pool } from '../../platform/database/pool.ts';
import type { PlayerTokens } from '../../vendor-wallet/tokens/service.ts';
import { createCatalogAdmin } from './admin-service.ts';
import { createCatalogService } from './service.ts';
import { createGameLauncher } from '../launch/service.ts';
import { createMemberGames } from '../member-games/service.ts';

/** The games catalog's parts: lobby reads, the member's lists, the launch call, the operator's side. */
export function createGameCatalogDomain(deps: {
  pool: Pool;
  brand: { id: number; lottery_type: string };
  memberSiteUrl: string;
  tokens: Pick<PlayerTokens, 'issue'>;
}) {
  const { pool, brand } = deps;
  const catalog = createCatalogService({ pool, brandId: brand.id });
  const memberGames = createMemberGames({ pool, brandId: brand.id, catalog });
  const launcher = createGameLauncher({
    pool,
    brandId: brand.id,
    memberSiteUrl: deps.memberSiteUrl,
    lotteryPrizeMode: brand.lottery_type,
    tokens: deps.tokens,
    catalog,
    memberGames,
  });
  return { catalog, memberGames, launcher, admin: createCatalogAdmin({ pool, brandId: brand.id }) };
}

export type GameCatalogDomain = ReturnType<typeof createGameCatalogDomain>;
