import { randomBytes } from 'node:crypto';

/** No 0, O, 1 or I: a code read aloud or copied by hand is read one way. 32 letters: a byte's low 5 bits pick one evenly. */
export const referralCodeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const referralCodeLength = 8;

export function newReferralCode(): string {
  return [...randomBytes(referralCodeLength)].map((byte) => referralCodeAlphabet[byte & 31]).join('');
}

/**
 * A code as a person typed or pasted it: case and spaces do not matter. Anything that cannot be a
 * code answers null (refused without a look-up).
 */
export function normalisedReferralCode(given: string): string | null {
  const code = given.replace(/\s+/g, '').toUpperCase();
  return new RegExp(`^[${referralCodeAlphabet}]{${referralCodeLength}}$`).test(code) ? code : null;
}
