import {
  approveExchange,
  createProduct,
  giveEarnings,
  getPointsRates,
  listOperatorExchanges,
  listOperatorProducts,
  rejectExchange,
  setPointsRates,
  shipExchange,
  updateProduct,
} from '@lotus/contract/points';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { PointsEarning } from './points/earning.ts';
import type { PointsAdmin } from './points/operator.ts';
import { hourOfKey } from './points/rates.ts';

/** The operator's reward calls: the exchange-rate table, the mall's products and the exchanges' queue. */
export function adminRewardsRoutes(deps: { points: PointsAdmin; earning: PointsEarning }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getPointsRates, async () => deps.points.rates());
    await registerCall(app, setPointsRates, async ({ body, caller }) => deps.points.setRates(body, caller));
    await registerCall(app, listOperatorProducts, async () => deps.points.products());
    await registerCall(app, createProduct, async ({ body, caller }) =>
      deps.points.createProduct(body, caller),
    );
    await registerCall(app, updateProduct, async ({ params, body, caller }) =>
      deps.points.updateProduct(BigInt(params.id), body, caller),
    );
    await registerCall(app, giveEarnings, async ({ body }) => {
      const hour = hourOfKey(body.periodKey);
      if (hour === null) throw new AppError('error_validation', { fields: { periodKey: 'not an hour' } });
      const run = await deps.earning.give(hour);
      return { ...run, points: run.points.toString() };
    });
    await registerCall(app, listOperatorExchanges, async ({ query }) => deps.points.exchanges(query));
    for (const [call, action] of [
      [approveExchange, 'approve'],
      [rejectExchange, 'reject'],
      [shipExchange, 'ship'],
    ] as const) {
      await registerCall(app, call, async ({ params, body, caller }) =>
        deps.points.decide(BigInt(params.id), action, body.remark, caller),
      );
    }
  };
}
