import type { ComponentPropsWithRef, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import { Field, hasContent, useFieldIds } from '../components/private/Field.tsx';
import * as fieldStyles from '../components/private/Field.css.ts';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'children'> & {
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** An error message: marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Content before the input inside the box, e.g. a currency sign or an icon. */
  prefix?: ReactNode;
  /** Content after the input inside the box, e.g. a unit or a button. */
  suffix?: ReactNode;
  /** Class for the outer wrapper (label, box and messages); `className` styles the input. */
  wrapperClassName?: string;
};

export function TextField({
  label,
  hint,
  error,
  prefix,
  suffix,
  id,
  required,
  disabled,
  className,
  wrapperClassName,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: invalid });
  const describedBy = [ids.describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={wrapperClassName}>
      <div
        className={cx(
          fieldStyles.control,
          invalid && fieldStyles.controlInvalid,
          disabled && fieldStyles.controlDisabled,
        )}
      >
        {prefix != null && <span className={fieldStyles.adornment}>{prefix}</span>}
        <input
          {...rest}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, className)}
        />
        {suffix != null && <span className={fieldStyles.adornment}>{suffix}</span>}
      </div>
    </Field>
  );
}
