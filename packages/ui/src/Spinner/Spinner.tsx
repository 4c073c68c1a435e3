import type { ComponentPropsWithRef } from 'react';

import { cx } from '../components/private/cx.ts';
import { VisuallyHidden } from '../components/private/VisuallyHidden.tsx';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  size?: SpinnerSize;
  /**
   * What is loading, for screen readers ("Loading games"). Without it the spinner is
   * decorative (e.g. inside a button that already says `aria-busy`).
   */
  label?: string;
};

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const hasLabel = label !== undefined && label !== '';
  return (
    <span
      {...rest}
      className={cx(styles.root, styles.size[size], className)}
      {...(hasLabel ? { role: 'status' } : { 'aria-hidden': true })}
    >
      <span className={styles.ring} />
      {hasLabel && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
