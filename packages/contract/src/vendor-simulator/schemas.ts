import { z } from 'zod';
import { vendorBalanceSchema } from '../vendor-wallet/schemas.ts';

/**
 * The vendor simulator's own site (`/vendor-sim/...`, docs/vendor-simulator.md): a simulated third
 * party, mounted only in development (VENDOR_SIMULATOR). Its game page is what the member site
 * frames at launch; the page's backend plays through the platform's signed wallet API over HTTP.
 */

/** The balance the page shows is the platform's answer to the simulator's signed `balance` call. */
export { vendorBalanceSchema };

const idText = z.string().regex(/^[\x21-\x7e]{1,100}$/);
/** Only the brand's simulator vendors: the simulator never signs for a real vendor. */
export const simulatorVendorPattern = /^SIM_[A-Z0-9_]{1,28}$/;
const vendor = z.string().regex(simulatorVendorPattern);
const player = z.string().regex(/^[1-9]\d{0,18}$/);
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The launch link's query; the page checks it itself (a bad link is a page saying so, not an envelope). */
export const simulatorPlayQuerySchema = z.object({
  vendor,
  game: idText,
  token,
  player,
  lang: z.enum(['vi', 'en']).default('vi'),
  // The member site's theme, when it passes one; otherwise the page follows the reader's system.
  theme: z.enum(['dark', 'light']).optional(),
});

/** The game page: HTML. */
export const simulatorPageSchema = z.string();

export const simulatorBalanceRequestSchema = z.object({ vendor, player });

export const simulatorRoundRequestSchema = z.object({
  vendor,
  game: idText,
  token,
  player,
  stake: z.string().regex(/^[1-9]\d{0,14}$/),
  // The lottery's number: two digits 00-99, or "random" (also when left out) for the vendor's quick pick;
  // at a table, what the player bets on (its game's picks: the first when left out).
  pick: z
    .union([
      z.literal('random'),
      z.string().regex(/^\d{2}$/),
      z.enum(['player', 'banker', 'tie', 'dragon', 'tiger', 'big', 'small', 'red', 'black', 'green']),
      z.enum(['even', 'odd', 'home', 'draw', 'away', 'meron', 'wala']),
    ])
    .optional(),
});

/** One round as the simulator logs it (what the vendor believes happened). */
export const simulatorRoundSchema = z.object({
  roundId: z.string(),
  betTransactionId: z.string(),
  vendor: z.string(),
  game: z.string(),
  playerId: z.string(),
  stake: z.string(),
  betStands: z.boolean(),
  win: z.string(),
  outcome: z.string().nullable(),
  lottery: z.object({ pick: z.string(), draw: z.string().nullable() }).nullable(),
  /** What the player bet on at a table (`banker`, `home`, `meron`), null where there is no choice. */
  side: z.string().nullable(),
  /** What the round drew, exactly as the page draws it (reels, cards, dice, score), once the bet stands. */
  scene: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(['played', 'refused', 'cancelled', 'unsettled']),
  code: z.string().nullable(),
  balance: z.string().nullable(),
  currency: z.string().nullable(),
});

/** The process's counters (no player data). */
export const simulatorStatsSchema = z.object({
  rounds: z.number().int(),
  calls: z.number().int(),
  duplicatesSent: z.number().int(),
  duplicateMismatches: z.number().int(),
  retries: z.number().int(),
  timeouts: z.number().int(),
  rollbacks: z.number().int(),
  rollbacksRefunded: z.number().int(),
  rollbacksOfUntakenBets: z.number().int(),
  lateDebitsRefused: z.number().int(),
  refusedBets: z.number().int(),
  signatureRefusals: z.number().int(),
});
