import { z } from 'zod';
import { betRecordPageSchema, betRecordQuerySchema, betRecordSchema } from '../bets/schemas.ts';
import { houseRoundSchema } from '../house-games/schemas.ts';
import { vendorCodeSchema } from '../vendor-wallet/schemas.ts';
import { operatorQuery } from '../envelope.ts';

/**
 * One round of the betting record opened up (game recall for every game): the round as the record
 * shows it plus what happened in it — a vendor's wallet transactions, a house game's round with its
 * seeds, or a PAPPU bet with its round's seeds. Also the operator's view of every member's rounds.
 * Money is minor units as decimal strings; multipliers are ten-thousandths (10000 = 1.00x); times
 * are ISO 8601 UTC. docs/betting-records.md describes the calls.
 */

const minorUnits = z.string().regex(/^\d{1,19}$/, 'minor units as a decimal string');
const multiplier = z.number().int().nonnegative();

/** A betting-record row's id as the record gives it (a positive bigint as a decimal string). */
const betIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'a round id')
  .refine((value) => BigInt(value) <= 9_223_372_036_854_775_807n, 'a round id');

/** `GET /wps/relay/bets/{id}`, `GET /admin/bets/{id}`. */
export const betRoundParamsSchema = z.object({ id: betIdSchema });

/** What a vendor's transaction did: took a stake, paid a win, or cancelled a bet. */
const vendorRoundTransactionKinds = ['bet', 'win', 'rollback'] as const;
/** As the wallet stored its decision: `rolled_back` is a bet a later rollback cancelled. */
const vendorRoundTransactionStatuses = ['pending', 'applied', 'refused', 'tombstone', 'rolled_back'] as const;

const vendorRoundTransactionSchema = z.object({
  kind: z.enum(vendorRoundTransactionKinds),
  /** The vendor's own transaction id (a rollback carries the id of the bet it cancels). */
  transactionId: z.string(),
  /** A bet's stake, a win's payout, or the stake a rollback gave back (0 when it gave nothing back). */
  amount: minorUnits,
  status: z.enum(vendorRoundTransactionStatuses),
  createdAt: z.string(),
});

/** A round at an external vendor: its round id and every transaction of it, oldest first. */
const vendorRoundDetailSchema = z.object({
  kind: z.literal('vendor'),
  roundId: z.string(),
  transactions: z.array(vendorRoundTransactionSchema),
});

/** A round of Dice, Limbo, Plinko, Mines Gold or Tower, as the game recall serves it. */
const houseRoundDetailSchema = z.object({
  kind: z.literal('house'),
  round: houseRoundSchema,
});

/** A PAPPU bet: its round's seeds (the server seed once the round has crashed; always for the operator). */
const pappuRoundDetailSchema = z.object({
  kind: z.literal('pappu'),
  roundNumber: z.number().int().positive(),
  /** The bet's automatic cash-out target, or null. */
  autoCashOut: multiplier.nullable(),
  /** The multiplier the bet cashed out at; null while in play, or lost. */
  cashedOutAt: multiplier.nullable(),
  /** Null until the round has crashed. */
  crashPoint: multiplier.nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The round number. */
  nonce: z.number().int().positive(),
  serverSeed: z.string().nullable(),
  crashedAt: z.string().nullable(),
});

const betRoundDetailSchema = z.discriminatedUnion('kind', [
  vendorRoundDetailSchema,
  houseRoundDetailSchema,
  pappuRoundDetailSchema,
]);
export type BetRoundDetail = z.infer<typeof betRoundDetailSchema>;

/** `GET /wps/relay/bets/{id}`: the record's row and its details. */
export const betRoundSchema = betRecordSchema.extend({ detail: betRoundDetailSchema });
export type BetRound = z.infer<typeof betRoundSchema>;

const ofMember = { memberId: z.string(), username: z.string() };

/** `GET /admin/bets/{id}`: any member's round, with the server seed of house and PAPPU rounds always. */
export const adminBetRoundSchema = betRoundSchema.extend(ofMember);
export type AdminBetRound = z.infer<typeof adminBetRoundSchema>;

/** `GET /admin/bets`: the betting record's filters, and a member (by username), vendor and game. */
export const adminBetRecordQuerySchema = operatorQuery(
  betRecordQuerySchema.extend({
    member: z.string().min(1).max(64).optional(),
    vendor: vendorCodeSchema.optional(),
    game: z.string().min(1).max(100).optional(),
  }),
);
export type AdminBetRecordQuery = z.infer<typeof adminBetRecordQuerySchema>;

const adminBetRecordSchema = betRecordSchema.extend(ofMember);

export const adminBetRecordPageSchema = betRecordPageSchema.extend({
  content: z.array(adminBetRecordSchema),
});
export type AdminBetRecordPage = z.infer<typeof adminBetRecordPageSchema>;
