import type { Pool } from '../../platform/database/pool.ts';
import type { CampaignSources, RewardsLedger } from '../needs.ts';
import { adminCampaignRoutes } from './admin-routes.ts';
import { createCampaignDraws } from './draws.ts';
import { createCampaignsAdmin } from './operator.ts';
import { campaignRoutes } from './routes.ts';
import { createCampaignSeeds } from './seeds.ts';

/** Campaigns: red envelope, prize wheel, lucky ticket (docs/campaigns.md, decision 0025). */
export function createCampaigns(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  ledger: RewardsLedger;
  sources: CampaignSources;
}) {
  const draws = createCampaignDraws(deps);
  const seeds = createCampaignSeeds({ pool: deps.pool, brandId: deps.brand.id });
  const admin = createCampaignsAdmin({ pool: deps.pool, brand: deps.brand });
  return {
    draws,
    seeds,
    admin,
    routes: campaignRoutes({ draws, seeds }),
    adminRoutes: adminCampaignRoutes({ campaigns: admin }),
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
