import { defineCall } from '../call.ts';

// The lottery's draws (issue 18). Its zod schemas are in ./schemas.ts (@lotus/contract/lottery/schemas).
export type {
  AdminLotteryDraw,
  AdminLotteryDrawPage,
  AdminLotteryDrawQuery,
  EnterLotteryResult,
  FinalLotteryResultPage,
  ImportLotteryResults,
  LotteryBoardValue,
  LotteryBetStatus,
  LotteryBetTypeCodeValue,
  LotteryDrawStatus,
  LotteryLimits,
  LotteryMyBet,
  LotteryMyBetPage,
  LotteryMyBetsQuery,
  LotteryOdds,
  LotteryOddsQuery,
  LotteryOddsTable,
  LotteryOddsTableQuery,
  LotterySlipBet,
  LotterySlipResult,
  PlaceLotterySlip,
  RecentLotteryGames,
  UpdateLotteryOdds,
  LotteryGameMenu,
  LotteryImportReport,
  LotteryResult,
  LotteryResultsQuery,
  LotterySettings,
  OpenLotteryDraws,
  OpenLotteryDrawsQuery,
  VoidLotteryDraw,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'lottery';
const operatorTag = 'operator: lottery';

export const listLotteryDrawsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/lottery/draws',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'The lottery draws with their states, by date, game and status',
  errors: [],
  schemas: (s) => ({ query: s.adminLotteryDrawQuerySchema, value: s.adminLotteryDrawPageSchema }),
});

export const getLotteryDrawForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/lottery/draws/:drawId',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'One draw with every result it was given (who entered, who confirmed)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.lotteryDrawParamsSchema, value: s.adminLotteryDrawSchema }),
});

export const enterLotteryResult = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/lottery/draws/:drawId/result',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'Enters a regional draw’s result past its close (or a correction of a final one): it waits for a second operator; a board of the wrong shape changes nothing',
  errors: ['error_not_found', 'error_lottery_board_invalid', 'error_lottery_draw_state'],
  schemas: (s) => ({
    params: s.lotteryDrawParamsSchema,
    body: s.enterLotteryResultSchema,
    value: s.adminLotteryDrawSchema,
  }),
});

export const confirmLotteryResult = defineCall(schemas, {
  method: 'POST',
  path: '/admin/lottery/draws/:drawId/result/confirm',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'Confirms the waiting result: the draw is final (or corrected); never by the operator who entered it',
  errors: ['error_not_found', 'error_lottery_no_pending_result', 'error_lottery_result_same_operator'],
  schemas: (s) => ({ params: s.lotteryDrawParamsSchema, value: s.adminLotteryDrawSchema }),
});

export const voidLotteryDraw = defineCall(schemas, {
  method: 'POST',
  path: '/admin/lottery/draws/:drawId/void',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Voids a draw that is not final (its stakes are refunded by the settlement)',
  errors: ['error_not_found', 'error_lottery_draw_state'],
  schemas: (s) => ({
    params: s.lotteryDrawParamsSchema,
    body: s.voidLotteryDrawSchema,
    value: s.adminLotteryDrawSchema,
  }),
});

export const getLotterySettings = defineCall(schemas, {
  method: 'GET',
  path: '/admin/lottery/settings',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'When betting closes before a fast and a regional draw',
  errors: [],
  schemas: (s) => ({ value: s.lotterySettingsSchema }),
});

export const updateLotterySettings = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/lottery/settings',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Changes when betting closes (audited; draws made afterwards take it)',
  errors: [],
  schemas: (s) => ({ body: s.lotterySettingsSchema, value: s.lotterySettingsSchema }),
});

export const importLotteryResults = defineCall(schemas, {
  method: 'POST',
  path: '/admin/lottery/imports',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'Reads a date’s regional results from the configured source: each becomes a result waiting for a second operator',
  errors: [],
  schemas: (s) => ({ body: s.importLotteryResultsSchema, value: s.lotteryImportReportSchema }),
});

