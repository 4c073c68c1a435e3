import type { ComponentPropsWithRef, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import { Field, hasContent, useFieldIds } from '../components/private/Field.tsx';
import * as fieldStyles from '../components/private/Field.css.ts';
import { VisuallyHidden } from '../components/private/VisuallyHidden.tsx';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** An error message: marks the text area invalid and is read with it. */
  error?: ReactNode;
  /**
   * A short live figure under the box, at its end (e.g. "42 / 140"); read with the field, so say
   * it in words with `counterLabel` when the figure alone means little to a screen reader.
   */
  counter?: ReactNode;
  /** What assistive technology reads for the counter (e.g. "42 of 140 characters used"). */
  counterLabel?: string;
  /** Class for the outer wrapper (label, box and messages); `className` styles the text area. */
  wrapperClassName?: string;
};

/** A multi-line text field: the label, box, hint and error of every field, with an optional counter. */
export function TextArea({
  label,
  hint,
  error,
  counter,
  counterLabel,
  id,
  required,
  disabled,
  className,
  wrapperClassName,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: invalid });
  const counterId = `${ids.controlId}-counter`;
  const hasCounter = hasContent(counter);
  const describedBy =
    [ids.describedBy, hasCounter && counterId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={wrapperClassName}>
      <div
        className={cx(
          fieldStyles.control,
          styles.box,
          invalid && fieldStyles.controlInvalid,
          disabled && fieldStyles.controlDisabled,
        )}
      >
        <textarea
          {...rest}
          id={ids.controlId}
          rows={rows}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(styles.textarea, className)}
        />
      </div>
      {hasCounter && (
        <p id={counterId} className={styles.counter}>
          {counterLabel === undefined ? (
            counter
          ) : (
            <>
              <span aria-hidden="true">{counter}</span>
              <VisuallyHidden>{counterLabel}</VisuallyHidden>
            </>
          )}
        </p>
      )}
    </Field>
  );
}
