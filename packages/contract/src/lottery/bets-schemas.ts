import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { lotteryGameCodes } from './codes.ts';

// The lottery's bet slip, the member's bets, the odds the slip prices with, and the operator's
// limits (issue 18 parts 3–4). The rules behind them are packages/games/src/lottery (docs/lottery.md).

/** The bet types (packages/games' lotteryBetTypeCodes: the server's test keeps the two lists equal). */
export const lotteryBetTypeCodeList = [
  'lo2',
  'lo3',
  'lo4',
  'b7l',
  'b8l',
  'de',
  'de_dau',
  'dau',
  'dd',
  'ba_cang',
  'xc',
  'xc_dau',
  'nhat_to',
  'xien2',
  'xien3',
  'xien4',
  'da',
  'da2',
  'truot4',
  'truot8',
  'truot10',
] as const;
export type LotteryBetTypeCodeValue = (typeof lotteryBetTypeCodeList)[number];

const minorUnits = z.string().regex(/^\d+$/);
/** A positive whole amount (points, minor units), as a string: exact past 2^53. */
const positiveWhole = z.string().regex(/^[1-9]\d{0,11}$/, 'a positive whole number');

/** One bet of a slip: its type, its numbers (the legs of a xiên, đá or lô trượt) and its points. */
export const lotterySlipBetSchema = z.strictObject({
  type: z.enum(lotteryBetTypeCodeList),
  numbers: z
    .array(z.string().regex(/^\d{2,4}$/))
    .min(1)
    .max(10),
  points: positiveWhole,
});
export type LotterySlipBet = z.infer<typeof lotterySlipBetSchema>;

/** POST /lotto/lgw/bets: every bet of the slip on one draw, placed all together or not at all. */
export const placeLotterySlipSchema = z.strictObject({
  drawId: z.string().min(1).max(40),
  bets: z.array(lotterySlipBetSchema).min(1).max(200),
  /** Chosen by the page per slip: the same key and slip again answers the first; another slip, error_conflict. */
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type PlaceLotterySlip = z.infer<typeof placeLotterySlipSchema>;

export const lotteryBetStatuses = ['open', 'won', 'lost', 'void'] as const;
export type LotteryBetStatus = (typeof lotteryBetStatuses)[number];

/** A bet as the member sees it: what it cost, the most it can win, and once settled what it won. */
export const lotteryMyBetSchema = z.object({
  betId: z.string(),
  slipId: z.string(),
  drawId: z.string(),
  gameCode: z.enum(lotteryGameCodes),
  station: z.string().nullable(),
  drawsAt: z.iso.datetime(),
  type: z.enum(lotteryBetTypeCodeList),
  numbers: z.array(z.string()),
  points: minorUnits,
  stake: minorUnits,
  maxWin: minorUnits,
  status: z.enum(lotteryBetStatuses),
  /** What it won (0 for a loss; the stake for a void, refunded); null while open. */
  winnings: minorUnits.nullable(),
  placedAt: z.iso.datetime(),
});
export type LotteryMyBet = z.infer<typeof lotteryMyBetSchema>;

export const lotterySlipResultSchema = z.object({
  slipId: z.string(),
  drawId: z.string(),
  stake: minorUnits,
  maxWin: minorUnits,
  /** The main balance after the slip's stake. */
  balance: minorUnits,
  bets: z.array(lotteryMyBetSchema),
});
export type LotterySlipResult = z.infer<typeof lotterySlipResultSchema>;

/** GET /lotto/lgw/bets: the member's own bets, newest first. */
export const lotteryMyBetsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  game: z.enum(lotteryGameCodes).optional(),
  status: z.enum(lotteryBetStatuses).optional(),
  drawId: z.string().min(1).max(40).optional(),
});
export type LotteryMyBetsQuery = z.infer<typeof lotteryMyBetsQuerySchema>;
export const lotteryMyBetPageSchema = pageOf(lotteryMyBetSchema);
export type LotteryMyBetPage = z.infer<typeof lotteryMyBetPageSchema>;

