import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { singleLineText } from '../free-text-schemas.ts';

import { lotteryDrawStatuses, lotteryGameCodes } from './codes.ts';

export { lotteryDrawStatuses, lotteryGameCodes } from './codes.ts';
export type { LotteryDrawStatus } from './codes.ts';
export {
  lotteryBetStatuses,
  lotteryBetTypeCodeList,
  lotteryLimitsSchema,
  lotteryMyBetPageSchema,
  lotteryMyBetSchema,
  lotteryMyBetsQuerySchema,
  lotteryOddsQuerySchema,
  lotteryOddsSchema,
  lotteryOddsTableQuerySchema,
  lotteryOddsTableSchema,
  lotterySlipBetSchema,
  lotterySlipResultSchema,
  placeLotterySlipSchema,
  recentLotteryGamesSchema,
  updateLotteryOddsSchema,
} from './bets-schemas.ts';
export type {
  LotteryBetStatus,
  LotteryBetTypeCodeValue,
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
} from './bets-schemas.ts';

/** A draw's public id: `F1-20261126-0931` (fast) or `R-hn-20261126` (regional: station, date); another is not found. */
export const lotteryDrawParamsSchema = z.object({ drawId: z.string().min(1).max(40) });

/** A board: each prize's numbers as printed, digits only (its shape is checked against the layout). */
export const lotteryBoardSchema = z.record(z.string().max(16), z.array(z.string().max(8)).max(10));
export type LotteryBoardValue = z.infer<typeof lotteryBoardSchema>;

/** GET /admin/lottery/draws: by Vietnam date, game and status; newest draw time first. */
export const adminLotteryDrawQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  date: z.iso.date().optional(),
  game: z.enum(lotteryGameCodes).optional(),
  status: z.enum(lotteryDrawStatuses).optional(),
});
export type AdminLotteryDrawQuery = z.infer<typeof adminLotteryDrawQuerySchema>;

/** PUT /admin/lottery/draws/:drawId/result. */
export const enterLotteryResultSchema = z.strictObject({ board: lotteryBoardSchema });
export type EnterLotteryResult = z.infer<typeof enterLotteryResultSchema>;

/** POST /admin/lottery/draws/:drawId/void: why, for the audit and the players. */
export const voidLotteryDrawSchema = z.strictObject({ reason: singleLineText({ min: 3, max: 200 }) });
export type VoidLotteryDraw = z.infer<typeof voidLotteryDrawSchema>;

/** POST /admin/lottery/imports: the results of a Vietnam date read from the configured source. */
export const importLotteryResultsSchema = z.strictObject({ date: z.iso.date() });
export type ImportLotteryResults = z.infer<typeof importLotteryResultsSchema>;

export const lotteryImportReportSchema = z.object({
  source: z.string(),
  /** Draws given a result waiting for confirmation. */
  entered: z.array(z.string()),
  /** Draws the source had no result for, or whose state takes none, or whose board is not valid. */
  skipped: z.array(z.object({ drawId: z.string(), reason: z.string() })),
});
export type LotteryImportReport = z.infer<typeof lotteryImportReportSchema>;

/** GET and PUT /admin/lottery/settings: when betting closes before a draw (a change applies to draws made after it). */
export const lotterySettingsSchema = z.strictObject({
  /** Seconds before a fast draw (less than the shortest interval, a minute). */
  fastCloseSeconds: z.number().int().min(0).max(59),
  /** Seconds before a regional draw (at most a day). */
  regionalCloseSeconds: z.number().int().min(0).max(86_400),
});
export type LotterySettings = z.infer<typeof lotterySettingsSchema>;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() }).nullable();

