import { defineCall } from '../call.ts';

// Points and the points mall (issue 20, docs/points.md). Its zod schemas are in ./schemas.ts.
export type {
  ConvertPoints,
  EarningRunValue,
  GiveEarnings,
  Exchange,
  ExchangePage,
  ExchangeStatus,
  OperatorExchange,
  OperatorProduct,
  PointsDetailPage,
  PointsEntry,
  PointsEntryKind,
  PointsRate,
  PointsRateType,
  PointsRates,
  PointsSummary,
  Product,
  ProductInput,
  ProductKind,
  ProductList,
  Redeem,
  SetPointsRates,
} from './schemas.ts';
export { exchangeStatuses, pointsRateTypes, productKinds, shippedKinds } from './kinds.ts';

const schemas = () => import('./schemas.ts');
const memberTag = 'points';
const operatorTag = 'operator points';

export const getPoints = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/points',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s points, what it earned and spent, and the exchange-rate table',
  errors: [],
  schemas: (s) => ({ value: s.pointsSummarySchema }),
});

export const listPointsDetail = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/points/detail',
  scope: 'member',
  tag: memberTag,
  summary: 'Every change of the member’s points, newest first: earned per hour and type, exchanged, returned',
  errors: [],
  schemas: (s) => ({ query: s.pointsDetailQuerySchema, value: s.pointsDetailPageSchema }),
});

export const listProducts = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/points/products',
  scope: 'member',
  tag: memberTag,
  summary: 'The points mall: the products on offer, of one kind or all, with their stock',
  errors: [],
  schemas: (s) => ({ query: s.productsQuerySchema, value: s.productListSchema }),
});

export const redeemProduct = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/points/exchanges',
  scope: 'member',
  tag: memberTag,
  encrypted: true,
  closedInMaintenance: true,
  summary:
    'Exchange points (and any amount the product also takes) for a product (encrypted body: productId, quantity, paymentPassword, address and phone for goods, idempotencyKey); it waits for the operator',
  errors: [
    'error_not_found',
    'error_product_out_of_stock',
    'error_product_quantity',
    'error_points_insufficient',
    'error_insufficient_funds',
    'error_address_required',
    'error_payment_password_wrong',
    'error_payment_password_not_set',
    'error_payment_password_locked',
    'error_conflict',
  ],
  schemas: (s) => ({ body: s.redeemSchema, value: s.exchangeSchema }),
});

export const convertPoints = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/points/convert',
  scope: 'member',
  tag: memberTag,
  encrypted: true,
  closedInMaintenance: true,
  summary:
    'Convert points into money in the main wallet at the redeem rate, at once (encrypted body: points, paymentPassword, idempotencyKey)',
  errors: [
    'error_points_convert_unavailable',
    'error_points_convert_amount',
    'error_points_insufficient',
    'error_payment_password_wrong',
    'error_payment_password_not_set',
    'error_payment_password_locked',
    'error_conflict',
  ],
  schemas: (s) => ({ body: s.convertSchema, value: s.exchangeSchema }),
});

export const listExchanges = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/points/exchanges',
  scope: 'member',
  tag: memberTag,
  summary: 'The member’s exchange records, newest first, of one status or all',
  errors: [],
  schemas: (s) => ({ query: s.exchangesQuerySchema, value: s.exchangePageSchema }),
});

export const getPointsRates = defineCall(schemas, {
  method: 'GET',
  path: '/admin/points/rates',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'The brand’s exchange-rate table',
  errors: [],
  schemas: (s) => ({ query: s.operatorProductsQuerySchema, value: s.pointsRatesSchema }),
});

export const setPointsRates = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/points/rates',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Set the exchange-rate table (a type left out earns nothing, or, for redeem, converts nothing); audited',
  errors: ['error_points_rate_duplicate'],
  schemas: (s) => ({ body: s.setPointsRatesSchema, value: s.pointsRatesSchema }),
});

export const listOperatorProducts = defineCall(schemas, {
  method: 'GET',
  path: '/admin/points/products',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Every product of the mall, on offer or not',
  errors: [],
  schemas: (s) => ({ query: s.operatorProductsQuerySchema, value: s.operatorProductListSchema }),
});

export const createProduct = defineCall(schemas, {
  method: 'POST',
  path: '/admin/points/products',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Add a product to the mall; audited',
  errors: ['error_product_invalid'],
  schemas: (s) => ({ body: s.productInputSchema, value: s.operatorProductSchema }),
});

export const updateProduct = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/points/products/:id',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary: 'Change a product (its stock too); audited',
  errors: ['error_not_found', 'error_product_invalid'],
  schemas: (s) => ({
    params: s.productParamsSchema,
    body: s.productInputSchema,
    value: s.operatorProductSchema,
  }),
});

export const giveEarnings = defineCall(schemas, {
  method: 'POST',
  path: '/admin/points/earnings',
  scope: 'operator',
  permission: 'rewards.manage',
  tag: operatorTag,
  summary:
    'Give an ended hour’s points now at the current table, once (the job gives every hour from the first rate set; this gives one it did not, or answers that it was given)',
  errors: ['error_points_hour_not_ended'],
  schemas: (s) => ({ body: s.giveEarningsSchema, value: s.earningRunSchema }),
});

export const listOperatorExchanges = defineCall(schemas, {
  method: 'GET',
  path: '/admin/points/exchanges',
  scope: 'operator',
  permission: 'rewards.review',
  tag: operatorTag,
  summary: 'The exchanges, oldest waiting first, of one status or member',
  errors: [],
  schemas: (s) => ({ query: s.operatorExchangesQuerySchema, value: s.operatorExchangePageSchema }),
});

const decision = (action: 'approve' | 'reject' | 'ship', summary: string) =>
  defineCall(schemas, {
    method: 'POST',
    path: `/admin/points/exchanges/:id/${action}`,
    scope: 'operator',
    permission: 'rewards.review',
    tag: operatorTag,
    summary,
    errors: ['error_not_found', 'error_points_exchange_decided'],
    schemas: (s) => ({
      params: s.exchangeParamsSchema,
      body: s.decideExchangeSchema,
      value: s.operatorExchangeSchema,
    }),
  });

export const approveExchange = decision(
  'approve',
  'Approve an exchange: a cash product pays its value into the main wallet; the member is told',
);
export const rejectExchange = decision(
  'reject',
  'Reject an exchange: its points, any amount and its stock come back; the member is told',
);
export const shipExchange = decision(
  'ship',
  'Mark an approved exchange of goods shipped; the member is told',
);
