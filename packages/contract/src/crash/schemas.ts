import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';

/**
 * PAPPU, the multiplayer Crash room (one per brand). Money is minor units as decimal strings;
 * multipliers are integers in ten-thousandths (10000 = 1.00x, as in @lotus/games); times are ISO 8601
 * UTC. The room's state is public; a member's own bet comes with `GET` when logged in.
 * docs/crash.md explains the round and how to verify it.
 */
const crashPhases = ['betting', 'running', 'crashed'] as const;
const crashPhaseSchema = z.enum(crashPhases);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

const minorUnits = z.string().regex(/^\d{1,19}$/, 'minor units as a decimal string');
const multiplier = z.number().int().nonnegative();

/** A player of the round as the room sees them: a masked name, never an id. */
const crashPlayerSchema = z.object({
  name: z.string(),
  stake: minorUnits,
  /** The cash-out multiplier once cashed out, else null (still in, or lost once crashed). */
  cashedOutAt: multiplier.nullable(),
  payout: minorUnits.nullable(),
});
export type CrashPlayer = z.infer<typeof crashPlayerSchema>;

/** A round's public facts: the seed only once crashed, the crash point only once crashed. */
const crashRoundSchema = z.object({
  roundNumber: z.number().int().positive(),
  phase: crashPhaseSchema,
  /** SHA-256 hex of the server seed, published before betting opens. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the fair draw: the round number. */
  nonce: z.number().int().positive(),
  bettingEndsAt: z.string(),
  /** When the multiplier started climbing (it is cashOutMultiplierAt(now − startedAt)). */
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  crashPoint: multiplier.nullable(),
  serverSeed: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** The member's own bet in the current round. */
const crashMyBetSchema = z.object({
  roundNumber: z.number().int().positive(),
  stake: minorUnits,
  autoCashOut: multiplier.nullable(),
  cashedOutAt: multiplier.nullable(),
  payout: minorUnits.nullable(),
  settled: z.boolean(),
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

/** `GET /wps/relay/house/crash`: the room now. */
export const crashStateSchema = z.object({
  round: crashRoundSchema,
  players: z.array(crashPlayerSchema),
  /** The server's clock when it answered: pages align their animation with it. */
  serverTime: z.string(),
  myBet: crashMyBetSchema.nullable(),
  /** The last 20 crash points, newest first. */
  history: z.array(z.object({ roundNumber: z.number().int().positive(), crashPoint: multiplier })),
  limits: z.object({ minStake: minorUnits, maxStake: minorUnits }),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/** Cash-out targets: 1.01x to 1,000x in steps of 0.01x. */
const CRASH_AUTO_CASH_OUT_MIN = 10_100;
const CRASH_AUTO_CASH_OUT_MAX = 10_000_000;

/** `POST /wps/relay/house/crash/bets`: only while the round is betting; one bet a round. */
export const crashBetRequestSchema = z.object({
  stake: z.string().regex(/^[1-9]\d{0,17}$/, 'a positive whole number of minor units'),
  autoCashOut: z
    .number()
    .int()
    .min(CRASH_AUTO_CASH_OUT_MIN)
    .max(CRASH_AUTO_CASH_OUT_MAX)
    .multipleOf(100)
    .optional(),
  /**
   * Chosen by the page per click: a repeat with the same key and request answers the first bet,
   * moving no money; the same key with another request is refused (error_conflict).
   */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, '8 to 64 letters, digits, _ . : -'),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

export const crashBetResultSchema = z.object({ bet: crashMyBetSchema, balance: minorUnits });
export type CrashBetResult = z.infer<typeof crashBetResultSchema>;

/** `POST /wps/relay/house/crash/cashout`: the member's bet of the running round, at the server's clock. */
export const crashCashOutResultSchema = z.object({
  cashedOutAt: multiplier,
  payout: minorUnits,
  balance: minorUnits,
});
export type CrashCashOutResult = z.infer<typeof crashCashOutResultSchema>;

/** `GET /wps/relay/house/crash/rounds`: crashed rounds, newest first, with their revealed seeds. */
export const crashRoundsQuerySchema = pageQuerySchema;
const crashRevealedRoundSchema = z.object({
  roundNumber: z.number().int().positive(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().positive(),
  crashPoint: multiplier,
  startedAt: z.string().nullable(),
  crashedAt: z.string(),
});
export type CrashRevealedRound = z.infer<typeof crashRevealedRoundSchema>;
export const crashRoundPageSchema = pageOf(crashRevealedRoundSchema);
export type CrashRoundPage = z.infer<typeof crashRoundPageSchema>;

/**
 * `event: crash` on the live stream: what changed in the room. A page applies it to the state it
 * fetched; one whose round number does not follow refetches `GET /wps/relay/house/crash`.
 */
export const crashLiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), round: crashRoundSchema }),
  z.object({ kind: z.literal('bet'), roundNumber: z.number().int().positive(), player: crashPlayerSchema }),
  z.object({
    kind: z.literal('cashout'),
    roundNumber: z.number().int().positive(),
    player: crashPlayerSchema,
  }),
]);
export type CrashLiveEvent = z.infer<typeof crashLiveEventSchema>;
