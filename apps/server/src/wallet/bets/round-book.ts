import type { PoolClient, Queryable } from '../../platform/database/pool.ts';
import type { BetRow } from './tables.ts';
import {
  addBetToRound,
  lockRound,
  openRound,
  openRoundWithStake,
  payRound,
  payUnsettledRound,
  rollBackBetOfRound,
} from './tables.ts';
import { settleRoundWithin } from './settled-round.ts';
import type { SettledRoundRequest, SettledRoundResult } from './settled-round.ts';
import { settleRoundsWithin } from './settled-rounds.ts';
import type { RoundWallet } from './wallets.ts';
import { walletBalanceOn } from './wallets.ts';

/** A round as its game opens it: which member, at which vendor, in which wallet. */
export interface RoundOpening {
  memberId: bigint;
  vendorId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  wallet: RoundWallet;
  currency: string;
}

/** A round by its natural key: one member's round at one vendor. */
export interface RoundKey {
  vendorId: number;
  memberId: bigint;
  roundId: string;
}

/**
 * The rows of `bets` (one per round of one member at one vendor), as the games that move the money
 * write them: the house games and the vendors' seamless wallet. Every function runs in the caller's
 * transaction (the one that posts the round's ledger journal), so a round's row and its money commit
 * together or not at all; nothing here opens a transaction or asks the pool for a connection.
 */
export function createBetRoundBook(deps: { brand: { id: number } }) {
  const { brand } = deps;

  return {
    /** Opens the round unless it exists, and locks it either way (a concurrent opener's row is waited for). */
    openRoundWithin: (client: PoolClient, round: RoundOpening): Promise<BetRow> =>
      openRound(client, { ...round, brandId: brand.id }),
    /**
     * Opens the round with its first bet in one statement (the house games' rounds, one bet each);
     * a round that exists already is locked and answered as it is, `added` false: the caller adds
     * the bet then, as after openRoundWithin.
     */
    openRoundWithStakeWithin: (
      client: PoolClient,
      round: RoundOpening,
      stake: bigint,
    ): Promise<{ row: BetRow; added: boolean }> =>
      openRoundWithStake(client, { ...round, brandId: brand.id }, stake),
    /**
     * Settles the round with its payout in one statement unless it is settled already; false when it
     * was (or does not exist: lockRoundWithin tells which).
     */
    payUnsettledRoundWithin: (client: PoolClient, round: RoundKey, payout: bigint): Promise<boolean> =>
      payUnsettledRound(client, round, payout),
    /**
     * A round staked and settled at once (an instant house game's): its stake and win journals and
     * its settled row, in one statement (settled-round.ts); undefined when the stake's key was used,
     * with nothing written.
     */
    stakeAndSettleRoundWithin: (
      client: PoolClient,
      request: SettledRoundRequest,
    ): Promise<SettledRoundResult | undefined> => settleRoundWithin(client, brand, request),
    /**
     * Many such rounds, each of another member (a group of instant house bets), in one statement
     * (settled-rounds.ts): the rows stakeAndSettleRoundWithin writes for each. Undefined when any
     * round could not be written as asked: the caller rolls back and writes each on its own.
     */
    stakeAndSettleRoundsWithin: (
      client: PoolClient,
      requests: SettledRoundRequest[],
    ): Promise<SettledRoundResult[] | undefined> => settleRoundsWithin(client, brand, requests),
    /** The round, locked for the rest of the transaction; undefined when it does not exist. */
    lockRoundWithin: (client: PoolClient, round: RoundKey): Promise<BetRow | undefined> =>
      lockRound(client, round),
    /** A bet joins the round (a round whose bets were all rolled back opens again). */
    addBetToRoundWithin: (client: PoolClient, betId: bigint, stake: bigint): Promise<void> =>
      addBetToRound(client, betId, stake),
    /** A payout settles the round (the first one sets the settlement time; later ones add to the payout). */
    payRoundWithin: (client: PoolClient, betId: bigint, payout: bigint): Promise<void> =>
      payRound(client, betId, payout),
    /** One bet of the round is rolled back; the last standing one rolls the round back. */
    rollBackBetOfRoundWithin: (client: PoolClient, betId: bigint, stake: bigint): Promise<void> =>
      rollBackBetOfRound(client, betId, stake),
    /**
     * The member's balance on a round's wallet, read on the caller's connection (exact inside a
     * transaction holding the account's lock; never a second connection while holding one).
     */
    walletBalanceWithin: (
      db: Queryable,
      memberId: bigint,
      wallet: RoundWallet,
      vendorCode: string,
    ): Promise<bigint> => walletBalanceOn(db, brand.id, memberId, wallet, vendorCode),
  };
}

export type BetRoundBook = ReturnType<typeof createBetRoundBook>;
