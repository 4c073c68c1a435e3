import {
  getHouseRoundForOperator,
  getHouseSettings,
  listHouseRoundsForOperator,
  updateHouseSettings,
} from '@lotus/contract/house-games';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { HouseHistoryService } from './rounds/history.ts';
import type { HouseSettingsService } from './settings/service.ts';

/** The operator's house-game calls: rounds with seeds, and audited settings. */
export function adminHouseRoutes(deps: { history: HouseHistoryService; settings: HouseSettingsService }) {
  const { history, settings } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listHouseRoundsForOperator, async ({ query }) => history.adminRounds(query));
    await registerCall(app, getHouseRoundForOperator, async ({ params }) => history.adminRound(params.id));
    await registerCall(app, getHouseSettings, async () => settings.get());
    await registerCall(app, updateHouseSettings, async ({ body, caller }) => settings.set(body, caller));
  };
}
