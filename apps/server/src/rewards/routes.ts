import {
  convertPoints,
  getPoints,
  listExchanges,
  listPointsDetail,
  listProducts,
  redeemProduct,
} from '@lotus/contract/points';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { PointsMall } from './points/mall.ts';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The member site's reward calls: points, the mall and its exchanges. */
export function rewardsRoutes(deps: { mall: PointsMall }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getPoints, async ({ caller }) => deps.mall.summary(caller.member.id));
    await registerCall(app, listPointsDetail, async ({ query, caller }, request) =>
      deps.mall.detail(caller.member.id, query, languageOf(request)),
    );
    await registerCall(app, listProducts, async ({ query }, request) =>
      deps.mall.products(query, languageOf(request)),
    );
    await registerCall(app, redeemProduct, async ({ body, caller }, request) =>
      deps.mall.redeem(caller.member.id, body, languageOf(request)),
    );
    await registerCall(app, convertPoints, async ({ body, caller }, request) =>
      deps.mall.convert(caller.member.id, body, languageOf(request)),
    );
    await registerCall(app, listExchanges, async ({ query, caller }, request) =>
      deps.mall.exchanges(caller.member.id, query, languageOf(request)),
    );
  };
}
