import type { ComponentPropsWithRef, MouseEvent } from 'react';

import { cx } from '../components/private/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; the button stays focusable. */
  loading?: boolean;
  fullWidth?: boolean;
};

/**
 * A native `<button>`. `type` defaults to "button" so a button inside a form never submits it
 * by accident; pass `type="submit"` when it should.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // `aria-disabled` (not `disabled`) keeps focus on the button while it loads, so clicks
    // have to be swallowed here.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={cx(
        styles.root,
        styles.variant[variant],
        styles.size[size],
        fullWidth && styles.fullWidth,
        className,
      )}
    >
      <span className={cx(styles.label, loading && styles.labelHidden)}>{children}</span>
      {loading && <Spinner size="sm" className={styles.spinner} />}
    </button>
  );
}
