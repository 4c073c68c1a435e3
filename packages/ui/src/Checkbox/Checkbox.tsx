import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import { hasContent } from '../components/private/Field.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  /** May hold links, e.g. "I accept the <a>terms</a>". */
  label: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
};

export function Checkbox({
  label,
  error,
  id,
  disabled,
  className,
  wrapperClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const invalid = hasContent(error);
  const describedBy = [invalid && errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.root, wrapperClassName)}>
      <label htmlFor={inputId} className={cx(styles.row, disabled && styles.rowDisabled)}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, className)}
        />
        <span>{label}</span>
      </label>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
