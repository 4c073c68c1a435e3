import type { CampaignInput } from '@lotus/contract/campaigns';
import {
  closeCampaign,
  createCampaign,
  listCampaignDraws,
  listOperatorCampaigns,
  updateCampaign,
} from '@lotus/contract/campaigns';
import { consoleClient as client } from '../../lib/api-client.ts';

/** The operator's campaign calls (docs/campaigns.md), one function each, from their declarations. */
export const campaignsApi = {
  campaigns: () => client.call(listOperatorCampaigns, { query: {} }),
  create: (body: CampaignInput) => client.call(createCampaign, { body }),
  update: (id: string, body: CampaignInput) => client.call(updateCampaign, { params: { id }, body }),
  close: (id: string) => client.call(closeCampaign, { params: { id } }),
  draws: (id: string, query: { page: number; size: number; username?: string }) =>
    client.call(listCampaignDraws, { params: { id }, query }),
};

/** The query keys: the campaigns, and a campaign's draws (by member and page). */
export const campaignsKey = ['console', 'rewards', 'campaigns'] as const;
export const drawsKey = ['console', 'rewards', 'campaign-draws'] as const;
