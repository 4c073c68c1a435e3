import type { ComponentPropsWithRef } from 'react';

import { cx } from './cx.ts';
import * as styles from './VisuallyHidden.css.ts';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, e.g. the name of an icon-only button. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(styles.root, className)} />;
}
