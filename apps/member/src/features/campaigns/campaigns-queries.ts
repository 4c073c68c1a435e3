import { apiClient } from '@lotus/app-shell';
import type {
  CampaignKind,
  CampaignSeedRotation,
  CampaignSeeds,
  DrawPage,
  DrawRequest,
  DrawResult,
  MemberCampaignList,
} from '@lotus/contract/campaigns';
import {
  drawCampaign,
  getCampaignSeeds,
  listCampaigns,
  listMyDraws,
  rotateCampaignSeeds,
  setCampaignClientSeed,
} from '@lotus/contract/campaigns';

/** The campaign calls (docs/campaigns.md), over the site's one API client. */
export const campaignsApi = {
  list: (kind: CampaignKind): Promise<MemberCampaignList> =>
    apiClient.call(listCampaigns, { query: { kind } }),
  draw: (body: DrawRequest): Promise<DrawResult> => apiClient.call(drawCampaign, { body }),
  draws: (query: { page: number; size: number; kind?: CampaignKind }): Promise<DrawPage> =>
    apiClient.call(listMyDraws, { query }),
  seeds: (): Promise<CampaignSeeds> => apiClient.call(getCampaignSeeds),
  setClientSeed: (clientSeed: string): Promise<CampaignSeeds> =>
    apiClient.call(setCampaignClientSeed, { body: { clientSeed } }),
  rotate: (): Promise<CampaignSeedRotation> => apiClient.call(rotateCampaignSeeds),
};

/** A draw or a seed change invalidates `all` (the campaigns' draws left, the record, the seeds). */
export const campaignsQueryKeys = {
  all: ['campaigns'] as const,
  list: (kind: CampaignKind) => ['campaigns', 'list', kind] as const,
  draws: (filter: object) => ['campaigns', 'draws', filter] as const,
  seeds: ['campaigns', 'seeds'] as const,
};

export const drawsPageSize = 10;
