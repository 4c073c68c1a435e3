import type { ErrorCode, WithdrawalStatus } from '@lotus/contract';
import type { BadgeTone } from '@lotus/ui';

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

const withdrawFieldOfCode: Partial<Record<ErrorCode, WithdrawFormField>> = {
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

const bankFieldOfCode: Partial<Record<ErrorCode, BankAccountFormField>> = {
  error_bank_account_duplicate: 'accountNumber',
  error_bank_account_taken: 'accountNumber',
  error_payee_name_mismatch: 'payeeName',
  error_real_name_locked: 'payeeName',
  error_invalid_real_name: 'payeeName',
};

/** The field a server refusal belongs to; a validation refusal names its fields itself. */
function fieldOf<F extends string>(
  own: F | undefined,
  code: ErrorCode,
  fields: Readonly<Record<string, string>>,
  names: readonly F[],
  fallback: F,
): F {
  if (own) return own;
  if (code === 'error_validation') return names.find((field) => field in fields) ?? fallback;
  return fallback;
}

export function withdrawFieldOfRefusal(
  code: ErrorCode,
  fields: Readonly<Record<string, string>>,
): WithdrawFormField {
  return fieldOf(
    withdrawFieldOfCode[code],
    code,
    fields,
    ['bankAccountId', 'amount', 'paymentPassword'],
    'form',
  );
}

export function bankAccountFieldOfRefusal(
  code: ErrorCode,
  fields: Readonly<Record<string, string>>,
): BankAccountFormField {
  return fieldOf(bankFieldOfCode[code], code, fields, ['bankCode', 'accountNumber', 'payeeName'], 'form');
}

/** An account number as typed ("0123 456-789") as the digits the server takes, or null. */
export function accountNumberOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6,19}$/.test(digits) ? digits : null;
}

/** The real-name rule, as the server applies it: letters and spaces without diacritics, 2-50 characters. */
export function isRealNameValid(name: string): boolean {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  return /^[A-Za-z ]{2,50}$/.test(cleaned);
}

/** A payment password has exactly 6 digits. */
export function isPaymentPasswordShaped(text: string): boolean {
  return /^\d{6}$/.test(text);
}

/** A fresh key per intended withdrawal: a repeat of the same submit answers the same withdrawal. */
export function newWithdrawalKey(): string {
  return crypto.randomUUID();
}
