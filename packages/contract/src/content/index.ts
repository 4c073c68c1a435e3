import { defineCall } from '../call.ts';

// The content calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/content/schemas).
export type { Banner, BannerText, BannerInput, BannerOrder, Banners, HotGame, Jackpot } from './schemas.ts';

const schemas = () => import('./schemas.ts');

// ---- Banners and promotions ----

export const listBanners = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/banners',
  scope: 'visitor',
  tag: 'content',
  summary: 'The enabled banners and promotions of a group (w_speed: the line-detection page)',
  errors: [],
  schemas: (s) => ({ query: s.bannersQuerySchema, value: s.bannersSchema }),
});

const operatorContentTag = 'operator: content';

export const listBannersForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/banners',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Every banner of a group (or of all groups), disabled ones included',
  errors: [],
  schemas: (s) => ({ query: s.operatorBannersQuerySchema, value: s.operatorBannerListSchema }),
});

export const addBanner = defineCall(schemas, {
  method: 'POST',
  path: '/admin/banners',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Add a banner or promotion',
  errors: [],
  schemas: (s) => ({ body: s.bannerInputSchema, value: s.operatorBannerSchema }),
});

export const orderBanners = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/banners/order',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Order a group’s banners: every banner id of the group, first shown first',
  errors: [],
  schemas: (s) => ({ body: s.bannerOrderSchema, value: s.operatorBannerListSchema }),
});

export const changeBanner = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/banners/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Overwrite a banner',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.bannerParamsSchema,
    body: s.bannerInputSchema,
    value: s.operatorBannerSchema,
  }),
});

export const deleteBanner = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/banners/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Delete a banner',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.bannerParamsSchema, value: s.bannerDeletedSchema }),
});
