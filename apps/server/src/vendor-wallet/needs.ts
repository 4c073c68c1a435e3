import type { PoolClient, Queryable } from '../platform/database/pool.ts';
import type { BetRoundBook } from '../wallet/index.ts';

// What the vendor wallet needs of other domains, as narrow interfaces: the composition root hands
// each in (see index.ts), so the vendor wallet imports none of those domains' services.

/** The rows of `bets` a vendor's rounds write, in the transaction that moves their money (the wallet's round book). */
export type VendorRounds = Pick<
  BetRoundBook,
  | 'openRoundWithin'
  | 'lockRoundWithin'
  | 'addBetToRoundWithin'
  | 'payRoundWithin'
  | 'rollBackBetOfRoundWithin'
  | 'walletBalanceWithin'
>;

/** The members a vendor names by player id (the member domain's login account). */
export interface VendorPlayers {
  findForLoginById(
    id: bigint,
  ): Promise<{ id: bigint; is_demo: boolean; status: 'active' | 'locked' | 'closed' } | undefined>;
}

/**
 * The live `winner` notice of a vendor round whose payouts reach the board's threshold (the winners
 * domain's announceVendorWin); runs in the transaction that pays the win.
 */
export interface VendorWinNotices {
  announceVendorWin(
    db: Queryable,
    round: {
      brandId: number;
      memberId: bigint;
      vendorId: number;
      gameCode: string;
      paidBefore: bigint;
      paidNow: bigint;
      settledAt: Date | null;
    },
  ): Promise<void>;
}

/** Player protection's check on every bet path (src/protection/service.ts); throws its AppError codes. */
export interface BetGuard {
  /** With `within`, checked under a per-member lock in the transaction that posts the stake. */
  assertBetAllowed(memberId: bigint, stake: bigint, within?: PoolClient): Promise<void>;
}
