import type { ApiError } from '@lotus/api-client';
import { isApiError } from '@lotus/api-client';
import type { ErrorCode } from '@lotus/contract/errors';

/** What a server refusal says about the fields of a form: its code, and for a validation refusal the fields it names. */
export type Refusal = Pick<ApiError, 'code' | 'fields'>;

/** What a failed call says to the member: the server's own words when it answered, else `fallback`. */
export function refusalText(failure: unknown, fallback: string): string {
  return isApiError(failure) && failure.status > 0 ? failure.message : fallback;
}

/**
 * The field of a form a server refusal is shown beside: the form's own field for the code, or for
 * a validation refusal the first of the form's fields it names; else above the form.
 */
export function fieldOfRefusal<Field extends string>(
  refusal: Refusal,
  fieldOfCode: Partial<Record<ErrorCode, Field>>,
  fields: readonly Field[],
): Field | 'form' {
  const own = fieldOfCode[refusal.code];
  if (own) return own;
  if (refusal.code === 'error_validation') return fields.find((field) => field in refusal.fields) ?? 'form';
  return 'form';
}
