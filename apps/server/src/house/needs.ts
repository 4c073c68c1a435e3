import type { Winner } from '@lotus/contract/house-games';
import type { PoolClient, Queryable } from '../platform/database/pool.ts';
import type { BetRoundBook, Ledger } from '../wallet/index.ts';

/**
 * What the house asks of other domains, each as the narrow interface it uses (src/house/index.ts
 * gathers them in HouseNeeds). Every function here runs on the caller's connection, in the round's
 * transaction: a round's rows, its `bets` row and its money commit together or not at all.
 */

/** The wallet's ledger: the round's journals, the member's main balance and the jackpot pool. */
export type HouseLedger = Pick<
  Ledger,
  'postWithin' | 'balanceOf' | 'lockHouseAccountWithin' | 'systemBalance'
>;

/** The wallet's rows of `bets` (one per round): house rounds join the betting record there. */
export type HouseBetBook = Pick<
  BetRoundBook,
  | 'openRoundWithStakeWithin'
  | 'lockRoundWithin'
  | 'addBetToRoundWithin'
  | 'payUnsettledRoundWithin'
  | 'stakeAndSettleRoundWithin'
  | 'stakeAndSettleRoundsWithin'
>;

/** Player protection's check on every stake (time-out, self-exclusion, loss limits). */
export interface HouseBetGuard {
  /** With `within`, checked under a per-member lock in the transaction that posts the stake. */
  assertBetAllowed(memberId: bigint, stake: bigint, within?: PoolClient): Promise<void>;
  /**
   * Of these members, those whose bets need assertBetAllowed (a break or a loss limit); read on
   * `db`, a group of bets' transaction (decision 0019). Any other member's bet is allowed.
   */
  membersWithBetChecks(memberIds: bigint[], db?: Queryable): Promise<Set<bigint>>;
}

/** The winners board's side of a win: its live notice, and how it shows a player. */
export interface HouseWinnerNotices {
  /** In the paying transaction: the live `winner` event of a win that makes the board. */
  notifyWinner(
    db: Queryable,
    win: {
      brandId: number;
      memberId: bigint;
      vendorId: number;
      kind: Winner['kind'];
      gameCode: string;
      prize: bigint;
    },
  ): Promise<void>;
  /** A player's name as everyone may see it (the PAPPU room's players). */
  maskPlayer: (username: string) => string;
}
