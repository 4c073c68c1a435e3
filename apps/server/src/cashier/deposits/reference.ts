import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays the same. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A deposit's reference, the note the member puts on the transfer: "D" and nine characters (45
 * random bits), letters and digits only, since banks drop or refuse anything else in a note.
 * Unique per brand by a database key; the caller draws again on the rare collision.
 */
export function newDepositReference(): string {
  const bytes = randomBytes(9);
  let reference = 'D';
  for (const byte of bytes) reference += alphabet[byte & 31];
  return reference;
}

/** Minor units written plainly for a server message ("150000 VND", "10.50 USD"). */
export function plainAmount(amount: bigint, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // A code Intl does not know keeps two digits.
  }
  if (digits === 0) return `${amount} ${currency}`;
  const text = amount.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)} ${currency}`;
}
