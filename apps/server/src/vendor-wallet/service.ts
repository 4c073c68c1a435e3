import type { GameType } from '@lotus/contract/values';
import type {
  VendorBalance,
  VendorBalanceRequest,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollbackRequest,
} from '@lotus/contract/vendor-wallet';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError, isAppError } from '../platform/http/app-error.ts';
import { playCurrency, roundVendorAccount, roundWalletAccount } from '../wallet/index.ts';
import type { Ledger, RoundWallet } from '../wallet/index.ts';
import type { Decided } from './answers.ts';
import type { BetGuard, VendorPlayers, VendorRounds, VendorWinNotices } from './needs.ts';
import { refusal, replay, requestHash } from './answers.ts';
import { balanceAfter, transactionAnswer, vendorLedgerKey } from './postings.ts';
import { rollBackWithin } from './rollback.ts';
import { claimTransaction, decideTransaction, selectTransaction } from './tables.ts';
import type { StoredAnswer, VendorTransactionKind } from './tables.ts';
import { takesPlayMoney } from './play-money.ts';
import type { PlayerTokens } from './tokens/service.ts';
import type { WalletVendor } from './vendors/service.ts';

/** Serialization failures and deadlocks are retried: every step below touches only the database. */
const transactionOptions = { retries: 8 };

/**
 * The seamless wallet: balance, debit (bet), credit (win) and rollback for external vendors. Every
 * transaction is decided once per vendor transaction id and its answer kept: a repeat gets that
 * answer again. The ledger journal, the round's row in `bets` and the decision are written in one
 * database transaction. Refusals that decide a transaction's fate (no funds, a protection limit,
 * a settled or rolled-back round, a bet rolled back before it came) are kept like successes;
 * refusals that judge nothing yet (unknown player, bad token, unknown round) are not, so a retry
 * once things are in order goes through.
 */
