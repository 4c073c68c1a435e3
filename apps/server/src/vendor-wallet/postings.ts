import { describeAccount } from '../wallet/index.ts';
import type { AccountRef, PostResult } from '../wallet/index.ts';
import { success } from './answers.ts';
import type { StoredAnswer } from './tables.ts';

/**
 * The ledger key of a vendor transaction's journal: `vendor:<CODE>:<bet|win|rollback>:<transactionId>`.
 * The kind is part of it, so a vendor may reuse one id for a bet and a win, and a rollback's
 * journal never collides with the bet it cancels.
 */
export function vendorLedgerKey(
  vendorCode: string,
  kind: 'bet' | 'win' | 'rollback',
  transactionId: string,
): string {
  return `vendor:${vendorCode}:${kind}:${transactionId}`;
}

/** The member account's balance right after the journal. */
export function balanceAfter(posted: PostResult, account: AccountRef): bigint {
  const key = describeAccount(account);
  const entry = posted.balances.find((row) => describeAccount(row.account) === key);
  if (!entry) throw new Error('vendor wallet: the journal did not touch the member account');
  return entry.balance;
}

/** The success answer of a debit, credit or rollback: the ids it was about and the balance after it. */
export function transactionAnswer(
  request: { playerId: string; transactionId: string; roundId: string },
  balance: bigint,
  currency: string,
  extra: Record<string, unknown> = {},
): StoredAnswer {
  return success({
    playerId: request.playerId,
    transactionId: request.transactionId,
    roundId: request.roundId,
    balance: balance.toString(),
    currency,
    ...extra,
  });
}
