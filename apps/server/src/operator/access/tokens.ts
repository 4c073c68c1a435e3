import { createHash, randomBytes } from 'node:crypto';

/** API tokens start with this, so a leaked one is recognisable (and a secret scanner can find it). */
export const apiTokenPrefix = 'lopt_';

/** A new console session token or API token: 256 random bits; only its hash is ever stored. */
export function newOperatorToken(kind: 'session' | 'api'): string {
  const secret = randomBytes(32).toString('base64url');
  return kind === 'api' ? `${apiTokenPrefix}${secret}` : secret;
}

export function operatorTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The token of `Authorization: Bearer <token>`, when it has the shape of one of ours. */
export function bearerOperatorToken(header: string | undefined): string | undefined {
  const match = /^Bearer ((?:lopt_)?[A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match?.[1];
}
