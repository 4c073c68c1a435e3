import { minorDigits } from '@lotus/i18n';

/**
 * What the member typed, in whole currency units ("150000", "150.000", "12.5" for a 2-digit
 * currency), as minor units; null when it is not a positive amount the currency can hold. Group
 * separators (spaces, dots or commas in a 0-digit currency) are ignored.
 */
export function parseAmountInput(text: string, currency: string): string | null {
  const digits = minorDigits(currency);
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  let whole: string;
  let fraction = '';
  if (digits === 0) {
    if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(compact)) return null;
    whole = compact.replace(/[.,]/g, '');
  } else {
    const match = /^(\d+)(?:[.,](\d+))?$/.exec(compact);
    if (!match) return null;
    whole = match[1] ?? '';
    fraction = match[2] ?? '';
    if (fraction.length > digits) return null;
  }
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor > 0n && minor <= 9_223_372_036_854_775_807n ? minor.toString() : null;
}

/** Minor units as the member would type them ("150000" đồng, "12.50" dollars), for an "All" button. */
export function amountInputOf(minorUnits: string, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return minorUnits;
  const padded = minorUnits.padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
