import {
  drawCampaign,
  getCampaignSeeds,
  listCampaigns,
  listMyDraws,
  rotateCampaignSeeds,
  setCampaignClientSeed,
} from '@lotus/contract/campaigns';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { CampaignDraws } from './draws.ts';
import type { CampaignSeedsService } from './seeds.ts';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The member site's campaign calls: the campaigns, a draw, the member's draws and its seeds. */
export function campaignRoutes(deps: { draws: CampaignDraws; seeds: CampaignSeedsService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listCampaigns, async ({ query, caller }, request) =>
      deps.draws.list(caller.member, query.kind, languageOf(request)),
    );
    await registerCall(app, drawCampaign, async ({ body, caller }, request) =>
      deps.draws.draw(caller.member, body, languageOf(request)),
    );
    await registerCall(app, listMyDraws, async ({ query, caller }, request) =>
      deps.draws.mine(caller.member.id, query, languageOf(request)),
    );
    await registerCall(app, getCampaignSeeds, async ({ caller }) => deps.seeds.current(caller.member.id));
    await registerCall(app, setCampaignClientSeed, async ({ body, caller }) =>
      deps.seeds.setClientSeed(caller.member.id, body.clientSeed),
    );
    await registerCall(app, rotateCampaignSeeds, async ({ caller }) => deps.seeds.rotate(caller.member.id));
  };
}
