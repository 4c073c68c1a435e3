import type { ApiError } from '@lotus/api-client';
import { isApiError } from '@lotus/api-client';
import type { ErrorCode } from '@lotus/contract/errors';
import type { UseT } from '@lotus/i18n';
import { useT } from '@lotus/i18n';
import { useCallback } from 'react';

/** What a server refusal says about the fields of a form: its code, and for a validation refusal the fields it names. */
export type Refusal = Pick<ApiError, 'code' | 'fields'>;

/**
 * What a failure says when the server's own words are not there: a text for both cases, or each
 * case apart.
 */
export type RefusalFallback =
  | string
  | {
      /** A call the server never answered (offline, timed out): by default the words for its code. */
      unanswered?: string;
      /** A failure that is no refusal at all (a bug, a closed popup): by default `unanswered`, else the system error. */
      otherwise?: string;
    };

/** The codes a call ends with when nothing answered in words: the network, a time-out, a failure before sending. */
const unansweredCodes = ['error_network', 'error_page_timeout', 'error_system', 'error_unknown'] as const;

function unansweredCode(code: ErrorCode) {
  return unansweredCodes.find((unanswered) => unanswered === code);
}

/**
 * Whether the words for a failure are in the `errors` namespace: a code the browser itself gave (a
 * closed sign-in popup, a failed captcha), which the server did not put in words. The network's
 * and the time-out's words are `common`'s, which every page has.
 */
export function needsErrorWords(failure: unknown): boolean {
  return isApiError(failure) && failure.status === 0 && unansweredCode(failure.code) === undefined;
}

/**
 * The one place a failure becomes the words shown to the member: the server's own words when it
 * answered (already in the reader's language, with its figures: the minutes of a lock, a limit);
 * else the fallback, or the words for the failure's code (network, timeout); else the system error.
 * `common` has the words for the network and a time-out; a code of the browser's own (a closed
 * popup) reads from `errors`, which `needsErrorWords` says to load first.
 */
export function refusalText(failure: unknown, t: UseT['t'], fallback: RefusalFallback = {}): string {
  if (isApiError(failure) && failure.status > 0) return failure.message;
  const words = typeof fallback === 'string' ? { unanswered: fallback } : fallback;
  if (isApiError(failure)) {
    const unanswered = unansweredCode(failure.code);
    const key = unanswered
      ? (`common.unanswered.${unanswered}` as const)
      : (`errors.${failure.code}` as const);
    return words.unanswered ?? t(key);
  }
  return words.otherwise ?? words.unanswered ?? t('common.unanswered.error_system');
}

/** `refusalText` in the reader's language, for a component. */
export function useRefusalText(): (failure: unknown, fallback?: RefusalFallback) => string {
  const { t } = useT('common');
  return useCallback((failure, fallback) => refusalText(failure, t, fallback), [t]);
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
