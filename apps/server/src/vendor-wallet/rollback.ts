import type { VendorRollbackRequest } from '@lotus/contract/vendor-wallet';
import type { PoolClient } from '../platform/database/pool.ts';
import { AppError } from '../platform/http/app-error.ts';
import { playCurrency, roundVendorAccount, roundWalletAccount } from '../wallet/index.ts';
import type { Ledger, RoundWallet } from '../wallet/index.ts';
import type { Decided } from './answers.ts';
import { refusal, replay } from './answers.ts';
import { balanceAfter, transactionAnswer, vendorLedgerKey } from './postings.ts';
import { claimTransaction, decideTransaction, markBetRolledBack, selectTransaction } from './tables.ts';
import type { VendorRounds } from './needs.ts';
import type { WalletVendor } from './vendors/service.ts';

export interface RollbackContext {
  brand: { id: number; currency: string };
  ledger: Pick<Ledger, 'postWithin'>;
  rounds: Pick<VendorRounds, 'lockRoundWithin' | 'rollBackBetOfRoundWithin' | 'walletBalanceWithin'>;
  vendor: WalletVendor;
  memberId: bigint;
  /** The rollback request's hash (answers.ts requestHash). */
  hash: Buffer;
  /**
   * The wallet a new round of the member would play on now (play money for a guest, else the
   * brand's wallet mode): its balance answers a rollback with nothing to give back.
   */
  modeWallet: RoundWallet;
}

/**
 * A rollback inside its transaction: the rollback's own id is claimed first, then the bet's id —
 * as a tombstone when the bet never came (the late bet then finds it taken and is refused), or
 * locked when it did, so a bet and its rollback racing each other are decided one after the other.
 * A bet that stands is given back once (kind `bet`, the stake returned), unless its round settled.
 */
export async function rollBackWithin(
  client: PoolClient,
  context: RollbackContext,
  request: VendorRollbackRequest,
): Promise<Decided> {
  const { brand, ledger, rounds, vendor, memberId, hash, modeWallet } = context;
  const currencyOf = (wallet: RoundWallet) => (wallet === 'play' ? playCurrency : brand.currency);
  const key = { vendorId: vendor.id, kind: 'rollback' as const, transactionId: request.transactionId };
  const claimed = await claimTransaction(client, {
    ...key,
    requestHash: hash,
    memberId,
    roundId: request.roundId,
    amount: 0n,
    status: 'pending',
    answer: null,
  });
  if (claimed === undefined) return replay(await selectTransaction(client, key), hash);

  const answerWithBalance = async (wallet: RoundWallet, rolledBack: boolean) =>
    transactionAnswer(
      request,
      await rounds.walletBalanceWithin(client, memberId, wallet, vendor.code),
      currencyOf(wallet),
      { rolledBack },
    );

  // The bet's own id is claimed as a tombstone: if it was free, the bet never came, and when it
  // does it finds its id taken and gets the tombstone's refusal. A bet being written right now
  // is waited for, so the two can never both win.
  const betKey = { vendorId: vendor.id, kind: 'debit' as const, transactionId: request.transactionId };
  const tombstone = await claimTransaction(client, {
    ...betKey,
    requestHash: null,
    memberId,
    roundId: request.roundId,
    amount: 0n,
    status: 'tombstone',
    answer: refusal('error_vendor_transaction_rolled_back'),
  });
  if (tombstone !== undefined) {
    const answer = await answerWithBalance(modeWallet, false);
    await decideTransaction(client, claimed, { status: 'applied', answer });
    return { answer, replayed: false };
  }
  const bet = await selectTransaction(client, betKey, { lock: true });
  if (!bet) throw new Error('vendor wallet: a claimed bet id has no row');
  if (bet.member_id !== memberId || bet.round_id !== request.roundId) throw new AppError('error_conflict');
  if (bet.status !== 'applied' || bet.bet_id === null) {
    // Refused (no funds, a limit) or itself a tombstone: nothing was taken, nothing to give back.
    const answer = await answerWithBalance(modeWallet, false);
    await decideTransaction(client, claimed, { status: 'applied', answer });
    return { answer, replayed: false };
  }
  const round = await rounds.lockRoundWithin(client, {
    vendorId: vendor.id,
    memberId,
    roundId: request.roundId,
  });
  if (!round) throw new Error('vendor wallet: a bet without its round');
  if (round.status === 'settled') {
    const answer = refusal('error_vendor_round_settled');
    await decideTransaction(client, claimed, { status: 'refused', answer, betId: round.id });
    return { answer, replayed: false };
  }
  const account = roundWalletAccount(memberId, round.wallet, vendor.code);
  // Kind `bet` with the stake given back: every reader of bets and wins (player protection's net
  // loss, the account record) nets the cancelled stake out without knowing about rollbacks.
  const posted = await ledger.postWithin(client, {
    idempotencyKey: vendorLedgerKey(vendor.code, 'rollback', request.transactionId),
    kind: 'bet',
    memo: `${vendor.code} round ${request.roundId} rollback`,
    postings: [
      { account, amount: bet.amount },
      { account: roundVendorAccount(round.wallet, vendor.code), amount: -bet.amount },
    ],
  });
  await rounds.rollBackBetOfRoundWithin(client, round.id, bet.amount);
  await markBetRolledBack(client, bet.id);
  const answer = transactionAnswer(request, balanceAfter(posted, account), currencyOf(round.wallet), {
    rolledBack: true,
  });
  await decideTransaction(client, claimed, {
    status: 'applied',
    answer,
    betId: round.id,
    journalId: posted.journalId,
  });
  return { answer, replayed: false };
}
