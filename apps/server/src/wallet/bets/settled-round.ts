import type { PoolClient } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkRequest, houseCodeOf, requestHash } from '../ledger/requests.ts';
import type { PostRequest } from '../ledger/requests.ts';
import { writeSettledRound } from './settled-round-tables.ts';
import type { SettledRoundJournal, SettledRoundWrite } from './settled-round-tables.ts';

/** A round's row of `bets` as the round book's RoundOpening names it. */
export interface SettledRoundOpening {
  memberId: bigint;
  vendorId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  /** The member's main wallet, or a free-play guest's play money (decision 0018). */
  wallet: 'main' | 'vendor' | 'play';
  currency: string;
}

/** A round whose stake and outcome are known together: an instant house game's. */
export interface SettledRoundRequest {
  opening: SettledRoundOpening;
  stake: bigint;
  payout: bigint;
  /** The stake's journal: the member's main wallet and system accounts only. */
  stakeJournal: PostRequest;
  /** The win's journal, when the round pays (the same accounts). */
  winJournal?: PostRequest;
}

export interface SettledRoundResult {
  stakeJournalId: bigint;
  winJournalId: bigint | null;
  /** The member's main balance after the round. */
  balance: bigint;
}

/**
 * The journal as the statement writes it: each posting on the member's main wallet or a system
 * account, its fingerprint the ledger's own (so a later replay through postWithin compares equal).
 */
function journalOf(request: PostRequest, memberId: bigint, wallet: 'main' | 'play'): SettledRoundJournal {
  checkRequest(request);
  return {
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHash(request),
    memo: request.memo ?? null,
    postings: request.postings.map(({ account, amount }) => {
      const code = houseCodeOf(account);
      if (code !== undefined) return { code, amount };
      if ('memberId' in account && account.memberId === memberId && account.kind === wallet)
        return { code: null, amount };
      throw new Error('bets: a settled round moves only the member’s round wallet and system accounts');
    }),
  };
}

/** What the member's wallet must hold first so that no posting, in order, takes it below zero. */
function requiredBefore(journals: SettledRoundJournal[]): bigint {
  let running = 0n;
  let lowest = 0n;
  for (const journal of journals) {
    for (const posting of journal.postings) {
      if (posting.code !== null) continue;
      running += posting.amount;
      if (running < lowest) lowest = running;
    }
  }
  return -lowest;
}

/** What the round's statement writes for a request: its journals, what they require, its `bets` row. */
export function settledRoundWriteOf(brandId: number, request: SettledRoundRequest): SettledRoundWrite {
  const { opening } = request;
  const wallet = opening.wallet;
  if (wallet === 'vendor')
    throw new Error('bets: a settled round is played from the main wallet or play money');
  const stake = journalOf(request.stakeJournal, opening.memberId, wallet);
  const win = request.winJournal ? journalOf(request.winJournal, opening.memberId, wallet) : undefined;
  const journals: [SettledRoundJournal] | [SettledRoundJournal, SettledRoundJournal] = win
    ? [stake, win]
    : [stake];
  return {
    brandId,
    memberId: opening.memberId,
    wallet,
    currency: opening.currency,
    journals,
    required: requiredBefore(journals),
    bet: {
      vendorId: opening.vendorId,
      vendorCode: opening.vendorCode,
      gameCode: opening.gameCode,
      gameType: opening.gameType,
      roundId: opening.roundId,
      stake: request.stake,
      payout: request.payout,
    },
  };
}

/**
 * In the caller's transaction, one statement: the stake's and the win's journals (the ledger's
 * rules: balanced, keyed, the member's wallet never below zero, system accounts appended as
 * pending), and the round's settled row of `bets`. Answers undefined when the stake's key was used
 * already, and then nothing was written (the caller takes the ledger's general path, which replays).
 * Throws error_insufficient_funds or error_operation_not_allowed (a guest on real money, or a real
 * member on play money) with the journals
 * written but no money moved: the caller's transaction must roll back, as it does on any throw.
 */
export async function settleRoundWithin(
  client: PoolClient,
  brand: { id: number },
  request: SettledRoundRequest,
): Promise<SettledRoundResult | undefined> {
  const write = settledRoundWriteOf(brand.id, request);
  const answer = await writeSettledRound(client, write);
  if (answer.stake_journal_id === null) return undefined;
  if (write.journals.length === 2 && answer.win_journal_id === null)
    throw new Error('bets: a settled round’s win key was used before its stake key');
  if (answer.balance === null) {
    if (answer.is_demo === null) throw new AppError('error_account_not_found');
    // A guest plays with play money only, and only a guest does (decision 0018).
    if (answer.is_demo !== (write.wallet === 'play')) throw new AppError('error_operation_not_allowed');
    throw new AppError('error_insufficient_funds');
  }
  return {
    stakeJournalId: answer.stake_journal_id,
    winJournalId: answer.win_journal_id,
    balance: answer.balance,
  };
}
