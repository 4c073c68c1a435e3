import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminRewardsRoutes } from './admin-routes.ts';
import { createCampaigns } from './campaigns/index.ts';
import type {
  CampaignSources,
  PointsSources,
  PromotionSources,
  RewardsLedger,
  RewardsMessages,
  RewardsPaymentPasswords,
} from './needs.ts';
import { createPointsEarning } from './points/earning.ts';
import { createPointsMall } from './points/mall.ts';
import { createPointsAdmin } from './points/operator.ts';
import { createPromotionsPart } from './promotions/index.ts';
import { rewardsRoutes } from './routes.ts';

export type { CampaignSources, PointsSources, PromotionSources } from './needs.ts';

export interface RewardsNeeds {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  pointsSources: PointsSources;
  /** What campaigns' eligibility reads (docs/campaigns.md). */
  campaignSources: CampaignSources;
  /** What promotions' statuses read (docs/promotions.md). */
  promotionSources: PromotionSources;
  ledger: RewardsLedger;
  paymentPasswords: RewardsPaymentPasswords;
  messages: RewardsMessages;
}

/**
 * Rewards (issue 20): points earned on bets and deposits, the points mall and its exchanges, the
 * campaigns (red envelope, prize wheel, lucky ticket) and promotions with the reward centre.
 */
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
  const { ledger, messages } = needs;
  const campaigns = createCampaigns({ pool, brand, ledger, sources: needs.campaignSources });
  const promotions = createPromotionsPart({ pool, brand, ledger, messages, sources: needs.promotionSources });
  const pointsRoutes = rewardsRoutes({ mall });
  const pointsAdminRoutes = adminRewardsRoutes({ points, earning });
  return {
    earning,
    mall,
    points,
    /** Starts this instance's points job (every ended hour, once); answers its stop. */
    startPointsJob: (logger: Logger, periodMs?: number) => earning.startJob(logger, periodMs),
    campaigns,
    promotions,
    routes: async (app: FastifyInstance) => {
      await pointsRoutes(app);
      await campaigns.routes(app);
      await promotions.routes(app);
    },
    adminRoutes: async (app: FastifyInstance) => {
      await pointsAdminRoutes(app);
      await campaigns.adminRoutes(app);
      await promotions.adminRoutes(app);
    },
  };
}

export type RewardsDomain = ReturnType<typeof createRewardsDomain>;
