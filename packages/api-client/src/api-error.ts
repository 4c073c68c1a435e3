import type { ErrorCode } from '@lotus/contract/errors';

/**
 * A refused or failed call: the stable `code` (translate it with `errors.<code>`), the server's
 * message in the caller's language when there was one, the HTTP status (0 when nothing answered)
 * and per-field problems.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  /** The figures the message carries (retryAfterSeconds, minutes, attemptsLeft). */
  readonly params: Readonly<Record<string, string | number>>;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      status?: number;
      fields?: Record<string, string>;
      params?: Record<string, string | number>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? 0;
    this.fields = options.fields ?? {};
    this.params = options.params ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
