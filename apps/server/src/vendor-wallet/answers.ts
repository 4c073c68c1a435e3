import { createHash } from 'node:crypto';
import type { ErrorCode } from '@lotus/contract/errors';
import { isErrorCode } from '@lotus/contract/errors';
import { AppError } from '../platform/http/app-error.ts';
import type { StoredAnswer, VendorTransactionRow } from './tables.ts';

/** A vendor transaction's answer, and whether it is the repeat of one given before. */
export interface Decided {
  answer: StoredAnswer;
  replayed: boolean;
}

export function success(value: Record<string, unknown>): StoredAnswer {
  return { ok: true, value };
}

export function refusal(code: ErrorCode, params?: Record<string, string | number>): StoredAnswer {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}

/**
 * SHA-256 of the fields that make a transaction what it is, in a fixed order: the same id with
 * other content is a conflict, not a repeat. The launch token is not one of them (a retry may carry
 * a newer token for the same bet).
 */
export function requestHash(kind: string, fields: readonly string[]): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest();
}

/**
 * The first answer again: the same code, the same values, the same balance, whatever happened
 * since. The same id with other content is refused (error_conflict), and answers nothing of the first.
 */
export function replay(row: VendorTransactionRow | undefined, hash: Buffer): Decided {
  // The row blocked our claim, so it was committed with its answer before our statement began.
  if (!row || row.answer === null) throw new Error('vendor wallet: a claimed transaction has no answer');
  // A tombstone (a rollback came first) has no request of its own: every late bet gets its refusal.
  if (row.request_hash !== null && !row.request_hash.equals(hash)) throw new AppError('error_conflict');
  return { answer: row.answer, replayed: true };
}

/** The error code of a stored refusal, checked against the catalogue (rows outlive code changes). */
export function storedCode(answer: Extract<StoredAnswer, { ok: false }>): ErrorCode {
  return isErrorCode(answer.code) ? answer.code : 'error_system';
}
