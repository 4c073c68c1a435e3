import { fixedPointDecimal, minorDigits } from '@lotus/i18n';

/**
 * Money as the operator types it, in the currency's units ("10000"; "12.50" where the currency has
 * cents), as the API's minor units; null when it is not such an amount (or beyond 18 digits).
 */
export function toMinorUnits(text: string, currency: string): string | null {
  const digits = minorDigits(currency);
  const match = (digits > 0 ? new RegExp(`^(\\d+)(?:\\.(\\d{1,${digits}}))?$`) : /^(\d+)$/).exec(text.trim());
  if (!match) return null;
  const minor = BigInt(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(digits, '0')}`).toString();
  return minor.length > 18 ? null : minor;
}

/** Minor units as the operator types them back into a field ("10000", "12.50"). */
export function fromMinorUnits(minor: string, currency: string): string {
  return /^\d+$/.test(minor) ? fixedPointDecimal(BigInt(minor), minorDigits(currency)) : minor;
}