/** One result a draw was given: the current one, one waiting, or one it replaced. */
export const lotteryResultSchema = z.object({
  id: z.string(),
  board: lotteryBoardSchema,
  source: z.string(),
  state: z.enum(['pending', 'confirmed', 'replaced', 'discarded']),
  isCorrection: z.boolean(),
  enteredBy: operatorRefSchema,
  enteredAt: z.iso.datetime(),
  confirmedBy: operatorRefSchema,
  confirmedAt: z.iso.datetime().nullable(),
});
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** A draw as the operator sees it (a fast draw's seed only once it is drawn). */
export const adminLotteryDrawSchema = z.object({
  drawId: z.string(),
  game: z.enum(lotteryGameCodes),
  kind: z.enum(['regional', 'fast']),
  region: z.enum(['north', 'central', 'south']),
  station: z.string().nullable(),
  drawDate: z.iso.date(),
  drawsAt: z.iso.datetime(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  status: z.enum(lotteryDrawStatuses),
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  board: lotteryBoardSchema.nullable(),
  finalAt: z.iso.datetime().nullable(),
  voidReason: z.string().nullable(),
  /** Every result, newest first (the detail call; the list answers none). */
  results: z.array(lotteryResultSchema),
  /**
   * Every settlement of its bets, oldest first (the detail call; the list answers none): the
   * result's, each correction's, or the void's refunds; `moved` what it paid (a correction: the
   * difference), `shortfall` what a correction could not take back from members who had spent it.
   */
  settlements: z.array(
    z.object({
      kind: z.enum(['result', 'correction', 'void']),
      bets: z.number().int(),
      winners: z.number().int(),
      moved: z.string().regex(/^-?\d+$/),
      shortfall: z.string().regex(/^\d+$/),
      settledAt: z.iso.datetime(),
    }),
  ),
});
export type AdminLotteryDraw = z.infer<typeof adminLotteryDrawSchema>;

export const adminLotteryDrawPageSchema = pageOf(adminLotteryDrawSchema);
export type AdminLotteryDrawPage = z.infer<typeof adminLotteryDrawPageSchema>;

// ---------------------------------------------------------------------------------------------
// The member site's reads (the spec names the paths only: the shapes are ours, docs/lottery.md)

/** GET /lgw/vn/games/game_menu: the lottery's games, and the stations drawing today (Vietnam time). */
export const lotteryGameMenuSchema = z.object({
  /** The brand's calendar date the stations are for. */
  date: z.iso.date(),
  games: z.array(
    z.object({
      gameCode: z.enum(lotteryGameCodes),
      kind: z.enum(['regional', 'fast']),
      region: z.enum(['north', 'central', 'south']),
      /** Minutes between fast draws; null for a regional game. */
      intervalMinutes: z.number().int().nullable(),
      /** Today's stations of a regional game (none for a fast one). */
      stations: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type LotteryGameMenu = z.infer<typeof lotteryGameMenuSchema>;

/** GET /lgw/vn/numeros/opened/game: optionally one game's. */
export const openLotteryDrawsQuerySchema = z.strictObject({ game: z.enum(lotteryGameCodes).optional() });
export type OpenLotteryDrawsQuery = z.infer<typeof openLotteryDrawsQuerySchema>;

/** A draw taking bets now, with what a countdown needs (the server's clock beside its close). */
export const openLotteryDrawsSchema = z.object({
  serverTime: z.iso.datetime(),
  draws: z.array(
    z.object({
      drawId: z.string(),
      gameCode: z.enum(lotteryGameCodes),
      station: z.string().nullable(),
      drawDate: z.iso.date(),
      opensAt: z.iso.datetime(),
      closesAt: z.iso.datetime(),
      drawsAt: z.iso.datetime(),
      /** A fast draw's committed seed hash (null for a regional draw). */
      seedHash: z.string().nullable(),
    }),
  ),
});
export type OpenLotteryDraws = z.infer<typeof openLotteryDrawsSchema>;

/** GET /lotto/lgw/games/opened/numero: final results by game and Vietnam date, newest first. */
export const lotteryResultsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  game: z.enum(lotteryGameCodes).optional(),
  date: z.iso.date().optional(),
});
export type LotteryResultsQuery = z.infer<typeof lotteryResultsQuerySchema>;

/** A final result: the board, and a fast draw's seed with its hash for the verifier. */
export const finalLotteryResultSchema = z.object({
  drawId: z.string(),
  gameCode: z.enum(lotteryGameCodes),
  station: z.string().nullable(),
  drawDate: z.iso.date(),
  drawsAt: z.iso.datetime(),
  board: lotteryBoardSchema,
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  finalAt: z.iso.datetime(),
});
export const finalLotteryResultPageSchema = pageOf(finalLotteryResultSchema);
export type FinalLotteryResultPage = z.infer<typeof finalLotteryResultPageSchema>;