/** GET /lgw/vn/games/odds: the brand's prize mode and each type's point price and payout per region. */
export const lotteryOddsQuerySchema = z.strictObject({ game: z.enum(lotteryGameCodes) });
export type LotteryOddsQuery = z.infer<typeof lotteryOddsQuerySchema>;
export const lotteryOddsSchema = z.object({
  prizeMode: z.enum(['lott', 'zy', 'elott']),
  gameCode: z.enum(lotteryGameCodes),
  region: z.enum(['north', 'central', 'south']),
  /** The types offered on this game, each with what a point costs and what it wins. */
  types: z.array(
    z.object({
      type: z.enum(lotteryBetTypeCodeList),
      pointPrice: minorUnits,
      payout: minorUnits,
      /** How many of the board's numbers it covers. */
      loCount: z.number().int(),
      digits: z.number().int(),
      legs: z.number().int(),
    }),
  ),
});
export type LotteryOdds = z.infer<typeof lotteryOddsSchema>;

/**
 * GET and PUT /admin/lottery/limits. Null: no limit. `numberExposure`: the most the house may owe
 * on one number of one draw (every bet covering it, at its most); `memberStake`: the most one
 * member may stake on one draw; `types[type].betStake`: the most one bet of that type may stake.
 */
export const lotteryLimitsSchema = z.strictObject({
  numberExposure: positiveWhole.nullable(),
  memberStake: positiveWhole.nullable(),
  types: z.partialRecord(z.enum(lotteryBetTypeCodeList), z.strictObject({ betStake: positiveWhole })),
});
export type LotteryLimits = z.infer<typeof lotteryLimitsSchema>;

/** GET /lgw/vn/games/game_menu/recent: the member's lottery games, the one last bet on first. */
export const recentLotteryGamesSchema = z.object({
  games: z.array(
    z.object({
      gameCode: z.enum(lotteryGameCodes),
      kind: z.enum(['regional', 'fast']),
      region: z.enum(['north', 'central', 'south']),
      intervalMinutes: z.number().int().nullable(),
      lastBetAt: z.iso.datetime(),
    }),
  ),
});
export type RecentLotteryGames = z.infer<typeof recentLotteryGamesSchema>;

const prizeModeSchema = z.enum(['lott', 'zy', 'elott']);
const oddsRegionGroupSchema = z.enum(['north', 'southern']);

/** GET /admin/lottery/odds?mode=: one prize mode's table (the brand's own mode when none is named). */
export const lotteryOddsTableQuerySchema = z.strictObject({ mode: prizeModeSchema.optional() });
export type LotteryOddsTableQuery = z.infer<typeof lotteryOddsTableQuerySchema>;

export const lotteryOddsTableSchema = z.object({
  mode: prizeModeSchema,
  entries: z.array(
    z.object({
      type: z.enum(lotteryBetTypeCodeList),
      /** North, or central and south together. */
      regionGroup: oddsRegionGroupSchema,
      /** What one point costs (for every number it covers). */
      pointPrice: minorUnits,
      /** What one point wins (per appearance for a lô). */
      payout: minorUnits,
      /** The brand set it; false: the published default (docs/lottery.md). */
      brandSet: z.boolean(),
    }),
  ),
});
export type LotteryOddsTable = z.infer<typeof lotteryOddsTableSchema>;

/**
 * PUT /admin/lottery/odds: the brand's figures of one prize mode, replacing those it set before
 * (a type and region left out goes back to the default). Only a type the mode offers in the group.
 */
export const updateLotteryOddsSchema = z.strictObject({
  mode: prizeModeSchema,
  entries: z
    .array(
      z.strictObject({
        type: z.enum(lotteryBetTypeCodeList),
        regionGroup: oddsRegionGroupSchema,
        pointPrice: positiveWhole,
        payout: positiveWhole,
      }),
    )
    .max(60),
});
export type UpdateLotteryOdds = z.infer<typeof updateLotteryOddsSchema>;
