import type { ErrorCode } from '@lotus/contract/errors';

/**
 * The one way a route or service refuses a request: a stable code from the catalogue, optional
 * per-field codes and message parameters. The error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      params?: Record<string, string | number>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
