import {
  claimRebate,
  getMyRebate,
  getRebateSettings,
  giveRebatePeriod,
  listMyRebates,
  listOperatorRebates,
  setRebateSettings,
} from '@lotus/contract/rebate';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isDay } from '../vip/periods.ts';
import type { RebateComputation } from './compute.ts';
import type { Rebates } from './service.ts';

/** The member's rebate calls: its level's rates, its history, claiming. */
export function rebateRoutes(deps: { rebates: Rebates }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getMyRebate, async ({ caller }, request) =>
      deps.rebates.mine(caller.member.id, pickLanguage(request.headers['accept-language'])),
    );
    await registerCall(app, listMyRebates, async ({ query, caller }) =>
      deps.rebates.history(caller.member.id, query),
    );
    await registerCall(app, claimRebate, async ({ params, caller }) =>
      deps.rebates.claim(caller.member.id, BigInt(params.id)),
    );
  };
}

/** The operator's rebate calls: the mode and rates (rewards.manage, audited), the list, a day now. */
export function rebateAdminRoutes(deps: { rebates: Rebates; computation: RebateComputation }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getRebateSettings, async () => deps.rebates.settings());
    await registerCall(app, setRebateSettings, async ({ body, caller }) =>
      deps.rebates.setSettings(body, caller),
    );
    await registerCall(app, listOperatorRebates, async ({ query }) => deps.rebates.list(query));
    await registerCall(app, giveRebatePeriod, async ({ body }) => {
      if (!isDay(body.periodKey))
        throw new AppError('error_validation', { fields: { periodKey: 'not a day' } });
      return deps.computation.give(body.periodKey);
    });
  };
}
