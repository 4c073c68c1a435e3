import { defineCall } from '../call.ts';

// Campaigns: red envelope, prize wheel, lucky ticket (issue 20, docs/campaigns.md). Zod schemas
// are in ./schemas.ts; the prize a draw lands on is ./fair-draw.ts (no zod: the verifier loads it).
export type {
  CampaignInput,
  CampaignKind,
  CampaignSeedRotation,
  CampaignSeeds,
  CampaignStatus,
  DrawPeriod,
  Draw,
  DrawPage,
  DrawRequest,
  DrawResult,
  Eligibility,
  IneligibleReason,
  MemberCampaign,
  MemberCampaignList,
  OperatorCampaign,
  OperatorCampaignList,
  OperatorDraw,
  OperatorDrawPage,
  Prize,
  PrizeKind,
} from './schemas.ts';
export { campaignPrizeIndex } from './fair-draw.ts';
export { campaignKinds, campaignStatuses, drawPeriods, ineligibleReasons, prizeKinds } from './kinds.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'campaigns';
const operatorTag = 'operator campaigns';
const seedErrors = [] as const;

export const listCampaigns = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/campaigns',
  scope: 'member',
  tag: memberTag,
  summary:
    'The campaigns running or about to (of one kind or all): prizes, the member’s draws left and whether it may draw, and why not; with its seed pair’s hash',
  errors: [],
  schemas: (s) => ({ query: s.campaignsQuerySchema, value: s.memberCampaignListSchema }),
});

export const drawCampaign = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/campaigns/draws',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary:
    'Draw once (body: campaignId, idempotencyKey): the prize is paid at once (money as a bonus, points from the issuer); the same key answers the first draw',
  errors: [
    'error_not_found',
    'error_campaign_not_started',
    'error_campaign_ended',
    'error_campaign_budget_spent',
    'error_campaign_no_draws_left',
    'error_campaign_not_eligible',
    'error_free_play_not_offered',
    'error_conflict',
  ],
  schemas: (s) => ({ body: s.drawRequestSchema, value: s.drawResultSchema }),
});

export const listMyDraws = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/campaigns/draws',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s draws, newest first, each with its seeds (the server seed once revealed)',
  errors: [],
  schemas: (s) => ({ query: s.myDrawsQuerySchema, value: s.drawPageSchema }),
});

export const getCampaignSeeds = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/campaigns/seeds',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s campaign seed pair: the server seed’s hash, the client seed, the next nonce',
  errors: seedErrors,
  schemas: (s) => ({ value: s.campaignSeedsSchema }),
});

export const setCampaignClientSeed = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/campaigns/seeds/client',
  scope: 'member',
  tag: memberTag,
  summary: 'Set the client seed the next draws use',
  errors: seedErrors,
  schemas: (s) => ({ body: s.setCampaignClientSeedSchema, value: s.campaignSeedsSchema }),
});

export const rotateCampaignSeeds = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/campaigns/seeds/rotate',
  scope: 'member',
  tag: memberTag,
  summary: 'Reveal the current server seed (its draws can then be recomputed) and start a new pair',
  errors: seedErrors,
  schemas: (s) => ({ value: s.campaignSeedRotationSchema }),
});

export const listOperatorCampaigns = defineCall(schemas, {
  method: 'GET',
  path: '/admin/campaigns',
  scope: 'operator',
  permission: 'rewards.read',
  tag: operatorTag,
  summary: 'Every campaign, newest first, with its budget, what it paid and its draws',
  errors: [],
  schemas: (s) => ({ query: s.operatorCampaignsQuerySchema, value: s.operatorCampaignListSchema }),
});

export const createCampaign = defineCall(schemas, {
  method: 'POST',
  path: '/admin/campaigns',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Open a campaign (red envelope, wheel or lucky ticket) with its budget, schedule, rules and prizes; audited',
  errors: ['error_campaign_invalid'],
  schemas: (s) => ({ body: s.campaignInputSchema, value: s.operatorCampaignSchema }),
});

export const updateCampaign = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/campaigns/:id',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Change a campaign; its kind and prizes only before its first draw, its budget never below what it paid; audited',
  errors: [
    'error_not_found',
    'error_campaign_invalid',
    'error_campaign_prizes_locked',
    'error_campaign_ended',
  ],
  schemas: (s) => ({
    params: s.campaignParamsSchema,
    body: s.campaignInputSchema,
    value: s.operatorCampaignSchema,
  }),
});

export const closeCampaign = defineCall(schemas, {
  method: 'POST',
  path: '/admin/campaigns/:id/close',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'End a campaign now: no draw is made after; audited',
  errors: ['error_not_found', 'error_campaign_ended'],
  schemas: (s) => ({ params: s.campaignParamsSchema, value: s.operatorCampaignSchema }),
});

export const listCampaignDraws = defineCall(schemas, {
  method: 'GET',
  path: '/admin/campaigns/:id/draws',
  scope: 'operator',
  permission: 'rewards.read',
  tag: operatorTag,
  summary: 'A campaign’s draws, newest first (of one member or all), with the campaign’s totals',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.campaignParamsSchema,
    query: s.operatorDrawsQuerySchema,
    value: s.operatorDrawPageSchema,
  }),
});
