import {
  confirmLotteryResult,
  enterLotteryResult,
  getLotteryDrawForOperator,
  getLotteryLimits,
  getLotteryOddsTable,
  getLotterySettings,
  importLotteryResults,
  listLotteryDrawsForOperator,
  updateLotteryLimits,
  updateLotteryOdds,
  updateLotterySettings,
  voidLotteryDraw,
} from '@lotus/contract/lottery';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { LotteryBets } from './bets/service.ts';
import type { LotteryImporter } from './importer.ts';
import type { LotteryResultsService } from './service.ts';
import type { LotterySettingsService } from './settings.ts';

/** The operator's lottery calls: the draws and their states, results entered and confirmed, voids. */
export function adminLotteryRoutes(deps: {
  results: LotteryResultsService;
  importer: LotteryImporter;
  settings: LotterySettingsService;
  bets: LotteryBets;
}) {
  const { results, importer, settings, bets } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listLotteryDrawsForOperator, async ({ query }) => results.list(query));
    await registerCall(app, getLotteryDrawForOperator, async ({ params }) => results.get(params.drawId));
    await registerCall(app, enterLotteryResult, async ({ params, body, caller }) =>
      results.enter(params.drawId, body.board, { context: caller, source: 'operator' }),
    );
    await registerCall(app, confirmLotteryResult, async ({ params, caller }) =>
      results.confirm(params.drawId, caller),
    );
    await registerCall(app, voidLotteryDraw, async ({ params, body, caller }) =>
      results.voidDraw(params.drawId, body.reason, caller),
    );
    await registerCall(app, getLotterySettings, async () => settings.get());
    await registerCall(app, updateLotterySettings, async ({ body, caller }) => settings.set(body, caller));
    await registerCall(app, getLotteryLimits, async () => bets.limits());
    await registerCall(app, getLotteryOddsTable, async ({ query }) => bets.oddsTable(query.mode));
    await registerCall(app, updateLotteryOdds, async ({ body, caller }) => bets.setOdds(body, caller));
    await registerCall(app, updateLotteryLimits, async ({ body, caller }) => bets.setLimits(body, caller));
    await registerCall(app, importLotteryResults, async ({ body, caller }) =>
      importer.importDate(body.date, caller),
    );
  };
}
