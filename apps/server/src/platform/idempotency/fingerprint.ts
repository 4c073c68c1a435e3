import { createHash } from 'node:crypto';
import { AppError } from '../http/app-error.ts';

// The one idempotency rule of every money-moving call: a request is stored with its key and the
// fingerprint of what it asked; the same key again with the same fingerprint answers the first
// result and moves nothing, with another fingerprint it is refused with error_conflict.

/**
 * JSON with every object's keys in one order (UTF-16 code units, as `<` compares strings), dates as
 * ISO strings, bigints as decimal strings and undefined
 * members left out, so two requests that ask the same thing give the same text whatever order
 * their fields came in. For what JSON.stringify already writes in that order (arrays, strings,
 * objects whose keys are sorted) the text is exactly JSON.stringify's.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/** SHA-256 of the canonical JSON of `value`: what is stored with an idempotency key. */
export function fingerprintOf(value: unknown): Buffer {
  return createHash('sha256').update(canonicalJson(value)).digest();
}

/**
 * The fingerprint of a call's request: the call (method and path) and its body as validated,
 * without the idempotency key itself and without the fields named in `without` (credentials such
 * as a payment password: they prove who asks, they are not what is asked, and no hash of them is
 * ever stored).
 */
export function requestFingerprint(
  call: { method: string; path: string },
  body: object,
  without: readonly string[] = [],
): Buffer {
  const asked = Object.fromEntries(
    Object.entries(body).filter(([key]) => key !== 'idempotencyKey' && !without.includes(key)),
  );
  return fingerprintOf({ call: `${call.method} ${call.path}`, body: asked });
}

/**
 * Refuses a reused key whose first request asked something else (error_conflict, 409). `stored`
 * null is a request kept before fingerprints were stored (migration 0034): it answers as the same.
 */
export function assertSameRequest(stored: Buffer | null, fingerprint: Buffer): void {
  if (stored !== null && !stored.equals(fingerprint)) throw new AppError('error_conflict');
}
