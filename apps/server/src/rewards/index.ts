import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminRewardsRoutes } from './admin-routes.ts';
import { createCampaigns } from './campaigns/index.ts';
import type {
  CampaignSources,
  PointsSources,
  PromotionSources,
  RebateSources,
  ReferralSources,
  RewardsLedger,
  RewardsMessages,
  RewardsPaymentPasswords,
  VipSources,
} from './needs.ts';
import { createPointsEarning } from './points/earning.ts';
import { createPointsMall } from './points/mall.ts';
import { createPointsAdmin } from './points/operator.ts';
import { createPromotionsPart } from './promotions/index.ts';
import { createReferralPart } from './referral/index.ts';
import { createRebateComputation } from './rebate/compute.ts';
import { rebateAdminRoutes, rebateRoutes } from './rebate/routes.ts';
import { createRebates } from './rebate/service.ts';
import { rewardsRoutes } from './routes.ts';
import { createVipLevels } from './vip/levels.ts';
import { createVipReview } from './vip/review.ts';
import { vipAdminRoutes, vipRoutes } from './vip/routes.ts';

export type { CampaignSources, PointsSources, PromotionSources, RebateSources, VipSources } from './needs.ts';

export interface RewardsNeeds {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  pointsSources: PointsSources;
  /** What campaigns' eligibility reads (docs/campaigns.md). */
  campaignSources: CampaignSources;
  /** What VIP levels and rebate count (docs/vip-and-rebate.md). */
  vipSources: VipSources;
  rebateSources: RebateSources;
  /** What promotions' statuses read (docs/promotions.md). */
  promotionSources: PromotionSources;
  /** What the referral programme reads (docs/referral.md), and where its links lead. */
  referralSources: ReferralSources;
  memberSiteUrl: string;
  ledger: RewardsLedger;
  paymentPasswords: RewardsPaymentPasswords;
  messages: RewardsMessages;
}

/**
 * Rewards (issue 20): points earned on bets and deposits, the points mall and its exchanges, the
 * campaigns (red envelope, prize wheel, lucky ticket) and promotions with the reward centre, VIP
 * levels and their bonuses, rebate and cashback.
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
  const vipLevels = createVipLevels({ pool, brand, sources: needs.vipSources });
  const vipReview = createVipReview({ pool, brand, sources: needs.vipSources, ledger, messages });
  const rebates = createRebates({ pool, brand, ledger });
  const rebateComputation = createRebateComputation({
    pool,
    brand,
    sources: needs.rebateSources,
    ledger,
    messages,
  });
  const campaigns = createCampaigns({ pool, brand, ledger, sources: needs.campaignSources });
  const promotions = createPromotionsPart({ pool, brand, ledger, messages, sources: needs.promotionSources });
  const referral = createReferralPart({
    pool,
    brand,
    ledger,
    sources: needs.referralSources,
    memberSiteUrl: needs.memberSiteUrl,
  });
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
    vipLevels,
    vipReview,
    rebates,
    rebateComputation,
    /** Starts this instance's VIP review and rebate jobs (each day once); answers their stop. */
    startVipAndRebateJobs: (logger: Logger, periodMs?: number) => {
      const stops = [vipReview.startJob(logger, periodMs), rebateComputation.startJob(logger, periodMs)];
      return () => stops.forEach((stop) => stop());
    },
    /** The cashier's question: the withdrawal limits of a member's level. */
    withdrawalLimits: { limitsFor: vipLevels.withdrawalLimitsOf },
    routes: async (app: FastifyInstance) => {
      await pointsRoutes(app);
      await vipRoutes({ levels: vipLevels })(app);
      await rebateRoutes({ rebates })(app);
      await campaigns.routes(app);
      await promotions.routes(app);
      await referral.routes(app);
    },
    adminRoutes: async (app: FastifyInstance) => {
      await pointsAdminRoutes(app);
      await vipAdminRoutes({ levels: vipLevels, review: vipReview })(app);
      await rebateAdminRoutes({ rebates, computation: rebateComputation })(app);
      await campaigns.adminRoutes(app);
      await promotions.adminRoutes(app);
      await referral.adminRoutes(app);
    },
  };
}

export type RewardsDomain = ReturnType<typeof createRewardsDomain>;
