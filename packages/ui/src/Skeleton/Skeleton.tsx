import type { CSSProperties } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonRadii = ['sm', 'md', 'lg', 'pill'] as const;
export type SkeletonRadius = (typeof skeletonRadii)[number];

export type SkeletonProps = {
  /** A number is pixels; a string is any CSS length ("100%", "12rem"). */
  width?: number | string;
  height?: number | string;
  radius?: SkeletonRadius;
  className?: string;
};

/**
 * A placeholder block while content loads. Hidden from assistive technology: announce loading
 * once on the container (e.g. `aria-busy`), not once per grey box.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className }: SkeletonProps) {
  // Sizes are per-use content dimensions, not design tokens, so they go inline.
  const style: CSSProperties = { width, height };
  return (
    <span aria-hidden="true" className={cx(styles.root, styles.radius[radius], className)} style={style} />
  );
}
