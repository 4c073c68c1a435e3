import type { ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './EmptyState.css.ts';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon or illustration; it is hidden from screen readers. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
};

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon != null && (
        <div aria-hidden="true" className={styles.icon}>
          {icon}
        </div>
      )}
      <Heading className={cx(styles.title, styles.titleSize[headingLevel])}>{title}</Heading>
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
