import { useId } from 'react';
import type { ReactNode } from 'react';

import { cx } from './cx.ts';
import * as styles from './Field.css.ts';
import * as hiddenStyles from './VisuallyHidden.css.ts';

export type FieldIds = {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The value for the control's `aria-describedby`: hint and error, when present. */
  describedBy: string | undefined;
};

/** Ids that tie a control to its label, hint and error so screen readers announce them together. */
export function useFieldIds(options: {
  id?: string | undefined;
  hasHint: boolean;
  hasError: boolean;
}): FieldIds {
  const generated = useId();
  const controlId = options.id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [options.hasHint && hintId, options.hasError && errorId].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy === '' ? undefined : describedBy };
}

export type FieldProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  /** Keep the label for screen readers but out of sight (a compact toolbar control). */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label above, control, then hint and error below: the layout every form field shares. */
export function Field({ ids, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? hiddenStyles.root : styles.label}>
        {label}
        {/* The control itself carries `required`, so the star is only a visual cue. */}
        {required && (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        )}
      </label>
      {children}
      {hasContent(hint) && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasContent(error) && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `false`, `null`, `undefined` and `''` mean "no message". */
export function hasContent(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}
