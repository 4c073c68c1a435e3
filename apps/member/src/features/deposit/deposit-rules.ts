import type { ErrorCode } from '@lotus/contract';

/** Where a refusal of the deposit form is shown: beside its field, or above the form. */
export type DepositFormField = 'channelId' | 'amount' | 'payerName' | 'form';

const fieldOfCode: Partial<Record<ErrorCode, DepositFormField>> = {
  error_deposit_channel_unavailable: 'channelId',
  error_deposit_amount_out_of_range: 'amount',
  error_deposit_limit_exceeded: 'amount',
  error_invalid_real_name: 'payerName',
  error_payer_name_mismatch: 'payerName',
};

/**
 * The field a server refusal belongs to. A validation refusal names its fields itself; the first
 * one the form has wins.
 */
export function fieldOfRefusal(code: ErrorCode, fields: Readonly<Record<string, string>>): DepositFormField {
  const own = fieldOfCode[code];
  if (own) return own;
  if (code === 'error_validation') {
    const named = (['channelId', 'amount', 'payerName'] as const).find((field) => field in fields);
    if (named) return named;
  }
  return 'form';
}

/** The real-name rule, as the server applies it: letters and spaces without diacritics, 2-50 characters. */
export function isPayerNameValid(name: string): boolean {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  return /^[A-Za-z ]{2,50}$/.test(cleaned) && /[A-Za-z]/.test(cleaned);
}

/** A real name on file as the payer name the rule takes: without diacritics (đ as D), single spaces. */
export function payerNameOf(realName: string): string {
  return realName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A fresh key per intended deposit: a repeat of the same submit answers the same deposit. */
export function newDepositKey(): string {
  return crypto.randomUUID();
}
