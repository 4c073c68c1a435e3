import { defineCall } from '../call.ts';

// Rebate and cashback (issue 20, docs/vip-and-rebate.md). Its zod schemas are in ./schemas.ts.
export type {
  MyRebate,
  OperatorRebate,
  OperatorRebatePage,
  OperatorRebateSettings,
  Rebate,
  RebateKind,
  RebateMode,
  RebatePage,
  RebateRate,
  RebateRun,
  RebateSettings,
  RebateStatus,
} from './schemas.ts';
export { rebateKinds, rebateModes, rebateStatuses } from './kinds.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'rebate';
const operatorTag = 'operator rebate';

export const getMyRebate = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/rebate',
  scope: 'member',
  tag: memberTag,
  summary:
    'The rebate and cashback rates of the member’s level by game type, the mode, what waits to be claimed',
  errors: [],
  schemas: (s) => ({ value: s.myRebateSchema }),
});

export const listMyRebates = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/rebates',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s rebate and cashback by day and game type, newest first',
  errors: [],
  schemas: (s) => ({ query: s.rebateHistoryQuerySchema, value: s.rebatePageSchema }),
});

export const claimRebate = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/rebates/:id/claim',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary:
    'Claim a claimable rebate into the main wallet, once (a second claim answers the first; one the job paid is refused)',
  errors: ['error_not_found', 'error_rebate_not_claimable'],
  schemas: (s) => ({ params: s.rebateParamsSchema, value: s.rebateSchema }),
});

export const getRebateSettings = defineCall(schemas, {
  method: 'GET',
  path: '/admin/rebate/settings',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'The brand’s rebate mode and its rates by level, game type and kind',
  errors: [],
  schemas: (s) => ({ query: s.rebateSettingsQuerySchema, value: s.operatorRebateSettingsSchema }),
});

export const setRebateSettings = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/rebate/settings',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Set the rebate mode and the rate table whole (each level, game type and kind once); audited',
  errors: ['error_rebate_rate_duplicate'],
  schemas: (s) => ({ body: s.rebateSettingsSchema, value: s.operatorRebateSettingsSchema }),
});

export const listOperatorRebates = defineCall(schemas, {
  method: 'GET',
  path: '/admin/rebates',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'The rebates of a day, a member or a status, with what they add up to',
  errors: [],
  schemas: (s) => ({ query: s.operatorRebatesQuerySchema, value: s.operatorRebatePageSchema }),
});

export const giveRebatePeriod = defineCall(schemas, {
  method: 'POST',
  path: '/admin/rebate/periods',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Compute an ended brand day’s rebate and cashback now, once, at the current rates and mode (a day not ended is refused)',
  errors: ['error_rebate_period_not_ended'],
  schemas: (s) => ({ body: s.giveRebatePeriodSchema, value: s.rebateRunSchema }),
});
