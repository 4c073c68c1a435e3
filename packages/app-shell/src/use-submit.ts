import type { ApiError } from '@lotus/api-client';
import { isApiError } from '@lotus/api-client';
import { preloadNamespaces, useT } from '@lotus/i18n';
import { useMutation } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { useCallback, useRef, useState } from 'react';
import { checkingOnlyNow } from './check-as-you-go.ts';
import { needsErrorWords, refusalText } from './refusals.ts';
import type { RefusalFallback } from './refusals.ts';

/** What is wrong with a form's fields, by field: a check's words or the server's (undefined: fine). */
export type FieldProblems<Field extends string> = Partial<Record<Field, string | undefined>>;

export interface SubmitOptions<Input, Output, Field extends string> {
  /** The call (and whatever must succeed with it: a failure anywhere in it is the form's refusal). */
  send: (input: Input) => Promise<Output>;
  /** After the call succeeded; the form stays pending until a promise it returns settles. */
  onSuccess?: (output: Output, input: Input) => unknown;
  /** After the refusal is shown (to reset a captcha, refetch what moved, count down a wait). */
  onRefused?: (failure: unknown, input: Input) => unknown;
  /** After either. */
  onSettled?: () => unknown;
  /** The words when the server's are not there (default: the words for the code, else the system error). */
  fallback?: RefusalFallback;
  /** Where a refusal is shown: beside one of the form's fields, or above the form (the default). */
  placeOf?: (refusal: ApiError) => Field | 'form';
  /**
   * The server's words for each field, shown beside the fields: by default the refusal's own
   * `fields` when the form does not place refusals itself (`placeOf`), none when it does; null:
   * none, and the problems shown stay as they are.
   */
  fieldsOf?: ((refusal: ApiError) => FieldProblems<Field>) | null;
  /**
   * The form's own words for a refusal instead of the server's (figures formatted as elsewhere on
   * the page, the server's English for a field): undefined for the usual words, null for none.
   */
  wordsOf?: (refusal: ApiError, place: Field | 'form') => string | null | undefined;
  /**
   * A submit while one is in flight is dropped (a double click sends once), unless false: a list
   * whose rows each start their own call (ending two sessions one after the other).
   */
  oneAtATime?: boolean;
}

export interface Submit<Input, Field extends string> {
  /** Sends; a second submit while one is in flight is dropped (see `oneAtATime`). */
  submit: (input: Input) => void;
  /**
   * Shows a check's problems and drops the refusal; true when there are none (go ahead and submit).
   * Run as a check only (a field left or changed, `useCheckAsYouGo`): shows the problems of the
   * fields the player has changed and left, or a submit has checked, and answers false.
   */
  check: (problems: FieldProblems<Field>) => boolean;
  /** In flight, from the submit until `onSuccess` or `onRefused` is done. */
  pending: boolean;
  /** What the last submit sent (to tell which of several buttons is pending). */
  sent: Input | undefined;
  /** The problems shown beside the fields: the check's, then the server's. */
  problems: FieldProblems<Field>;
  setProblems: Dispatch<SetStateAction<FieldProblems<Field>>>;
  /** The refusal shown above the form, in words. */
  refusal: string | null;
  setRefusal: Dispatch<SetStateAction<string | null>>;
  /** A field changed: its problem and the refusal no longer apply. Without a field: clears them all. */
  clear: (field?: Field) => void;
}

/** Whether two sets of problems say the same (a check that changes nothing renders nothing). */
function sameProblems<Field extends string>(a: FieldProblems<Field>, b: FieldProblems<Field>): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as Field[]);
  return [...fields].every((field) => (a[field] ?? undefined) === (b[field] ?? undefined));
}

/**
 * The one way a form of the sites submits: a call on TanStack Query's mutation, its pending state,
 * the problems beside the fields (the form's own check first, then the server's `fields`) and the
 * refusal above the form in the member's words (`refusalText`).
 */
export function useSubmit<Input = void, Output = unknown, Field extends string = never>(
  options: SubmitOptions<Input, Output, Field>,
): Submit<Input, Field> {
  const { t, language } = useT('common');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set in the submit's own event, so the button is loading (and swallows clicks) at the next paint;
  // the mutation's state reaches React a tick later.
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Input | undefined>(undefined);
  const inFlight = useRef(false);
  // Fields the player changed since the last submit, and those whose problems show as they go: a
  // changed field shows its problem once left, and from then on as it changes.
  const changedFields = useRef(new Set<Field>());
  const shownFields = useRef(new Set<Field>());
  const oneAtATime = options.oneAtATime ?? true;
  const mutation = useMutation({
    mutationFn: (input: Input) => options.send(input),
    // Offline, the call is tried and the network's refusal shown, rather than held until online.
    networkMode: 'always',
    onSuccess: (output, input) => {
      // A new form (it was sent): its fields say nothing until changed and left again.
      changedFields.current.clear();
      shownFields.current.clear();
      return options.onSuccess?.(output, input);
    },
    onError: async (failure, input) => {
      // A code of the browser's own reads its words from `errors`, loaded only when one happens.
      if (needsErrorWords(failure)) await preloadNamespaces(language, ['errors']).catch(() => undefined);
      if (isApiError(failure)) {
        const place = options.placeOf?.(failure) ?? 'form';
        const own = options.wordsOf?.(failure, place);
        const words = own === undefined ? refusalText(failure, t, options.fallback) : own;
        // The server names its fields as the form does (the request's own names).
        const fields =
          options.fieldsOf === null
            ? null
            : (options.fieldsOf?.(failure) ??
              (options.placeOf ? {} : (failure.fields as FieldProblems<Field>)));
        if (place !== 'form' && words !== null) setProblems({ ...fields, [place]: words });
        else if (fields !== null) setProblems({ ...fields });
        setRefusal(place === 'form' ? words : null);
      } else {
        if (options.placeOf) setProblems({});
        setRefusal(refusalText(failure, t, options.fallback));
      }
      return options.onRefused?.(failure, input);
    },
    onSettled: () => {
      inFlight.current = false;
      setSending(false);
      return options.onSettled?.();
    },
  });
  const { mutate } = mutation;

  const submit = useCallback(
    (input: Input) => {
      if (checkingOnlyNow() !== null) return;
      if (inFlight.current && oneAtATime) return;
      inFlight.current = true;
      setSending(true);
      setSent(() => input);
      mutate(input);
    },
    [mutate, oneAtATime],
  );
  const check = useCallback((found: FieldProblems<Field>) => {
    const checking = checkingOnlyNow();
    if (checking === null) {
      for (const field of Object.keys(found) as Field[]) shownFields.current.add(field);
      for (const field of changedFields.current) shownFields.current.add(field);
      setProblems(found);
      setRefusal(null);
      return !Object.values(found).some(Boolean);
    }
    // A form that names its inputs as its fields tells which changed; one that does not, by `clear`.
    for (const name of checking.changed) if (name in found) changedFields.current.add(name as Field);
    if (checking.reason === 'left') for (const field of changedFields.current) shownFields.current.add(field);
    setProblems((current) => {
      const next = { ...current };
      for (const field of shownFields.current) next[field] = found[field];
      return sameProblems(current, next) ? current : next;
    });
    return false;
  }, []);
  const clear = useCallback((field?: Field) => {
    if (field === undefined) setProblems({});
    else {
      changedFields.current.add(field);
      setProblems((current) => ({ ...current, [field]: undefined }));
    }
    setRefusal(null);
  }, []);

  return {
    submit,
    check,
    pending: sending || mutation.isPending,
    sent,
    problems,
    setProblems,
    refusal,
    setRefusal,
    clear,
  };
}