/** The lottery's games and today's stations: public, and live at the day's turn, so never cached. */
export const getLotteryGameMenu = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'The lottery games (three regions, fast draws every 1, 3, 5 minutes) and the stations drawing today',
  errors: [],
  schemas: (s) => ({ value: s.lotteryGameMenuSchema }),
});

export const listRecentLotteryGames = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  scope: 'member',
  tag,
  summary: 'The member’s lottery games, the one last bet on first',
  errors: [],
  schemas: (s) => ({ value: s.recentLotteryGamesSchema }),
});

export const listOpenLotteryDraws = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'The draws taking bets now, with their close and the server’s time for the countdown',
  errors: [],
  schemas: (s) => ({ query: s.openLotteryDrawsQuerySchema, value: s.openLotteryDrawsSchema }),
});

export const listLotteryResults = defineCall(schemas, {
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  scope: 'member',
  tag,
  summary: 'Final results by game and date, newest first: the board, and a fast draw’s revealed seed',
  errors: [],
  schemas: (s) => ({ query: s.lotteryResultsQuerySchema, value: s.finalLotteryResultPageSchema }),
});

export const getLotteryOdds = defineCall(schemas, {
  method: 'GET',
  path: '/lgw/vn/games/odds',
  scope: 'visitor',
  tag,
  summary: 'The brand’s prize mode and, for one game, each bet type’s point price, payout and lô count',
  errors: [],
  schemas: (s) => ({ query: s.lotteryOddsQuerySchema, value: s.lotteryOddsSchema }),
});

export const placeLotterySlip = defineCall(schemas, {
  method: 'POST',
  path: '/lotto/lgw/bets',
  scope: 'member',
  tag,
  summary:
    'A slip of bets on one open draw, all placed or none, its stake taken in one journal; the same idempotencyKey answers the first slip (another slip: error_conflict)',
  closedInMaintenance: true,
  errors: [
    'error_maintenance',
    'error_not_found',
    'error_draw_closed',
    'error_lottery_bet_invalid',
    'error_lottery_limit_reached',
    'error_lottery_member_limit_reached',
    'error_free_play_not_offered',
    'error_conflict',
    'error_insufficient_funds',
    'error_operation_not_allowed',
    'error_loss_limit_reached',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.placeLotterySlipSchema, value: s.lotterySlipResultSchema }),
});

export const listMyLotteryBets = defineCall(schemas, {
  method: 'GET',
  path: '/lotto/lgw/bets',
  scope: 'member',
  tag,
  summary: 'The member’s own lottery bets, newest first, with their state and winnings',
  errors: [],
  schemas: (s) => ({ query: s.lotteryMyBetsQuerySchema, value: s.lotteryMyBetPageSchema }),
});

export const getLotteryLimits = defineCall(schemas, {
  method: 'GET',
  path: '/admin/lottery/limits',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'The betting limits: per number and draw (the house’s exposure), per member and draw, per bet type',
  errors: [],
  schemas: (s) => ({ value: s.lotteryLimitsSchema }),
});

export const updateLotteryLimits = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/lottery/limits',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary: 'Sets the betting limits (they apply to bets placed after the change)',
  errors: [],
  schemas: (s) => ({ body: s.lotteryLimitsSchema, value: s.lotteryLimitsSchema }),
});

export const getLotteryOddsTable = defineCall(schemas, {
  method: 'GET',
  path: '/admin/lottery/odds',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'One prize mode’s odds: every bet type and region group, the brand’s figure or the published default',
  errors: [],
  schemas: (s) => ({ query: s.lotteryOddsTableQuerySchema, value: s.lotteryOddsTableSchema }),
});

export const updateLotteryOdds = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/lottery/odds',
  scope: 'operator',
  permission: 'games.manage',
  tag: operatorTag,
  summary:
    'Sets the brand’s odds of one prize mode (replacing its earlier ones; the rest are the defaults); slips placed before keep theirs',
  errors: ['error_lottery_odds_not_offered'],
  schemas: (s) => ({ body: s.updateLotteryOddsSchema, value: s.lotteryOddsTableSchema }),
});
