import { z } from 'zod';
import { catalogLanguageSchema } from '../games-catalog/schemas.ts';
import { operatorQuery } from '../envelope.ts';

/**
 * The house games (Lotus Originals): provably fair seeds, the rounds of Dice, Limbo, Plinko, Mines
 * (shown as Mines Gold) and Tower, the game recall, the winners board and the operator's settings.
 * Money is minor units as decimal strings; multipliers are integers in ten-thousandths of the stake
 * (10000 = 1x, as in @lotus/games); times are ISO 8601 UTC. docs/house-games.md explains the rules.
 */

/** The games with rounds of their own here (PAPPU, the multiplayer Crash, has its own room). */
export const houseGameCodes = ['dice', 'limbo', 'plinko', 'mines-gold', 'tower'] as const;
export type HouseGame = (typeof houseGameCodes)[number];
const houseGameSchema = z.enum(houseGameCodes);

const minorUnits = z.string().regex(/^\d{1,19}$/, 'minor units as a decimal string');
/** A stake in minor units: a positive whole number (each game's range is checked by the server). */
const stakeSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'a positive whole number of minor units');
/**
 * Chosen by the page per click: a repeat with the same key and request answers the first result,
 * moving no money; the same key with another request is refused (error_conflict).
 */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, '8 to 64 letters, digits, _ . : -');
/** A round id as the server gives it (a decimal string). */
const houseRoundIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/)
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= 9_223_372_036_854_775_807n, 'a round id');

// ---------------------------------------------------------------------------------------------
// Seeds

/** `GET /wps/relay/house/seeds`: the member's current seed pair (the server seed only by its hash). */
export const houseSeedsSchema = z.object({
  /** SHA-256 hex of the current server seed: the commitment shown before play. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  /** The nonce the next round will use (0 for a fresh pair). */
  nextNonce: z.number().int().nonnegative(),
});
export type HouseSeeds = z.infer<typeof houseSeedsSchema>;

/** `PUT /wps/relay/house/seeds/client`: 1 to 64 printable ASCII characters (space included). */
export const setClientSeedSchema = z.object({
  clientSeed: z.string().regex(/^[\x20-\x7e]{1,64}$/, '1 to 64 printable characters'),
});

/** `POST /wps/relay/house/seeds/rotate`: the old pair revealed, and the new current pair. */
export const seedRotationSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** How many rounds the pair played: their nonces are 0 … nonceCount − 1. */
    nonceCount: z.number().int().nonnegative(),
  }),
  current: houseSeedsSchema,
});
export type SeedRotation = z.infer<typeof seedRotationSchema>;

// ---------------------------------------------------------------------------------------------
// Bets and moves

export const diceBetSchema = z.object({
  stake: stakeSchema,
  direction: z.enum(['under', 'over']),
  /** The target in hundredths, 5000 = 50.00: under 1–9801, over 199–9999. */
  targetHundredths: z.number().int().min(1).max(9999),
  idempotencyKey: idempotencyKeySchema,
});
export type DiceBet = z.infer<typeof diceBetSchema>;

export const limboBetSchema = z.object({
  stake: stakeSchema,
  /** Ten-thousandths: 10100 (1.01x) to 10000000000 (1,000,000x), a multiple of 100. */
  targetMultiplier: z.number().int().min(10_100).max(10_000_000_000).multipleOf(100),
  idempotencyKey: idempotencyKeySchema,
});
export type LimboBet = z.infer<typeof limboBetSchema>;

