import {
  closeCampaign,
  createCampaign,
  listCampaignDraws,
  listOperatorCampaigns,
  updateCampaign,
} from '@lotus/contract/campaigns';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { CampaignsAdmin } from './operator.ts';

/** The operator's campaign calls: list, open, change, close, and a campaign's draws. */
export function adminCampaignRoutes(deps: { campaigns: CampaignsAdmin }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listOperatorCampaigns, async ({ query }) => deps.campaigns.list(query));
    await registerCall(app, createCampaign, async ({ body, caller }) => deps.campaigns.create(body, caller));
    await registerCall(app, updateCampaign, async ({ params, body, caller }) =>
      deps.campaigns.update(BigInt(params.id), body, caller),
    );
    await registerCall(app, closeCampaign, async ({ params, caller }) =>
      deps.campaigns.close(BigInt(params.id), caller),
    );
    await registerCall(app, listCampaignDraws, async ({ params, query }) =>
      deps.campaigns.draws(BigInt(params.id), query),
    );
  };
}
