import type { ComponentPropsWithRef, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import { Field, hasContent, useFieldIds } from '../components/private/Field.tsx';
import * as fieldStyles from '../components/private/Field.css.ts';
import { ChevronDownIcon } from '../components/private/icons.tsx';
import * as styles from './Select.css.ts';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** Text of an empty first option, shown until the user picks one. */
  placeholder?: string;
  /** Class for the outer wrapper; `className` styles the select. */
  wrapperClassName?: string;
  /** Label read by screen readers only, for compact toolbars. */
  hideLabel?: boolean;
};

export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  id,
  required,
  disabled,
  className,
  wrapperClassName,
  hideLabel,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: invalid });
  const describedBy = [ids.describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  // An uncontrolled select with a placeholder starts on the placeholder, not the first option.
  const defaultValue =
    rest.value === undefined && rest.defaultValue === undefined && placeholder !== undefined ? '' : undefined;

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={wrapperClassName}
    >
      <div
        className={cx(
          fieldStyles.control,
          styles.box,
          invalid && fieldStyles.controlInvalid,
          disabled && fieldStyles.controlDisabled,
        )}
      >
        <select
          defaultValue={defaultValue}
          {...rest}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(styles.select, className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required} className={styles.option}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.option}
            >
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </Field>
  );
}
