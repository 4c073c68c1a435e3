import type { Pool } from '../../platform/database/pool.ts';
import type { PromotionSources, RewardsLedger, RewardsMessages } from '../needs.ts';
import { createPromotionsAdmin } from './operator.ts';
import { promotionAdminRoutes, promotionRoutes } from './routes.ts';
import { createPromotions } from './service.ts';

/** Promotions, the activity centre and the reward centre (docs/promotions.md). */
export function createPromotionsPart(needs: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  messages: RewardsMessages;
  sources: PromotionSources;
}) {
  const { pool, brand } = needs;
  const promotions = createPromotions({ pool, brand, ledger: needs.ledger, sources: needs.sources });
  const admin = createPromotionsAdmin({ pool, brand, ledger: needs.ledger, messages: needs.messages });
  return {
    promotions,
    admin,
    routes: promotionRoutes({ promotions, pool, brandId: brand.id }),
    adminRoutes: promotionAdminRoutes({ admin }),
  };
}

export type PromotionsPart = ReturnType<typeof createPromotionsPart>;
