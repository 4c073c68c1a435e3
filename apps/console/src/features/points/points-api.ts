import type { ExchangeStatus, ProductInput, SetPointsRates } from '@lotus/contract/points';
import {
  approveExchange,
  createProduct,
  getPointsRates,
  listOperatorExchanges,
  listOperatorProducts,
  rejectExchange,
  setPointsRates,
  shipExchange,
  updateProduct,
} from '@lotus/contract/points';
import { consoleClient as client } from '../../lib/api-client.ts';

/** The operator's points calls (docs/points.md), one function each, from their declarations. */
export const pointsApi = {
  exchanges: (query: { status: ExchangeStatus; username?: string; page: number; size: number }) =>
    client.call(listOperatorExchanges, { query }),
  approve: (id: string) => client.call(approveExchange, { params: { id }, body: {} }),
  reject: (id: string, remark: string) => client.call(rejectExchange, { params: { id }, body: { remark } }),
  ship: (id: string, remark: string | undefined) =>
    client.call(shipExchange, { params: { id }, body: remark === undefined ? {} : { remark } }),

  products: () => client.call(listOperatorProducts, { query: {} }),
  createProduct: (body: ProductInput) => client.call(createProduct, { body }),
  updateProduct: (id: string, body: ProductInput) => client.call(updateProduct, { params: { id }, body }),

  rates: () => client.call(getPointsRates, { query: {} }),
  setRates: (body: SetPointsRates) => client.call(setPointsRates, { body }),
};

/** The query keys of the feature: the exchanges (by status, member and page), the products, the table. */
export const exchangesKey = ['console', 'points', 'exchanges'] as const;
export const productsKey = ['console', 'points', 'products'] as const;
export const ratesKey = ['console', 'points', 'rates'] as const;