export function createVendorWalletService(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Pick<Ledger, 'postWithin'>;
  rounds: VendorRounds;
  winNotices: VendorWinNotices;
  tokens: Pick<PlayerTokens, 'memberOf'>;
  members: VendorPlayers;
  /** The merchant wallet mode (`value.isSingle`): true, rounds play on the main wallet; false, on the vendor sub-wallet. */
  isSingleWallet: () => Promise<boolean>;
  /** Player protection; every bet is checked against it when given. */
  protection?: BetGuard;
}) {
  const { pool, brand, ledger, rounds, winNotices, tokens, members, isSingleWallet, protection } = deps;

  /**
   * The member a vendor names by its player id; the account must exist (a closed one still gets
   * paid). A free-play guest plays with play money, at the simulator's vendors only (decision 0018).
   */
  async function playerMember(vendor: WalletVendor, playerId: string) {
    const member = await members.findForLoginById(BigInt(playerId));
    if (!member) throw new AppError('error_account_not_found');
    if (member.is_demo && !takesPlayMoney(vendor.code)) throw new AppError('error_operation_not_allowed');
    return member;
  }

  /** The currency of a round's wallet: play money's own, or the brand's. */
  const currencyOf = (wallet: RoundWallet) => (wallet === 'play' ? playCurrency : brand.currency);

  /** Answers the first decision of an id, if there is one, without a transaction (the common repeat). */
  async function earlierDecision(
    vendor: WalletVendor,
    kind: VendorTransactionKind,
    transactionId: string,
    hash: Buffer,
  ) {
    const earlier = await selectTransaction(pool, { vendorId: vendor.id, kind, transactionId });
    return earlier ? replay(earlier, hash) : undefined;
  }

  async function balance(vendor: WalletVendor, request: VendorBalanceRequest): Promise<VendorBalance> {
    const member = await playerMember(vendor, request.playerId);
    const wallet: RoundWallet = member.is_demo ? 'play' : (await isSingleWallet()) ? 'main' : 'vendor';
    const amount = await rounds.walletBalanceWithin(pool, member.id, wallet, vendor.code);
    return { playerId: request.playerId, balance: amount.toString(), currency: currencyOf(wallet), wallet };
  }

  async function debitWithin(
    client: PoolClient,
    vendor: WalletVendor,
    request: VendorDebitRequest,
    memberId: bigint,
    hash: Buffer,
    /** The wallet a new round plays on: play money (a guest), the main wallet or the vendor's sub-wallet. */
    modeWallet: RoundWallet,
  ): Promise<Decided> {
    const key = { vendorId: vendor.id, kind: 'debit' as const, transactionId: request.transactionId };
    const stake = BigInt(request.amount);
    const claimed = await claimTransaction(client, {
      ...key,
      requestHash: hash,
      memberId,
      roundId: request.roundId,
      amount: stake,
      status: 'pending',
      answer: null,
    });
    // Taken: by a repeat, or by a rollback that came first (its tombstone answers every late bet).
    if (claimed === undefined) return replay(await selectTransaction(client, key), hash);

    const decide = async (answer: StoredAnswer, rest: { betId?: bigint; journalId?: bigint } = {}) => {
      await decideTransaction(client, claimed, {
        status: answer.ok ? 'applied' : 'refused',
        answer,
        ...rest,
      });
      return { answer, replayed: false };
    };
    if (protection) {
      // In this transaction, under the member's lock: concurrent bets cannot all pass a loss limit.
      try {
        await protection.assertBetAllowed(memberId, stake, client);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return decide(refusal(error.code, error.params));
      }
    }
    const existing = await rounds.lockRoundWithin(client, {
      vendorId: vendor.id,
      memberId,
      roundId: request.roundId,
    });
    // A round keeps the wallet of its first bet, whatever the brand's mode becomes meanwhile.
    let wallet: RoundWallet = existing?.wallet ?? modeWallet;

    // Without the money nothing of the bet stays, not even its round: only the refusal is kept.
    await client.query('savepoint vendor_debit');
    try {
      // A round opened meanwhile by a concurrent first bet is waited for and taken as it is.
      const round =
        existing ??
        (await rounds.openRoundWithin(client, {
          memberId,
          vendorId: vendor.id,
          vendorCode: vendor.code,
          gameCode: request.gameCode,
          gameType: vendor.category satisfies GameType,
          roundId: request.roundId,
          wallet,
          currency: currencyOf(wallet),
        }));
      if (round.status === 'settled') {
        await client.query('release savepoint vendor_debit');
        return decide(refusal('error_vendor_round_settled'));
      }
      wallet = round.wallet;
      const account = roundWalletAccount(memberId, wallet, vendor.code);
      const posted = await ledger.postWithin(client, {
        idempotencyKey: vendorLedgerKey(vendor.code, 'bet', request.transactionId),
        kind: 'bet',
        memo: `${vendor.code} round ${request.roundId}`,
        postings: [
          { account, amount: -stake },
          { account: roundVendorAccount(wallet, vendor.code), amount: stake },
        ],
      });
      await rounds.addBetToRoundWithin(client, round.id, stake);
      await client.query('release savepoint vendor_debit');
      return decide(transactionAnswer(request, balanceAfter(posted, account), currencyOf(wallet)), {
        betId: round.id,
        journalId: posted.journalId,
      });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'error_insufficient_funds') throw error;
      await client.query('rollback to savepoint vendor_debit');
      const current = await rounds.walletBalanceWithin(client, memberId, wallet, vendor.code);
      return decide(
        refusal('error_insufficient_funds', { balance: current.toString(), currency: currencyOf(wallet) }),
      );
    }
  }

  /** A bet: the token must be live and the member's; player protection must allow the stake. */
  async function debit(vendor: WalletVendor, request: VendorDebitRequest): Promise<Decided> {
    const hash = requestHash('debit', [request.playerId, request.roundId, request.gameCode, request.amount]);
    const earlier = await earlierDecision(vendor, 'debit', request.transactionId, hash);
    if (earlier) return earlier;
    const member = await playerMember(vendor, request.playerId);
    if (!vendor.enabled) throw new AppError('error_vendor_disabled');
    if ((await tokens.memberOf(vendor.id, request.token)) !== member.id) {
      throw new AppError('error_vendor_token_invalid');
    }
    if (member.status !== 'active') throw new AppError('error_operation_not_allowed');
    const modeWallet: RoundWallet = member.is_demo ? 'play' : (await isSingleWallet()) ? 'main' : 'vendor';
    return inTransaction(
      pool,
      (client) => debitWithin(client, vendor, request, member.id, hash, modeWallet),
      transactionOptions,
    );
  }

  async function creditWithin(
    client: PoolClient,
    vendor: WalletVendor,
    request: VendorCreditRequest,
    memberId: bigint,
    hash: Buffer,
  ): Promise<Decided> {
    const key = { vendorId: vendor.id, kind: 'credit' as const, transactionId: request.transactionId };
    const amount = BigInt(request.amount);
    const claimed = await claimTransaction(client, {
      ...key,
      requestHash: hash,
      memberId,
      roundId: request.roundId,
      amount,
      status: 'pending',
      answer: null,
    });
    if (claimed === undefined) return replay(await selectTransaction(client, key), hash);
    const round = await rounds.lockRoundWithin(client, {
      vendorId: vendor.id,
      memberId,
      roundId: request.roundId,
    });
    // Thrown, so nothing is kept: the win may come before its bet, and its retry then goes through.
    if (!round) throw new AppError('error_vendor_round_unknown');
    if (round.status === 'rolled_back') {
      const answer = refusal('error_vendor_round_rolled_back');
      await decideTransaction(client, claimed, { status: 'refused', answer, betId: round.id });
      return { answer, replayed: false };
    }
    const account = roundWalletAccount(memberId, round.wallet, vendor.code);
    let after: bigint;
    let journalId: bigint | null = null;
    if (amount > 0n) {
      const posted = await ledger.postWithin(client, {
        idempotencyKey: vendorLedgerKey(vendor.code, 'win', request.transactionId),
        kind: 'win',
        memo: `${vendor.code} round ${request.roundId}`,
        postings: [
          { account, amount },
          { account: roundVendorAccount(round.wallet, vendor.code), amount: -amount },
        ],
      });
      after = balanceAfter(posted, account);
      journalId = posted.journalId;
    } else {
      // A round lost: nothing moves, the round settles.
      after = await rounds.walletBalanceWithin(client, memberId, round.wallet, vendor.code);
    }
    await rounds.payRoundWithin(client, round.id, amount);
    // The winners board shows real wins only (decision 0018).
    if (round.wallet !== 'play')
      await winNotices.announceVendorWin(client, {
        brandId: brand.id,
        memberId,
        vendorId: vendor.id,
        gameCode: round.game_code,
        paidBefore: round.payout,
        paidNow: amount,
        settledAt: round.settled_at,
      });
    const answer = transactionAnswer(request, after, currencyOf(round.wallet));
    await decideTransaction(client, claimed, { status: 'applied', answer, betId: round.id, journalId });
    return { answer, replayed: false };
  }

  /** A win (or 0 to close a lost round) into the wallet of the round's bets; no token needed. */
  async function credit(vendor: WalletVendor, request: VendorCreditRequest): Promise<Decided> {
    const hash = requestHash('credit', [request.playerId, request.roundId, request.amount]);
    const earlier = await earlierDecision(vendor, 'credit', request.transactionId, hash);
    if (earlier) return earlier;
    const member = await playerMember(vendor, request.playerId);
    return inTransaction(
      pool,
      (client) => creditWithin(client, vendor, request, member.id, hash),
      transactionOptions,
    );
  }

  /** Cancels one bet once; an unknown bet is recorded so that it can never be charged later. */
  async function rollback(vendor: WalletVendor, request: VendorRollbackRequest): Promise<Decided> {
    const hash = requestHash('rollback', [request.playerId, request.roundId]);
    const earlier = await earlierDecision(vendor, 'rollback', request.transactionId, hash);
    if (earlier) return earlier;
    const member = await playerMember(vendor, request.playerId);
    const modeWallet: RoundWallet = member.is_demo ? 'play' : (await isSingleWallet()) ? 'main' : 'vendor';
    return inTransaction(
      pool,
      (client) =>
        rollBackWithin(
          client,
          { brand, ledger, rounds, vendor, memberId: member.id, hash, modeWallet },
          request,
        ),
      transactionOptions,
    );
  }

  return { balance, debit, credit, rollback };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
