import { defineCall } from '../call.ts';

// Promotions, the activity centre and the reward centre (issue 20, docs/promotions.md). Its zod
// schemas are in ./schemas.ts.
export type {
  Application,
  ApplicationImage,
  ApplicationInput,
  ApplicationStatus,
  ApproveApplication,
  Grant,
  OperatorApplication,
  OperatorPromotion,
  Promotion,
  PromotionAction,
  PromotionInput,
  PromotionList,
  PromotionRule,
  PromotionStatus,
  PromotionTerms,
  PromotionType,
  RegistrationBonus,
  RejectApplication,
  RewardCentre,
} from './schemas.ts';
export {
  applicationCommentMax,
  applicationImageMaxBytes,
  applicationImagesMax,
  applicationStatuses,
  promotionRules,
  promotionStatuses,
  promotionTypes,
} from './kinds.ts';

// The home page's teaser imports this call alone (the member home's JavaScript budget): declared
// in its own module, which the web build strips like any other (tooling/vite/call-docs.ts).
export { getRegistrationBonus } from '../promotion-teaser/index.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'promotions';
const operatorTag = 'operator promotions';

export const listPublicPromotions = defineCall(schemas, {
  method: 'GET',
  path: '/wps/promotions',
  scope: 'visitor',
  tag: memberTag,
  summary: 'The activity centre for a visitor: live and coming promotions of one filter type or all',
  errors: [],
  schemas: (s) => ({ query: s.promotionsQuerySchema, value: s.promotionListSchema }),
});

export const listPromotions = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/promotions',
  scope: 'member',
  tag: memberTag,
  summary:
    'The activity centre for the member: each promotion with the member’s status, progress and what it may claim',
  errors: [],
  schemas: (s) => ({ query: s.promotionsQuerySchema, value: s.promotionListSchema }),
});

export const joinPromotion = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/promotions/:id/join',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary: 'Join a turnover challenge (its valid bets count from now)',
  errors: ['error_not_found', 'error_promotion_not_open', 'error_promotion_cannot_join', 'error_conflict'],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.promotionActionSchema,
    value: s.promotionSchema,
  }),
});

export const claimPromotion = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/promotions/:id/claim',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary:
    'Claim what the promotion pays the member now (registration bonus, deposit match, reload, today’s sign-in, a met challenge): paid into the main wallet with its turnover requirement',
  errors: [
    'error_not_found',
    'error_promotion_not_open',
    'error_promotion_nothing_to_claim',
    'error_conflict',
  ],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.promotionActionSchema,
    value: s.promotionSchema,
  }),
});

export const uploadApplicationImage = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/promotions/images',
  scope: 'member',
  tag: memberTag,
  summary: 'Upload an image for an application (base64; png or jpg by content, at most 5 MB)',
  errors: ['error_image_type', 'error_image_too_large'],
  schemas: (s) => ({ body: s.applicationImageUploadSchema, value: s.applicationImageSchema }),
});

export const applyToPromotion = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/promotions/:id/applications',
  scope: 'member',
  tag: memberTag,
  closedInMaintenance: true,
  summary: 'Apply to a promotion with a comment (at most 140 characters) and up to 3 uploaded images',
  errors: [
    'error_not_found',
    'error_promotion_not_open',
    'error_promotion_already_applied',
    'error_image_not_found',
    'error_conflict',
  ],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.applicationInputSchema,
    value: s.applicationSchema,
  }),
});

export const getRewardCentre = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/rewards',
  scope: 'member',
  tag: memberTag,
  summary: 'The reward centre: every bonus a promotion paid the member, and the turnover still to bet',
  errors: [],
  schemas: (s) => ({ query: s.rewardCentreQuerySchema, value: s.rewardCentreSchema }),
});

export const listOwnApplications = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/promotions/applications',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s applications, newest first',
  errors: [],
  schemas: (s) => ({ value: s.applicationListSchema }),
});

export const listOperatorPromotions = defineCall(schemas, {
  method: 'GET',
  path: '/admin/promotions',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Every promotion, live or not, with what it has paid',
  errors: [],
  schemas: (s) => ({ query: s.operatorPromotionsQuerySchema, value: s.operatorPromotionListSchema }),
});

export const createPromotion = defineCall(schemas, {
  method: 'POST',
  path: '/admin/promotions',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Create a promotion (rule, terms, texts, schedule); audited',
  errors: ['error_promotion_registration_overlap'],
  schemas: (s) => ({ body: s.promotionInputSchema, value: s.operatorPromotionSchema }),
});

export const updatePromotion = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/promotions/:id',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Change a promotion; its rule cannot change once it has paid; audited',
  errors: ['error_not_found', 'error_promotion_rule_locked', 'error_promotion_registration_overlap'],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.promotionInputSchema,
    value: s.operatorPromotionSchema,
  }),
});

export const listApplications = defineCall(schemas, {
  method: 'GET',
  path: '/admin/promotions/applications',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'Applications to promotions, oldest waiting first',
  errors: [],
  schemas: (s) => ({ query: s.operatorApplicationsQuerySchema, value: s.operatorApplicationPageSchema }),
});

export const getApplicationImage = defineCall(schemas, {
  method: 'GET',
  path: '/admin/promotions/images/:id',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'An application’s image: its bytes, sent as image/png or image/jpeg (not the envelope)',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    query: s.operatorPromotionsQuerySchema,
    value: s.imageBytesSchema,
  }),
});

export const approveApplication = defineCall(schemas, {
  method: 'POST',
  path: '/admin/promotions/applications/:id/approve',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary:
    'Grant an application an amount (at most the promotion’s maximum) with its turnover; the member is told; audited',
  errors: ['error_not_found', 'error_application_decided', 'error_promotion_amount_above_maximum'],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.approveApplicationSchema,
    value: s.operatorApplicationSchema,
  }),
});

export const rejectApplication = defineCall(schemas, {
  method: 'POST',
  path: '/admin/promotions/applications/:id/reject',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'Refuse an application with a remark; the member is told; audited',
  errors: ['error_not_found', 'error_application_decided'],
  schemas: (s) => ({
    params: s.promotionParamsSchema,
    body: s.rejectApplicationSchema,
    value: s.operatorApplicationSchema,
  }),
});
