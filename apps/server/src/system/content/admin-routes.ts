import {
  addBanner,
  changeBanner,
  deleteBanner,
  listBannersForOperator,
  orderBanners,
} from '@lotus/contract/content';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { ContentService } from './service.ts';

/** Operator calls of the content domain: banners and promotions. */
export function adminContentRoutes(deps: { content: ContentService }) {
  const { content } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listBannersForOperator, async ({ query }) =>
      content.operatorBanners(query.group),
    );
    await registerCall(app, addBanner, async ({ body, caller }) => content.createBanner(body, caller));
    await registerCall(app, orderBanners, async ({ body, caller }) => content.orderBanners(body, caller));
    await registerCall(app, changeBanner, async ({ params, body, caller }) =>
      content.changeBanner(params.id, body, caller),
    );
    await registerCall(app, deleteBanner, async ({ params, caller }) => {
      await content.removeBanner(params.id, caller);
      return { deleted: true as const };
    });
  };
}
