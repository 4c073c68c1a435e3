import type { ErrorCode } from '@lotus/contract/errors';
import type { WithdrawalStatus } from '@lotus/contract/withdrawals';
import type { BadgeTone } from '@lotus/ui';
import { fieldOfRefusal } from '@lotus/app-shell';
import type { Refusal } from '@lotus/app-shell';

export const statusTones: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'info',
  received: 'success',
  partly_received: 'warning',
  not_received: 'danger',
  auto_received: 'success',
  rejected: 'danger',
};

/** Where a refusal of the withdraw form is shown: beside its field, or above the form. */
export type WithdrawFormField = 'bankAccountId' | 'amount' | 'paymentPassword' | 'form';

const withdrawFieldOfCode: Partial<Record<ErrorCode, Exclude<WithdrawFormField, 'form'>>> = {
  error_bank_account_not_found: 'bankAccountId',
  error_withdrawal_below_minimum: 'amount',
  error_withdrawal_above_maximum: 'amount',
  error_withdrawal_daily_count_reached: 'amount',
  error_withdrawal_daily_amount_exceeded: 'amount',
  error_turnover_requirement_unmet: 'amount',
  error_insufficient_funds: 'amount',
  error_payment_password_wrong: 'paymentPassword',
  error_payment_password_locked: 'paymentPassword',
  error_payment_password_not_set: 'paymentPassword',
};

/** Where a refusal of the add-bank-account form is shown. */
export type BankAccountFormField = 'bankCode' | 'accountNumber' | 'payeeName' | 'form';

const bankFieldOfCode: Partial<Record<ErrorCode, Exclude<BankAccountFormField, 'form'>>> = {
  error_bank_account_duplicate: 'accountNumber',
  error_bank_account_taken: 'accountNumber',
  error_payee_name_mismatch: 'payeeName',
  error_real_name_locked: 'payeeName',
  error_invalid_real_name: 'payeeName',
};

/** The field a server refusal of the withdraw form belongs to. */
export function withdrawFieldOfRefusal(refusal: Refusal): WithdrawFormField {
  return fieldOfRefusal(refusal, withdrawFieldOfCode, ['bankAccountId', 'amount', 'paymentPassword']);
}

/** The field a server refusal of the add-bank-account form belongs to. */
export function bankAccountFieldOfRefusal(refusal: Refusal): BankAccountFormField {
  return fieldOfRefusal(refusal, bankFieldOfCode, ['bankCode', 'accountNumber', 'payeeName']);
}

/** An account number as typed ("0123 456-789") as the digits the server takes, or null. */
export function accountNumberOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6,19}$/.test(digits) ? digits : null;
}

/** A payment password has exactly 6 digits. */
export function isPaymentPasswordShaped(text: string): boolean {
  return /^\d{6}$/.test(text);
}
