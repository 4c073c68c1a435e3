import { pathOf } from '@lotus/contract/call';
import type { OperatorWithdrawal, Withdrawal } from '@lotus/contract/withdrawals';
import { getWithdrawalProof } from '@lotus/contract/withdrawals';
import { findVietnameseBank } from '@lotus/contract/vietnam-banks';
import { maskAccountNumber } from '../bank-accounts/service.ts';
import type { WithdrawalRow } from './tables.ts';

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

/** The withdrawal as its member sees it: the account number masked, the deadline to confirm. */
export function withdrawalView(row: WithdrawalRow, autoReceiptMinutes: number): Withdrawal {
  const confirmBy =
    row.status === 'paid' && row.paid_at !== null
      ? new Date(row.paid_at.getTime() + autoReceiptMinutes * 60_000).toISOString()
      : null;
  const partly = row.confirmation === 'partly_received' && row.amount_received !== null;
  return {
    id: row.id.toString(),
    amount: row.amount.toString(),
    currency: row.currency,
    status: row.status,
    bank: {
      bankAccountId: row.bank_account_id.toString(),
      bankCode: row.bank_code,
      bankName: findVietnameseBank(row.bank_code)?.shortName ?? row.bank_code,
      accountNumber: maskAccountNumber(row.account_number),
      payeeName: row.payee_name,
    },
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    paidAt: iso(row.paid_at),
    confirmBy,
    rejectReason: row.reject_reason,
    confirmation:
      row.confirmation === null || row.confirmed_at === null
        ? null
        : {
            kind: row.confirmation,
            amountReceived: partly ? (row.amount_received as bigint).toString() : null,
            remainder: partly ? (row.amount - (row.amount_received as bigint)).toString() : null,
            hasProof: row.has_proof,
            confirmedAt: row.confirmed_at.toISOString(),
          },
  };
}

/** The operator's view: the whole account number, who asked, and where the proof image is. */
export function operatorWithdrawalView(row: WithdrawalRow, autoReceiptMinutes: number): OperatorWithdrawal {
  const view = withdrawalView(row, autoReceiptMinutes);
  return {
    ...view,
    bank: { ...view.bank, accountNumber: row.account_number },
    memberId: row.member_id.toString(),
    username: row.username,
    idempotencyKey: row.idempotency_key,
    proofUrl: row.has_proof ? pathOf(getWithdrawalProof.path, { id: row.id }) : null,
  };
}
