import type { ComponentPropsWithRef } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'success', 'warning', 'danger', 'info', 'primary'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: BadgeTone;
};

/** A short status label ("Live", "New", "Pending"). Colour is never the only cue: keep the text. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(styles.root, styles.tone[tone], className)} />;
}
