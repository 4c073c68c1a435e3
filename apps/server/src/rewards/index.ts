import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminRewardsRoutes } from './admin-routes.ts';
import type { PointsSources, RewardsLedger, RewardsMessages, RewardsPaymentPasswords } from './needs.ts';
import { createPointsEarning } from './points/earning.ts';
import { createPointsMall } from './points/mall.ts';
import { createPointsAdmin } from './points/operator.ts';
import { rewardsRoutes } from './routes.ts';

export type { PointsSources } from './needs.ts';

export interface RewardsNeeds {
  pool: Pool;
  brand: { id: number; currency: string };
  pointsSources: PointsSources;
  ledger: RewardsLedger;
  paymentPasswords: RewardsPaymentPasswords;
  messages: RewardsMessages;
}

/** Rewards (issue 20): points earned on bets and deposits, the points mall and its exchanges. */
export function createRewardsDomain(needs: RewardsNeeds) {
  const { pool, brand } = needs;
  const earning = createPointsEarning({ pool, brandId: brand.id, sources: needs.pointsSources });
  const mall = createPointsMall({
    pool,
    brand,
    ledger: needs.ledger,
    paymentPasswords: needs.paymentPasswords,
  });
  const points = createPointsAdmin({ pool, brand, ledger: needs.ledger, messages: needs.messages });
  return {
    earning,
    mall,
    points,
    /** Starts this instance's points job (every ended hour, once); answers its stop. */
    startPointsJob: (logger: Logger, periodMs?: number) => earning.startJob(logger, periodMs),
    routes: rewardsRoutes({ mall }),
    adminRoutes: adminRewardsRoutes({ points, earning }),
  };
}

export type RewardsDomain = ReturnType<typeof createRewardsDomain>;
