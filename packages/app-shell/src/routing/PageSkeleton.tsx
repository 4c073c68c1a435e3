import { Skeleton } from '@lotus/ui';
import * as styles from './PageSkeleton.css.ts';

/**
 * The shape of a page while its code loads (a navigation to a page not loaded yet): a title and a
 * few blocks in the layout's content area, so the frame stays and the reader sees the step start.
 * Busy for assistive technology; the boxes themselves are hidden from it.
 */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="page-loading">
      <Skeleton width="45%" height="1.75rem" />
      <Skeleton width="70%" />
      <div className={styles.blocks}>
        <Skeleton height="6rem" radius="lg" />
        <Skeleton height="6rem" radius="lg" />
        <Skeleton height="6rem" radius="lg" />
      </div>
    </div>
  );
}
