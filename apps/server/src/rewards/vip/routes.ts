import { getMyVip, getVipLevels, listVipLevels, runVipReview, setVipLevels } from '@lotus/contract/vip';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VipLevelsService } from './levels.ts';
import { isDay } from './periods.ts';
import type { VipReview } from './review.ts';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The member's VIP calls: the level table and the member's progress. */
export function vipRoutes(deps: { levels: VipLevelsService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listVipLevels, async (_input, request) =>
      deps.levels.memberTable(languageOf(request)),
    );
    await registerCall(app, getMyVip, async ({ caller }, request) =>
      deps.levels.mine(caller.member.id, languageOf(request)),
    );
  };
}

/** The operator's VIP calls: the level table (rewards.manage, audited) and a day's review now. */
export function vipAdminRoutes(deps: { levels: VipLevelsService; review: VipReview }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getVipLevels, async () => deps.levels.operatorTable());
    await registerCall(app, setVipLevels, async ({ body, caller }) => deps.levels.setTable(body, caller));
    await registerCall(app, runVipReview, async ({ body }) => {
      if (!isDay(body.day)) throw new AppError('error_validation', { fields: { day: 'not a day' } });
      return deps.review.review(body.day);
    });
  };
}
