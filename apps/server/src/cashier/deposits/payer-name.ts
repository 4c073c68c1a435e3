import { AppError } from '../../platform/http/app-error.ts';

/**
 * The real-name rule for the name on the paying account (product notes: no diacritics, letters and
 * spaces, 2-50 characters), as banks print it: upper case, single spaces.
 */
const payerNamePattern = /^[A-Z ]{2,50}$/;

/** A name for comparison: no diacritics (đ included), upper case, single spaces. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/[đĐ]/g, 'D')
    .toUpperCase()
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/**
 * The payer name to store: the rule's form of what the member typed. Diacritics are refused, not
 * stripped (the bank's record has none, so a name with them is not what the statement will show).
 * When the member has a real name on file the payer name must be that name, compared without case
 * or extra spaces: deposits come only from the member's own accounts.
 */
export function checkPayerName(typed: string, realName: string | null): string {
  const cleaned = typed.trim().replaceAll(/\s+/g, ' ').toUpperCase();
  if (!payerNamePattern.test(cleaned) || !/[A-Z]/.test(cleaned)) {
    throw new AppError('error_invalid_real_name');
  }
  if (realName !== null && realName.trim() !== '' && nameKey(realName) !== cleaned) {
    throw new AppError('error_payer_name_mismatch');
  }
  return cleaned;
}
