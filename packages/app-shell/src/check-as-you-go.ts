import { useLayoutEffect, useRef } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';

/**
 * Why a form's submit function is running only to check (see `checkOnly`), or null when it runs to
 * submit: `'left'`, the player left a field (the fields they changed now show their problems);
 * `'changed'`, what they typed or picked changed (the problems shown follow it). While it is set,
 * `useSubmit`'s `check` shows problems and answers false, and its `submit` sends nothing. Module
 * state is enough: the run is synchronous, one form at a time.
 */
export type CheckOnlyReason = 'left' | 'changed';
interface CheckingOnly {
  reason: CheckOnlyReason;
  /** Fields the player changed, by their inputs' `name` (forms that do not `clear` a field as it changes). */
  changed: readonly string[];
}
let checkingOnly: CheckingOnly | null = null;

export function checkingOnlyNow(): CheckingOnly | null {
  return checkingOnly;
}

/**
 * Runs a form's own submit function (its checks, then its `submit`) as a check only, so every form
 * that checks before it submits gets its problems on blur without a second copy of its rules.
 */
export function checkOnly(reason: CheckOnlyReason, run: () => void, changed: readonly string[] = []): void {
  checkingOnly = { reason, changed };
  try {
    run();
  } finally {
    checkingOnly = null;
  }
}

/**
 * The handlers a form element needs so its fields' problems show when the player leaves a field,
 * then follow what they type: `onBlur` (React's bubbles from every field) checks at once with what
 * the form holds; a change or a press inside the form (a quick amount, a show-password button)
 * checks again after the render that shows it, before paint. Only fields the player has changed
 * and left, or a submit has checked, show a problem (`useSubmit`): tabbing through says nothing.
 * It also answers the form's submit (the browser's own validation off, the page kept: the form runs
 * `submitFunction`), so a form spreads these props and writes no submit handler of its own.
 */
export function useCheckAsYouGo(submitFunction: () => void) {
  const latest = useRef(submitFunction);
  latest.current = submitFunction;
  const changed = useRef(false);
  const changedNames = useRef(new Set<string>());
  useLayoutEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    checkOnly('changed', latest.current, [...changedNames.current]);
  });
  const markChanged = (event: SyntheticEvent) => {
    changed.current = true;
    const { target } = event;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      if (target.name !== '' && event.type === 'change') changedNames.current.add(target.name);
    }
  };
  return {
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      latest.current();
    },
    onBlur: () => checkOnly('left', latest.current, [...changedNames.current]),
    onChange: markChanged,
    onClick: markChanged,
  };
}
