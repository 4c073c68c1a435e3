import { apiClient } from '@lotus/app-shell';
import type {
  ConvertPoints,
  Exchange,
  ExchangePage,
  ExchangeStatus,
  PointsDetailPage,
  PointsSummary,
  ProductKind,
  ProductList,
  Redeem,
} from '@lotus/contract/points';
import {
  convertPoints,
  getPoints,
  listExchanges,
  listPointsDetail,
  listProducts,
  redeemProduct,
} from '@lotus/contract/points';

/** The points calls (docs/points.md), over the site's one API client. */
export const pointsApi = {
  summary: (): Promise<PointsSummary> => apiClient.call(getPoints),
  detail: (query: { page: number; size: number }): Promise<PointsDetailPage> =>
    apiClient.call(listPointsDetail, { query }),
  products: (kind: ProductKind | undefined): Promise<ProductList> =>
    apiClient.call(listProducts, { query: kind ? { kind } : {} }),
  exchanges: (query: { page: number; size: number; status?: ExchangeStatus }): Promise<ExchangePage> =>
    apiClient.call(listExchanges, { query }),
  redeem: (body: Redeem): Promise<Exchange> => apiClient.call(redeemProduct, { body }),
  convert: (body: ConvertPoints): Promise<Exchange> => apiClient.call(convertPoints, { body }),
};

/** Everything points: an exchange or a conversion invalidates `all` (the balance, the lists, the stock). */
export const pointsQueryKeys = {
  all: ['points'] as const,
  summary: ['points', 'summary'] as const,
  products: (kind: ProductKind | undefined) => ['points', 'products', kind ?? 'all'] as const,
  exchanges: (filter: object) => ['points', 'exchanges', filter] as const,
  detail: (filter: object) => ['points', 'detail', filter] as const,
};

export const exchangesPageSize = 10;
export const detailPageSize = 20;
