import { defineCall } from '../call.ts';

// VIP levels (issue 20, docs/vip-and-rebate.md). Its zod schemas are in ./schemas.ts.
export type {
  GameTypeRates,
  MyVip,
  OperatorVipLevels,
  RebateGameType,
  SetVipLevels,
  VipLevel,
  VipLevelInput,
  VipLevels,
  VipReviewRun,
} from './schemas.ts';
export { rebateGameTypes } from './kinds.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'vip';
const operatorTag = 'operator vip';

export const listVipLevels = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/vip/levels',
  scope: 'member',
  tag: memberTag,
  summary: 'Every VIP level: what reaches and keeps it, its bonuses, rebate rates and withdrawal limits',
  errors: [],
  schemas: (s) => ({ value: s.vipLevelsSchema }),
});

export const getMyVip = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/vip/me',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s level and its progress to the next over the period (deposits and valid bets)',
  errors: [],
  schemas: (s) => ({ value: s.myVipSchema }),
});

export const getVipLevels = defineCall(schemas, {
  method: 'GET',
  path: '/admin/vip/levels',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'The brand’s VIP level table and its period',
  errors: [],
  schemas: (s) => ({ query: s.operatorVipLevelsQuerySchema, value: s.operatorVipLevelsSchema }),
});

export const setVipLevels = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/vip/levels',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Set the VIP level table whole (levels from 0 up without gaps, thresholds rising with the level, keep figures at most the reach figures); audited',
  errors: ['error_vip_levels_invalid'],
  schemas: (s) => ({ body: s.setVipLevelsSchema, value: s.operatorVipLevelsSchema }),
});

export const runVipReview = defineCall(schemas, {
  method: 'POST',
  path: '/admin/vip/reviews',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Review a brand day now, once: levels reached or not kept, and the upgrade, weekly, monthly and birthday bonuses it pays (a day not begun is refused)',
  errors: ['error_vip_review_not_due'],
  schemas: (s) => ({ body: s.runVipReviewSchema, value: s.vipReviewRunSchema }),
});