const plinkoRiskSchema = z.enum(['low', 'medium', 'high']);
export const plinkoBetSchema = z.object({
  stake: stakeSchema,
  rows: z.number().int().min(8).max(16),
  risk: plinkoRiskSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type PlinkoBet = z.infer<typeof plinkoBetSchema>;

export const minesStartSchema = z.object({
  stake: stakeSchema,
  mines: z.number().int().min(1).max(24),
  idempotencyKey: idempotencyKeySchema,
});
export type MinesStart = z.infer<typeof minesStartSchema>;

/** Tiles 0–24 row by row from the top left (tile = row × 5 + column). */
export const minesRevealSchema = z.object({
  roundId: houseRoundIdSchema,
  tile: z.number().int().min(0).max(24),
});

const towerDifficultySchema = z.enum(['easy', 'medium', 'hard', 'expert', 'master']);
export const towerStartSchema = z.object({
  stake: stakeSchema,
  difficulty: towerDifficultySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type TowerStart = z.infer<typeof towerStartSchema>;

/** Columns from 0 on the left (easy and master have 4, medium and expert 3, hard 2). */
export const towerClimbSchema = z.object({
  roundId: houseRoundIdSchema,
  column: z.number().int().min(0).max(3),
});

/** Cashes out an open Mines or Tower round. */
export const houseCashOutSchema = z.object({ roundId: houseRoundIdSchema });

// ---------------------------------------------------------------------------------------------
// Rounds

const roundBase = {
  id: houseRoundIdSchema,
  /** playing: a Mines or Tower round still open; won: paid more than 0; lost: paid nothing. */
  status: z.enum(['playing', 'won', 'lost']),
  stake: minorUnits,
  /** 0 until settled (and for a loss). */
  payout: minorUnits,
  /** What the round pays (or would pay on cashing out now) in ten-thousandths of the stake. */
  multiplier: z.number().int().nonnegative(),
  currency: z.string(),
  nonce: z.number().int().nonnegative(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Only once the pair was rotated (for the operator: always). */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
};

const diceRoundSchema = z.object({
  ...roundBase,
  game: z.literal('dice'),
  params: z.object({ direction: z.enum(['under', 'over']), targetHundredths: z.number().int() }),
  outcome: z.object({ rollHundredths: z.number().int() }),
});

const limboRoundSchema = z.object({
  ...roundBase,
  game: z.literal('limbo'),
  params: z.object({ targetMultiplier: z.number().int() }),
  outcome: z.object({ outcomeMultiplier: z.number().int() }),
});

const plinkoRoundSchema = z.object({
  ...roundBase,
  game: z.literal('plinko'),
  params: z.object({ rows: z.number().int(), risk: plinkoRiskSchema }),
  outcome: z.object({ path: z.array(z.enum(['left', 'right'])), bucket: z.number().int() }),
});

const minesRoundSchema = z.object({
  ...roundBase,
  game: z.literal('mines-gold'),
  params: z.object({ mines: z.number().int() }),
  outcome: z.object({
    /** Safe tiles revealed, in order. */
    revealed: z.array(z.number().int()),
    mineHit: z.number().int().nullable(),
    /** Every mine, ascending, once the round is over; null while it plays. */
    mineTiles: z.array(z.number().int()).nullable(),
  }),
});

const towerRoundSchema = z.object({
  ...roundBase,
  game: z.literal('tower'),
  params: z.object({ difficulty: towerDifficultySchema }),
  outcome: z.object({
    /** The safe column chosen on each level cleared, bottom first. */
    columns: z.array(z.number().int()),
    trapHit: z.number().int().nullable(),
    /** Each level's trap columns, bottom first, once the round is over; null while it plays. */
    traps: z.array(z.array(z.number().int())).nullable(),
  }),
});

export const houseRoundSchema = z.discriminatedUnion('game', [
  diceRoundSchema,
  limboRoundSchema,
  plinkoRoundSchema,
  minesRoundSchema,
  towerRoundSchema,
]);
export type HouseRound = z.infer<typeof houseRoundSchema>;

/** The answer of every bet and move: the round and the member's main-wallet balance after it. */
export const housePlaySchema = z.object({ round: houseRoundSchema, balance: minorUnits });
export type HousePlay = z.infer<typeof housePlaySchema>;

/** `GET /wps/relay/house/{mines-gold|tower}/round`: the open round to resume, or null. */
export const houseOpenRoundSchema = z.object({ round: houseRoundSchema.nullable() });
export type HouseOpenRound = z.infer<typeof houseOpenRoundSchema>;

/** `GET /wps/relay/house/rounds`: the member's own rounds, newest first. */
export const houseRoundQuerySchema = z.object({
  game: houseGameSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type HouseRoundQuery = z.infer<typeof houseRoundQuerySchema>;

export const houseRoundPageSchema = z.object({
  content: z.array(houseRoundSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type HouseRoundPage = z.infer<typeof houseRoundPageSchema>;

export const houseRoundParamsSchema = z.object({ id: houseRoundIdSchema });

/** `GET /admin/house/rounds`: every member's rounds (or one member's by username). */
export const adminHouseRoundQuerySchema = operatorQuery(
  houseRoundQuerySchema.extend({
    member: z.string().min(1).max(64).optional(),
  }),
);
export type AdminHouseRoundQuery = z.infer<typeof adminHouseRoundQuerySchema>;

export const adminHouseRoundSchema = z.object({
  round: houseRoundSchema,
  memberId: z.string(),
  username: z.string(),
});
export type AdminHouseRound = z.infer<typeof adminHouseRoundSchema>;

export const adminHouseRoundPageSchema = z.object({
  content: z.array(adminHouseRoundSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminHouseRoundPage = z.infer<typeof adminHouseRoundPageSchema>;

// ---------------------------------------------------------------------------------------------
// Winners board and settings

/** What a line of the winners board is: a round's own payout, or the progressive jackpot it triggered. */
const winKinds = ['win', 'jackpot'] as const;

/**
 * One real win: the member masked (`ng***n`), the game, the payout, when it settled. `game` is a
 * readable name for anything that knows no language ("Jackpot" for a jackpot, the catalog's English
 * name, else the game code); a page shows `gameNames` in its reader's language and names a jackpot
 * itself. The live `winner` event carries the same object.
 */
export const winnerSchema = z.object({
  player: z.string(),
  game: z.string(),
  prize: minorUnits,
  time: z.string(),
  kind: z.enum(winKinds),
  /** The game's code; for a jackpot, the game whose round triggered it. */
  gameCode: z.string(),
  /** The catalog's names of the game by language (English always when the game is listed); `{}` when it is not. */
  gameNames: z.partialRecord(catalogLanguageSchema, z.string()),
});
export type Winner = z.infer<typeof winnerSchema>;

/** `GET /wps/relay/winners`: the 20 latest wins at or above the threshold, newest first. */
export const winnersSchema = z.object({ list: z.array(winnerSchema) });
export type Winners = z.infer<typeof winnersSchema>;

/** An amount the operator sets: 0 up to 18 digits (a PostgreSQL bigint holds it). */
const settingAmount = z.string().regex(/^\d{1,18}$/);

/** `GET/PUT /admin/house/settings`: the jackpot, the winners board and the payout cap. */
export const houseSettingsSchema = z.object({
  /** Share of every house stake into the jackpot pool, in basis points (100 = 1 %). */
  jackpotShareBasisPoints: z.number().int().min(0).max(10_000),
  /** A round triggers the jackpot with chance stake / divisor (minor units) … */
  jackpotTriggerDivisor: stakeSchema,
  /** … capped at this many basis points (100 = 1 %). */
  jackpotMaxChanceBasisPoints: z.number().int().min(0).max(10_000),
  /** What stays in the pool when it is paid (the next jackpot's start). */
  jackpotSeedAmount: settingAmount,
  /** The smallest payout that makes the winners board. */
  winnersThreshold: settingAmount,
  /** A bet whose largest possible payout is above this is refused. */
  maxWin: stakeSchema,
});
export type HouseSettings = z.infer<typeof houseSettingsSchema>;

/** `GET /wps/relay/house/limits`: each game's stake range and the payout cap, for the bet forms. */
export const houseLimitsSchema = z.object({
  games: z.array(z.object({ game: houseGameSchema, minStake: minorUnits, maxStake: minorUnits })),
  maxWin: minorUnits,
  currency: z.string(),
});
export type HouseLimits = z.infer<typeof houseLimitsSchema>;
