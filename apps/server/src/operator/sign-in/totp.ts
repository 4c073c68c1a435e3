import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step of clock drift each way. */
export const totpShape = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const driftSteps = 1;

export const recoveryCodeCount = 10;
// No 0/o, 1/l/i: a code read off paper is typed right.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new authenticator secret: 160 bits, base32 (what the app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, ...totpShape, secret: Secret.fromBase32(secretBase32) });
}

/**
 * The TOTP step `code` belongs to (now, or one step either side), or null when it matches none. The
 * caller claims the step (operators.totp_last_step) so a code is good once.
 */
export function matchingStep(totp: TOTP, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.validate({ token: code, timestamp: now, window: driftSteps });
  if (delta === null) return null;
  return Math.floor(now / 1000 / totpShape.period) + delta;
}

/** Ten codes like `k7pq2-mx9ra` (50 bits each), answered once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    let code = '';
    for (let index = 0; index < 10; index += 1) {
      if (index === 5) code += '-';
      code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
    }
    return code;
  });
}

/** The hash kept of a recovery code: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): Buffer {
  return createHash('sha256').update(code.toLowerCase().replaceAll(/[\s-]/g, ''), 'utf8').digest();
}
